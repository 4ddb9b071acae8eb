import { deciderSpec } from '../platform/testing/decider-spec';
import type { SettingsEvent } from '../settings/settings.events';
import { decide, initialState, promptTemplateDecider } from './prompt-template.decider';
import { FooterTemplateInvalid, PromptTemplateInvalid } from './prompt-template.errors';
import { MAX_FOOTER_TEMPLATE_LENGTH } from './prompt-template-rules.contract';
import { DEFAULT_PROMPT_TEMPLATE } from './prompt-variables.contract';

const given = deciderSpec(promptTemplateDecider);

const userId = 'user-1';

describe('prompt template decider', () => {
  const own = `${DEFAULT_PROMPT_TEMPLATE}\nMention {{season}}.`;
  const promptChanged = (promptTemplate: string | null): SettingsEvent => ({
    type: 'PromptTemplateChanged',
    data: { userId, promptTemplate },
  });
  const footerChanged = (footerTemplate: string | null): SettingsEvent => ({
    type: 'FooterTemplateChanged',
    data: { userId, footerTemplate },
  });

  it('records an own prompt template, and null goes back to the default', () => {
    given()
      .when({ type: 'ChangePromptTemplate', data: { userId, promptTemplate: own } })
      .then([promptChanged(own)]);
    given(promptChanged(own))
      .when({ type: 'ChangePromptTemplate', data: { userId, promptTemplate: null } })
      .then([promptChanged(null)]);
  });

  it('records nothing when the prompt template is unchanged', () => {
    given(promptChanged(own))
      .when({ type: 'ChangePromptTemplate', data: { userId, promptTemplate: own } })
      .then([]);
    given()
      .when({ type: 'ChangePromptTemplate', data: { userId, promptTemplate: null } })
      .then([]);
  });

  it('refuses a prompt template with errors, listing them', () => {
    given()
      .when({ type: 'ChangePromptTemplate', data: { userId, promptTemplate: 'Hello {{nmae}}' } })
      .thenThrows(PromptTemplateInvalid);
    expect(() =>
      decide({ type: 'ChangePromptTemplate', data: { userId, promptTemplate: '   ' } }, initialState()),
    ).toThrow('prompt: The template is empty');
  });

  it('records, resets and ignores an unchanged footer', () => {
    given()
      .when({ type: 'ChangeFooterTemplate', data: { userId, footerTemplate: 'Cheers,\n{{firstName}}' } })
      .then([footerChanged('Cheers,\n{{firstName}}')]);
    given(footerChanged('Bye'))
      .when({ type: 'ChangeFooterTemplate', data: { userId, footerTemplate: 'Bye' } })
      .then([]);
    given(footerChanged('Bye'))
      .when({ type: 'ChangeFooterTemplate', data: { userId, footerTemplate: null } })
      .then([footerChanged(null)]);
  });

  it('refuses a footer that is too long or holds control characters', () => {
    given()
      .when({
        type: 'ChangeFooterTemplate',
        data: { userId, footerTemplate: 'x'.repeat(MAX_FOOTER_TEMPLATE_LENGTH + 1) },
      })
      .thenThrows(FooterTemplateInvalid);
    given()
      .when({ type: 'ChangeFooterTemplate', data: { userId, footerTemplate: 'Bye\u001b[31m' } })
      .thenThrows(FooterTemplateInvalid);
  });

  it('ignores the profile and preference events on the same stream', () => {
    given(
      footerChanged('Bye'),
      { type: 'LinkedInProfileSet', data: { userId, linkedinProfile: 'https://www.linkedin.com/in/ada' } },
      { type: 'SettingToggled', data: { userId, setting: 'j1_only', enabled: true } },
    )
      .when({ type: 'ChangeFooterTemplate', data: { userId, footerTemplate: 'Bye' } })
      .then([]);
  });
});
