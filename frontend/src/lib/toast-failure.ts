import { toast } from './toast';
import { serverErrorMessage } from './error-detail';

/** A failed call's toast: what failed, the server's detail under it when it says more, and Retry when given. */
export function toastFailure(title: string, error: unknown, retry?: () => void): void {
  const detail = serverErrorMessage(error, '');
  toast.error(title, {
    description: detail && detail !== title ? detail : undefined,
    ...(retry && { action: { label: 'Retry', onClick: retry } }),
  });
}
