import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('scroll', listener, { passive: true });
  return () => window.removeEventListener('scroll', listener);
}

/** Whether the window is scrolled further down than the given number of pixels. */
export function useScrolledPast(pixels: number): boolean {
  // The server render, and the hydration that must match it, are at the top of the page.
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > pixels,
    () => false,
  );
}
