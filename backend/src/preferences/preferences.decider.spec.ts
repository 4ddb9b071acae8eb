import { deciderSpec } from '../platform/testing/decider-spec';
import { initialState, preferencesDecider } from './preferences.decider';
import { JobScoreThresholdOutOfRange } from './preferences.errors';
import type { ToggleSetting } from './preferences-rules.contract';

const given = deciderSpec(preferencesDecider);

const userId = 'user-1';

describe('preferences decider', () => {
  const toggle = (setting: ToggleSetting, enabled: boolean) =>
    ({ type: 'ToggleSetting', data: { userId, setting, enabled } }) as const;
  const toggled = (setting: ToggleSetting, enabled: boolean) =>
    ({ type: 'SettingToggled', data: { userId, setting, enabled } }) as const;

  it('starts from the defaults: tracking and the leaderboard on, the rest off, threshold 8', () => {
    expect(initialState()).toMatchObject({
      toggles: {
        attach_documents: false,
        tracking_enabled: true,
        h1b_only: false,
        j1_only: false,
        show_on_leaderboard: true,
      },
      jobScoreThreshold: 8,
    });
  });

  it('flips a toggle, and records nothing when it already has the value', () => {
    given()
      .when(toggle('h1b_only', true))
      .then([toggled('h1b_only', true)]);
    given()
      .when(toggle('tracking_enabled', false))
      .then([toggled('tracking_enabled', false)]);
    given().when(toggle('tracking_enabled', true)).then([]);
    given(toggled('j1_only', true)).when(toggle('j1_only', true)).then([]);
    given(toggled('attach_documents', true))
      .when(toggle('attach_documents', false))
      .then([toggled('attach_documents', false)]);
  });

  it('hides the user from the leaderboard and shows them again, recording nothing for the default', () => {
    given().when(toggle('show_on_leaderboard', true)).then([]);
    given()
      .when(toggle('show_on_leaderboard', false))
      .then([toggled('show_on_leaderboard', false)]);
    given(toggled('show_on_leaderboard', false)).when(toggle('show_on_leaderboard', false)).then([]);
    given(toggled('show_on_leaderboard', false), toggled('h1b_only', true))
      .when(toggle('show_on_leaderboard', true))
      .then([toggled('show_on_leaderboard', true)]);
  });

  it('changes the job score threshold within 1..10 and ignores an unchanged one', () => {
    const change = (jobScoreThreshold: number) =>
      ({ type: 'ChangeAutopilotSettings', data: { userId, jobScoreThreshold } }) as const;
    given()
      .when(change(6))
      .then([{ type: 'AutopilotSettingsChanged', data: { userId, jobScoreThreshold: 6 } }]);
    given().when(change(8)).then([]);
    given()
      .when(change(1))
      .then([{ type: 'AutopilotSettingsChanged', data: { userId, jobScoreThreshold: 1 } }]);
    given()
      .when(change(10))
      .then([{ type: 'AutopilotSettingsChanged', data: { userId, jobScoreThreshold: 10 } }]);
    for (const bad of [0, 11, 7.5, Number.NaN]) {
      given().when(change(bad)).thenThrows(JobScoreThresholdOutOfRange);
    }
  });

  it('ignores the profile and prompt template events on the same stream', () => {
    given(
      { type: 'AutopilotSettingsChanged', data: { userId, jobScoreThreshold: 3 } },
      { type: 'DocumentDeleted', data: { userId, documentId: 'd1' } },
      { type: 'PromptTemplateChanged', data: { userId, promptTemplate: null } },
    )
      .when({ type: 'ChangeAutopilotSettings', data: { userId, jobScoreThreshold: 3 } })
      .then([]);
  });
});
