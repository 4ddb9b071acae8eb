import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Toasts = Sonner['toast'];

/**
 * Toasts, with sonner fetched the first time one is shown rather than with the page: no public page shows one on
 * arrival, and sonner is a tenth of what a visitor of the landing page would otherwise download. A toast asked
 * for before it arrives is shown once it has (sonner replays its toasts to a Toaster that mounts later), and
 * the Toaster (ToasterHost in app/providers) mounts as soon as the module is here.
 */
let loading: Promise<Sonner> | undefined;
let loaded: Sonner | null = null;
const listeners = new Set<() => void>();

/** Fetches sonner once; a failed fetch (offline, a deploy that replaced the chunk) is tried again by the next toast. */
export function loadToasts(load: () => Promise<Sonner> = () => import('sonner')): Promise<Sonner> {
  loading ??= load().then(
    (module) => {
      loaded = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const show = (call: (toasts: Toasts) => unknown) => {
  // A toast that cannot be shown because sonner did not arrive is dropped: there is nowhere else to say it.
  loadToasts().then(
    ({ toast: toasts }) => call(toasts),
    () => undefined,
  );
};

type Show = (message: string, options?: ExternalToast) => void;

export const toast: {
  success: Show;
  error: Show;
  info: Show;
  warning: Show;
  loading: Show;
  /** Hides one toast, or all; nothing to do while none was ever shown. */
  dismiss: (id?: string | number) => void;
} = {
  success: (message, options) => show((toasts) => toasts.success(message, options)),
  error: (message, options) => show((toasts) => toasts.error(message, options)),
  info: (message, options) => show((toasts) => toasts.info(message, options)),
  warning: (message, options) => show((toasts) => toasts.warning(message, options)),
  loading: (message, options) => show((toasts) => toasts.loading(message, options)),
  dismiss: (id) => {
    if (loading) show((toasts) => toasts.dismiss(id));
  },
};

/** Resolves once every toast asked for so far has reached sonner (they are handed over in the order asked). */
export async function toastsDelivered(): Promise<void> {
  await loading?.catch(() => undefined);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** sonner once a toast has asked for it (null before, and in a server render). */
export function useLoadedToasts(): Sonner | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
}
