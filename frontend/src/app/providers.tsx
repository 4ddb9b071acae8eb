import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { env } from '../config/env';
import { useLoadedToasts } from '../lib/toast';
import { applyDarkMode, useDarkMode } from '../lib/use-dark-mode';
import type { AppStore } from '../api/root-reducer';

/** The toasts' place on screen, there once the first toast has fetched sonner (lib/toast). */
function ThemedToaster() {
  const [dark] = useDarkMode();
  // Also follows a theme changed in another tab.
  useEffect(() => applyDarkMode(dark), [dark]);
  const sonner = useLoadedToasts();
  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <Toaster
      duration={env.toastDurationMs}
      position="top-right"
      richColors
      closeButton
      theme={dark ? 'dark' : 'light'}
    />
  );
}

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      {children}
      <ThemedToaster />
    </Provider>
  );
}
