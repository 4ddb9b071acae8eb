import type { ContactsListRow } from '../contacts/queries/contacts-list.row';
import type { MessageType, Tone } from '../drafts/draft-rules.contract';
import { userProfileOf, type TypedDetails } from '../profile/user-profile.contract';
import {
  renderPromptTemplate,
  resolvePromptVariables,
} from '../prompt-templates/prompt-variable-values.contract';
import type { DraftingLink, EmailDraftContext } from './email-draft-context';
import { readEmailGuidance } from './email-guidance';
import { pickResumeFacts, truncateResume } from './resume-facts';

/** The rule the issue asks for, word for word in every system prompt. */
export const NO_INVENTION_RULE =
  'Never invent experience that is not in the resume: no employers, job titles, projects, degrees, skills, numbers or achievements that the resume or the given profile does not state. If the template asks for something the resume does not support, leave it out.';

/** How a person writes their own e-mail; the offline drafter keeps the same rules (offline-email-draft.ts). */
export const EMAIL_VOICE_RULE =
  "Write as the sender, in the first person, subject included: the subject never starts with the sender's name. The instructions say how to write and what to stress; follow them, never copy their sentences into the e-mail. Sign off exactly once, at the end.";

export const EMAIL_SYSTEM_PROMPT = [
  "You write short, personal outreach e-mails for a job seeker, in the sender's own voice, to one named recipient.",
  NO_INVENTION_RULE,
  'Use only the facts given below about the sender and the recipient; do not guess facts about the recipient or their company.',
  "Follow the sender's template and instructions as far as these rules allow. Write plain text: no markdown, no HTML, no placeholders in braces.",
  EMAIL_VOICE_RULE,
  'Answer in exactly this form: a first line "Subject: <subject>", one blank line, then the body, signed with the sender\'s name.',
].join('\n');

export const MESSAGE_TYPE_GUIDANCE: Record<MessageType, string> = {
  'Connection Request':
    "A first e-mail to someone who does not know the sender yet: introduce the sender, connect their background to the recipient's work, and ask for a short conversation.",
  'Follow-Up':
    'A polite follow-up to an earlier e-mail that got no answer: brief, acknowledge they are busy, restate the fit in one sentence, offer an easy next step.',
  'Thank You':
    'A thank-you note after a conversation or help: warm and brief, mention what the sender appreciated, no new request beyond staying in touch.',
};

export const TONE_GUIDANCE: Record<Tone, string> = {
  Professional: 'Professional: courteous, polished and concise.',
  Casual: 'Casual: relaxed and plain-spoken; contractions are fine.',
  Friendly: 'Friendly: warm and personable, still respectful.',
};

/** The contact as the prompt speaks of them, in the contacts list's own columns. */
export type PromptContact = Pick<
  ContactsListRow,
  'first_name' | 'last_name' | 'email' | 'company' | 'job_title' | 'location'
>;

export interface EmailDraftSources {
  promptTemplate: string;
  linkedinData: TypedDetails | null;
  /** The user's name as registered, for when no LinkedIn data gives one. */
  accountName: { firstName: string; lastName: string };
  portfolioLink: string | null;
  linkedinProfile: string | null;
  customUrls: { name: string; url: string; include_in_emails: boolean }[];
  resumeText: string;
  contact: PromptContact;
  messageType: MessageType;
  tone: Tone;
  instructions?: string;
  calendarInfo?: string;
  now: Date;
}

const MAX_POSITIONS = 5;

function positionLine(p: {
  title: string;
  companyName: string;
  startedOn: string;
  finishedOn: string;
}): string {
  const role = [p.title, p.companyName].filter(Boolean).join(' at ');
  const dates = [p.startedOn, p.finishedOn || (p.startedOn ? 'present' : '')].filter(Boolean).join(' – ');
  return dates ? `${role} (${dates})` : role;
}

