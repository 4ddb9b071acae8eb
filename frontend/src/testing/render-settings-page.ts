import { createElement } from 'react';
import { SettingsPage } from '../app/routes/settings/settings-page';
import { renderWithProviders } from './render-with-providers';

/** The settings page as the app composes it: tabs made of the profile, prompt-template, preference and billing parts. */
export function renderSettingsPage(route = '/settings') {
  return renderWithProviders(createElement(SettingsPage), { route });
}

/** The lazily loaded tabs' modules, loaded up front so a slow first transform does not eat a query's timeout. */
export function preloadSettingsTabs(): Promise<unknown> {
  return Promise.all([
    import('../app/routes/settings/advanced-tab'),
    import('../features/preferences/components/autopilot-tab'),
  ]);
}
