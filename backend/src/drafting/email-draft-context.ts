import type { MessageType, Tone } from '../drafts/draft-rules.contract';
import type { PromptVariableId } from '../prompt-templates/prompt-variables.contract';
import type { EmailGuidance } from './email-guidance';

export const EMAIL_DRAFT_PURPOSE = 'email_draft';

export interface DraftingLink {
  name: string;
  url: string;
}

/** Everything one e-mail is written from, structured; the prompt is built from it and the offline drafter reads it. */
export interface EmailDraftContext {
  /** The user's prompt template (or the default one), before filling. */
  template: string;
  variables: Record<PromptVariableId, string>;
  sender: {
    firstName: string;
    lastName: string;
    headline: string;
    /** Recent roles from the LinkedIn data: "title at company (from – to)". */
    positions: string[];
  };
  resume: {
    /** The resume text, cut to what a prompt can carry. */
    text: string;
    truncated: boolean;
    /** Lines taken word for word from the resume that read like experience or results. */
    highlights: string[];
    skills: string[];
  };
  contact: {
    firstName: string;
    lastName: string;
    email: string;
    title: string;
    company: string;
    location: string;
  };
  /** As picked, unless the instructions ask for another ("keep it casual", "thank her"). */
  messageType: MessageType;
  tone: Tone;
  instructions: string;
  /** How the instructions ask the e-mail to be written, read once. */
  guidance: EmailGuidance;
  calendarInfo: string;
  /** Portfolio, LinkedIn profile and the custom URLs marked for e-mails. */
  links: DraftingLink[];
}
