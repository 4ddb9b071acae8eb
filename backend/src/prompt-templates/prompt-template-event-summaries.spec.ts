import { recordedEvent } from '../platform/testing/recorded-event.factory';
import { promptTemplateEventSummaries } from './prompt-template-event-summaries';
import type { PromptTemplateEvent } from './prompt-template.events';

type DataOf<Type extends PromptTemplateEvent['type']> = Extract<PromptTemplateEvent, { type: Type }>['data'];

const recorded = <Type extends PromptTemplateEvent['type']>(type: Type, data: DataOf<Type>) =>
  recordedEvent({ type, data }, { streamId: 'settings-1', metadata: { actorUserId: '1' } });

describe('prompt template event summaries', () => {
  it('says whether a template was changed or reset, without quoting it', () => {
    const { PromptTemplateChanged, FooterTemplateChanged } = promptTemplateEventSummaries;
    expect(
      PromptTemplateChanged(recorded('PromptTemplateChanged', { userId: '1', promptTemplate: 'Hi {{x}}' })),
    ).toBe('Changed the e-mail prompt (8 characters)');
    expect(
      PromptTemplateChanged(recorded('PromptTemplateChanged', { userId: '1', promptTemplate: null })),
    ).toBe('Reset the e-mail prompt to the default');
    expect(
      FooterTemplateChanged(recorded('FooterTemplateChanged', { userId: '1', footerTemplate: 'Bye' })),
    ).toBe('Changed the e-mail footer (3 characters)');
    expect(
      FooterTemplateChanged(recorded('FooterTemplateChanged', { userId: '1', footerTemplate: null })),
    ).toBe('Reset the e-mail footer to the default');
  });
});
