import { recordedEvent } from '../platform/testing/recorded-event.factory';
import { preferencesEventSummaries } from './preferences-event-summaries';
import type { PreferencesEvent } from './preferences.events';

type DataOf<Type extends PreferencesEvent['type']> = Extract<PreferencesEvent, { type: Type }>['data'];

const recorded = <Type extends PreferencesEvent['type']>(type: Type, data: DataOf<Type>) =>
  recordedEvent({ type, data }, { streamId: 'settings-1', metadata: { actorUserId: '1' } });

describe('preferences event summaries', () => {
  it('says which switch was turned on or off, and the new threshold', () => {
    const { SettingToggled, AutopilotSettingsChanged } = preferencesEventSummaries;
    expect(
      SettingToggled(recorded('SettingToggled', { userId: '1', setting: 'h1b_only', enabled: true })),
    ).toBe('Turned on H1B-only jobs');
    expect(
      SettingToggled(
        recorded('SettingToggled', { userId: '1', setting: 'tracking_enabled', enabled: false }),
      ),
    ).toBe('Turned off e-mail tracking');
    expect(
      AutopilotSettingsChanged(recorded('AutopilotSettingsChanged', { userId: '1', jobScoreThreshold: 6 })),
    ).toBe('Set the job score threshold to 6');
  });
});
