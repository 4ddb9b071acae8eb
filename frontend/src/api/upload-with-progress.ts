import { readAccessToken } from './session-storage';
import { backendUrl } from '../config/env';

export interface UploadResponse {
  status: number;
  /** The response's JSON, or its text when it is not JSON. */
  body: unknown;
}

interface UploadCallbacks {
  /** The share of the request body sent so far, 0 to 1. */
  onProgress: (sent: number) => void;
  /** The whole body is sent; the server is working on it. */
  onSent: () => void;
}

/**
 * POSTs a multipart body with the session's token, reporting how much of it has been sent: fetch cannot
 * report upload progress, XMLHttpRequest can. Resolves with any HTTP answer; rejects only when none came.
 */
export function uploadWithProgress(
  path: string,
  body: FormData,
  { onProgress, onSent }: UploadCallbacks,
): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', backendUrl(path));
    request.withCredentials = true;
    const token = readAccessToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.upload.onload = onSent;
    request.onload = () => {
      let parsed: unknown = request.responseText;
      try {
        parsed = JSON.parse(request.responseText);
      } catch {
        // Not JSON: the text is what there is.
      }
      resolve({ status: request.status, body: parsed });
    };
    request.onerror = () => reject(new Error('The upload did not reach the server'));
    request.send(body);
  });
}
