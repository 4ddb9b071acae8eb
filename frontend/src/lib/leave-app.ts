import { backendUrl } from '../config/env';

/** A full page navigation to a backend endpoint (OAuth redirects cannot be fetched). */
export function leaveAppFor(path: string): void {
  window.location.assign(backendUrl(path));
}
