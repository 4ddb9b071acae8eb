import type { LanguageModelRequest } from '../platform/language-model/language-model.port';
import { promptVariablesUsed } from '../prompt-templates/prompt-template-check.contract';
import type { PromptVariableId } from '../prompt-templates/prompt-variables.contract';
import type { EmailDraftContext } from './email-draft-context';

/** Optional facts the offline drafter adds only when the user's template asks for them. */
const TEMPLATE_SENTENCES: Partial<Record<PromptVariableId, (value: string) => string>> = {
  summary: (value) => value,
  skills: (value) => `My skills include ${value}.`,
  education: (value) => `Education: ${value}.`,
  hometown: (value) => `I am from ${value}.`,
  interests: (value) => `Outside work I enjoy ${value}.`,
  personalityTraits: (value) => `People describe me as ${value}.`,
  careerGoals: (value) => `What I am looking for next: ${value}.`,
  workStyle: (value) => `How I like to work: ${value}.`,
};

const GREETING: Record<EmailDraftContext['tone'], string> = {
  Professional: 'Dear',
  Casual: 'Hi',
  Friendly: 'Hello',
};

const SIGN_OFF: Record<EmailDraftContext['tone'], string> = {
  Professional: 'Best regards,',
  Casual: 'Cheers,',
  Friendly: 'Warm wishes,',
};

const sentenceEnd = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function subjectOf(context: EmailDraftContext): string {
  const company = context.contact.company;
  const sender = `${context.sender.firstName} ${context.sender.lastName}`.trim();
  switch (context.messageType) {
    case 'Follow-Up':
      return company ? `Following up on my note about ${company}` : 'Following up on my earlier note';
    case 'Thank You':
      return context.contact.firstName ? `Thank you, ${context.contact.firstName}` : 'Thank you';
    default:
      return (
        [sender || null, context.sender.headline || null, company ? `interested in ${company}` : null]
          .filter(Boolean)
          .join(', ')
          .replace(/^./, (first) => first.toUpperCase()) || 'Introduction'
      );
  }
}

function openingOf(context: EmailDraftContext): string {
  const { contact, sender } = context;
  const name = `${sender.firstName} ${sender.lastName}`.trim();
  const who = name ? `My name is ${name}${sender.headline ? `, ${sender.headline}` : ''}.` : '';
  const role =
    contact.title && contact.company
      ? `your work as ${contact.title} at ${contact.company}`
      : contact.company
        ? `your work at ${contact.company}`
        : 'your work';
  switch (context.messageType) {
    case 'Follow-Up':
      return `I am following up on my earlier note${contact.company ? ` about opportunities at ${contact.company}` : ''}. I know your time is limited, so I will keep this short.`;
    case 'Thank You':
      return `Thank you for your time and help${contact.company ? ` and for what you shared about ${contact.company}` : ''}. I appreciated it.`;
    default:
      return [who, `I am reaching out because of ${role}.`].filter(Boolean).join(' ');
  }
}

function askOf(context: EmailDraftContext): string {
  switch (context.messageType) {
    case 'Follow-Up':
      return 'Would a short call in the next week or two work for you?';
    case 'Thank You':
      return 'I hope we can stay in touch.';
    default:
      return `Would you be open to a 15-minute conversation about your team${context.contact.company ? ` at ${context.contact.company}` : ''}?`;
  }
}

/**
 * The offline drafter's e-mail: the facts the prompt would carry, put into a fixed shape per message type and
 * tone. Resume lines are quoted word for word; optional profile facts appear when the user's template uses
 * their variables. The instructions are included as written, since nothing here can interpret them.
 */
export function composeOfflineEmailDraft(request: LanguageModelRequest): string {
  const context = request.context as EmailDraftContext;
  const v = context.variables;
  const used = promptVariablesUsed(context.template);
  const paragraphs: string[] = [];

  const greetingName =
    context.contact.firstName || `${context.contact.firstName} ${context.contact.lastName}`.trim();
  paragraphs.push(greetingName ? `${GREETING[context.tone]} ${greetingName},` : `${GREETING[context.tone]},`);
  paragraphs.push(openingOf(context));

  if (context.messageType !== 'Thank You' && context.resume.highlights.length > 0) {
    paragraphs.push(
      ['A few things from my resume:', ...context.resume.highlights.map((h) => `- ${sentenceEnd(h)}`)].join(
        '\n',
      ),
    );
  }
  const extras = used
    .map((id) => {
      const sentence = TEMPLATE_SENTENCES[id];
      return sentence && v[id] ? sentenceEnd(sentence(v[id])) : null;
    })
    .filter((s): s is string => s !== null);
  if (extras.length > 0) paragraphs.push(extras.join(' '));
  if (context.instructions) paragraphs.push(context.instructions);
  if (context.calendarInfo) paragraphs.push(`I am available: ${context.calendarInfo}`);
  paragraphs.push(askOf(context));
  if (context.links.length > 0)
    paragraphs.push(context.links.map((link) => `${link.name}: ${link.url}`).join('\n'));
  const sender = `${context.sender.firstName} ${context.sender.lastName}`.trim();
  paragraphs.push(sender ? `${SIGN_OFF[context.tone]}\n${sender}` : SIGN_OFF[context.tone]);

  return `Subject: ${subjectOf(context)}\n\n${paragraphs.join('\n\n')}`;
}