/** The facts of one e-mail, gathered once: the model's prompt and the offline drafter both read them. */
export function buildEmailDraftContext(sources: EmailDraftSources): EmailDraftContext {
  const instructions = (sources.instructions ?? '').trim();
  const guidance = readEmailGuidance(instructions);
  const facts = pickResumeFacts(sources.resumeText, guidance.focus);
  const resume = truncateResume(sources.resumeText);
  const linkedin = sources.linkedinData;
  // The prompt variables read the one profile, as the prompt editor shows them: typed, else sign-in or resume.
  const profile = userProfileOf({
    account: sources.accountName,
    linkedinData: linkedin,
    resumeText: sources.resumeText,
    portfolioLink: sources.portfolioLink,
    linkedinProfile: sources.linkedinProfile,
  });
  const { firstName, lastName } = profile;
  const contact = sources.contact;
  const contactName = `${contact.first_name} ${contact.last_name}`.trim();
  const variables = resolvePromptVariables({
    profile,
    contact: { name: contactName, title: contact.job_title, company: contact.company },
    company: { name: contact.company },
    now: sources.now,
  });
  const links: DraftingLink[] = [];
  if (sources.portfolioLink) links.push({ name: 'Portfolio', url: sources.portfolioLink });
  if (sources.linkedinProfile) links.push({ name: 'LinkedIn', url: sources.linkedinProfile });
  for (const url of sources.customUrls) {
    if (url.include_in_emails && !links.some((link) => link.url === url.url))
      links.push({ name: url.name, url: url.url });
  }
  return {
    template: sources.promptTemplate,
    variables,
    sender: {
      firstName,
      lastName,
      headline: variables.headline,
      positions: (linkedin?.positions ?? []).slice(0, MAX_POSITIONS).map(positionLine).filter(Boolean),
    },
    resume: {
      text: resume.text,
      truncated: resume.truncated,
      highlights: facts.highlights,
      skills: facts.skills,
    },
    contact: {
      firstName: contact.first_name.trim(),
      lastName: contact.last_name.trim(),
      email: contact.email,
      title: (contact.job_title ?? '').trim(),
      company: contact.company.trim(),
      location: (contact.location ?? '').trim(),
    },
    messageType: guidance.messageType ?? sources.messageType,
    tone: guidance.tone ?? sources.tone,
    instructions,
    guidance,
    calendarInfo: (sources.calendarInfo ?? '').trim(),
    links,
  };
}

const line = (label: string, value: string) => (value ? `${label}: ${value}` : null);
const section = (title: string, lines: (string | null)[]) => {
  const kept = lines.filter((l): l is string => l !== null && l !== '');
  return kept.length > 0 ? [title, ...kept].join('\n') : null;
};

/** The system prompt and the user prompt for one e-mail. */
export function buildEmailPrompt(context: EmailDraftContext): { system: string; prompt: string } {
  const v = context.variables;
  const c = context.contact;
  const parts = [
    `Write a "${context.messageType}" e-mail. ${MESSAGE_TYPE_GUIDANCE[context.messageType]}`,
    `Tone: ${TONE_GUIDANCE[context.tone]}`,
    section("The sender's template for their e-mails, filled in:", [
      renderPromptTemplate(context.template, v).trim(),
    ]),
    section('Recipient:', [
      line('Name', `${c.firstName} ${c.lastName}`.trim()),
      line('E-mail', c.email),
      line('Title', c.title),
      line('Company', c.company),
      line('Location', c.location),
    ]),
    section('Sender (from their profile):', [
      line('Name', `${context.sender.firstName} ${context.sender.lastName}`.trim()),
      line('Headline', v.headline),
      line('Summary', v.summary),
      line('Education', v.education),
      line('Skills', v.skills),
      context.sender.positions.length > 0
        ? `LinkedIn positions:\n${context.sender.positions.map((p) => `- ${p}`).join('\n')}`
        : null,
    ]),
    section(
      'Links the sender wants in their e-mails (include each at most once, as written):',
      context.links.map((link) => `- ${link.name}: ${link.url}`),
    ),
    [
      `Resume (the only source of the sender's experience${context.resume.truncated ? '; shortened, the full resume is longer' : ''}):`,
      '"""',
      context.resume.text,
      '"""',
    ].join('\n'),
    section('Instructions for this e-mail:', [context.instructions]),
    section('Availability to offer for a call:', [context.calendarInfo]),
    'Answer with "Subject: ..." on the first line, a blank line, then the body.',
  ];
  return { system: EMAIL_SYSTEM_PROMPT, prompt: parts.filter((p): p is string => p !== null).join('\n\n') };
}
