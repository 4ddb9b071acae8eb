import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following changes; false where the browser cannot tell (tests, SSR). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    // The server render, and the hydration that must match it, assume a wide screen with motion allowed.
    () => false,
  );
}

/** Spec §9: the mobile breakpoint is 768 px. */
export const MOBILE_QUERY = '(max-width: 767.98px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
