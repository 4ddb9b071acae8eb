import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Toaster } from 'sonner';
import { env } from '../config/env';
import { applyDarkMode, useDarkMode } from '../lib/use-dark-mode';
import type { AppStore } from '../api/root-reducer';

function ThemedToaster() {
  const [dark] = useDarkMode();
  // Also follows a theme changed in another tab.
  useEffect(() => applyDarkMode(dark), [dark]);
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
