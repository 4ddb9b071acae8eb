import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('scroll', listener, { passive: true });
  return () => window.removeEventListener('scroll', listener);
}

/** Whether the window is scrolled further down than the given number of pixels. */
export function useScrolledPast(pixels: number): boolean {
  return useSyncExternalStore(subscribe, () => window.scrollY > pixels);
}
