/** The tabs in the order they show; the ?tab= query parameter names one of them (spec section 2.3). */
export const SETTINGS_TABS = ['General', 'Subscription', 'Advanced', 'Autopilot'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The tab a ?tab= value names, whatever its case; General when it names none. */
export function parseSettingsTab(text: string | null): SettingsTab {
  const wanted = text?.trim().toLowerCase();
  return SETTINGS_TABS.find((tab) => tab.toLowerCase() === wanted) ?? 'General';
}
