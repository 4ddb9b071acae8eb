import type { MessageType, Tone } from '../drafts/draft-rules.contract';
import type { LanguageModelRequest } from '../platform/language-model/language-model.port';
import { promptVariablesUsed } from '../prompt-templates/prompt-template-check.contract';
import type { PromptVariableId } from '../prompt-templates/prompt-variables.contract';
import type { EmailDraftContext } from './email-draft-context';
import { templateWordLimit, type EmailGuidance } from './email-guidance';
import { wordsIn } from './resume-facts';

/** Optional facts the offline drafter adds only when the user's template asks for them. */
const TEMPLATE_SENTENCES: Partial<Record<PromptVariableId, (value: string) => string>> = {
  summary: (value) => value,
  skills: (value) => `My skills include ${value}.`,
  education: (value) => `My education: ${value}.`,
  hometown: (value) => `I am from ${value}.`,
  interests: (value) => `Outside work I enjoy ${value}.`,
  personalityTraits: (value) => `People describe me as ${value}.`,
  careerGoals: (value) => `What I am looking for next: ${value}.`,
  workStyle: (value) => `How I like to work: ${value}.`,
};

const GREETING: Record<Tone, string> = {
  Professional: 'Dear',
  Casual: 'Hi',
  Friendly: 'Hello',
};

const SIGN_OFF: Record<Tone, string> = {
  Professional: 'Best regards',
  Casual: 'Cheers',
  Friendly: 'Warm wishes',
};

/** A short e-mail when the instructions ask for one without a number. */
const SHORT_WORD_LIMIT = 90;
const MAX_ROLE_LENGTH = 60;

/**
 * Verbs a resume line starts with when it tells what the sender did; "I" goes in front of them. A line whose
 * second word is capitalised ("Managed Services Engineer") is a title, not a deed, and stays as written.
 */
const DEED_VERBS = new Set(
  `analysed analyzed architected automated built co-founded collaborated coordinated created cut delivered designed
  developed drove established founded grew implemented improved increased introduced launched led maintained
  managed mentored migrated negotiated optimised optimized organised organized owned partnered produced published
  ran redesigned reduced refactored researched saved scaled shipped spearheaded streamlined supervised taught
  trained translated wrote`.split(/\s+/),
);

const sentenceEnd = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
const capitalised = (text: string) => text.replace(/^./, (first) => first.toUpperCase());

function isDeed(line: string): boolean {
  const [first, second = ''] = line.split(' ');
  return DEED_VERBS.has(first.toLowerCase()) && !/^[A-Z]/.test(second);
}

/** One voice per tone: contractions are casual, so the professional e-mail spells them out. */
function voice(tone: Tone) {
  const formal = tone === 'Professional';
  return { iAm: formal ? 'I am' : "I'm", iWould: formal ? 'I would' : "I'd", formal };
}

// Headline parts that say what the sender wants or does, not what they are: "Open to work", "Helping teams ship".
const NOT_A_ROLE = /^(?:open to|seeking|looking|ex-|former|#)|^\p{L}+ing\b/iu;

/**
 * The sender's role in a few words: the first part of the headline that names one ("Data engineer | Spark | AWS"
 * gives "Data engineer"), or nothing.
 */
function roleOf(context: EmailDraftContext): string {
  const { firstName, lastName } = context.sender;
  const name = `${firstName} ${lastName}`.trim().toLowerCase();
  return (
    context.sender.headline
      .split(/\s+[|•·/]\s+|\s+[-–—]\s+|\|/)
      .map((part) => part.trim())
      .find(
        (part) =>
          part.length > 0 &&
          part.length <= MAX_ROLE_LENGTH &&
          !NOT_A_ROLE.test(part) &&
          !(firstName && part.toLowerCase().includes(firstName.toLowerCase())) &&
          !(name && part.toLowerCase().includes(name)),
      ) ?? ''
  );
}

function subjectOf(context: EmailDraftContext, type: MessageType): string {
  const { company, firstName } = context.contact;
  switch (type) {
    case 'Follow-Up':
      return company ? `Following up on my note about ${company}` : 'Following up on my earlier note';
    case 'Thank You':
      return firstName ? `Thank you, ${firstName}` : 'Thank you';
    default: {
      const role = roleOf(context);
      if (role && company) return capitalised(`${role} interested in ${company}`);
      if (company) return `Interested in your team at ${company}`;
      return role ? capitalised(`${role} hoping to connect`) : 'Hoping to connect';
    }
  }
}

function introductionOf(context: EmailDraftContext, tone: Tone): string | null {
  const { iAm } = voice(tone);
  const { firstName, lastName } = context.sender;
  const name = tone === 'Casual' ? firstName : `${firstName} ${lastName}`.trim();
  if (!name) return null;
  const role = roleOf(context);
  return `${iAm} ${name}${role ? `, ${role}` : ''}.`;
}

function reasonOf(context: EmailDraftContext, tone: Tone): string {
  const { contact } = context;
  const { iAm, iWould } = voice(tone);
  const work =
    contact.title && contact.company
      ? `your work as ${contact.title} at ${contact.company}`
      : contact.company
        ? `your work at ${contact.company}`
        : 'your work';
  switch (tone) {
    case 'Casual':
      return `I wanted to reach out about ${work}.`;
    case 'Friendly':
      return `${iWould} love to learn more about ${work}.`;
    default:
      return `${iAm} writing because of ${work}.`;
  }
}

function openingOf(
  context: EmailDraftContext,
  type: MessageType,
  tone: Tone,
  guidance: EmailGuidance,
): string {
  const { contact } = context;
  const { iAm, formal } = voice(tone);
  const relation = [
    guidance.metAt ? `It was good to meet you ${guidance.metAt}.` : null,
    guidance.referredBy ? `${guidance.referredBy} suggested I get in touch with you.` : null,
  ];
  switch (type) {
    case 'Follow-Up':
      return [
        `${iAm} following up on my earlier note${contact.company ? ` about opportunities at ${contact.company}` : ''}.`,
        ...relation,
        `I know your time is limited, so I${formal ? ' will' : "'ll"} keep this short.`,
      ]
        .filter(Boolean)
        .join(' ');
    case 'Thank You':
      return [
        `Thank you for ${guidance.thanksFor ?? 'your time and help'}.`,
        ...relation,
        'I really appreciated it.',
      ]
        .filter(Boolean)
        .join(' ');
    default:
      return [
        tone === 'Friendly' ? 'I hope you are doing well!' : null,
        introductionOf(context, tone),
        ...relation,
        reasonOf(context, tone),
      ]
        .filter(Boolean)
        .join(' ');
  }
}

function askOf(context: EmailDraftContext, type: MessageType, tone: Tone, guidance: EmailGuidance): string {
  const company = context.contact.company;
  const { iWould } = voice(tone);
  if (type === 'Thank You') return 'I hope we can stay in touch.';
  switch (guidance.ask) {
    case 'referral':
      return `If you think I could be a good fit, would you be willing to refer me or point me to the right person${company ? ` at ${company}` : ''}?`;
    case 'openings':
      return `Is your team${company ? ` at ${company}` : ''} hiring at the moment? If so, ${iWould} welcome a 15-minute conversation about it.`;
    case 'advice':
      return `Would you have 15 minutes to share your advice${company ? ` on working at ${company}` : ''}?`;
    default:
      if (type === 'Follow-Up') return 'Would a short call in the next week or two work for you?';
      return tone === 'Casual'
        ? `Would you be up for a quick 15-minute chat about your team${company ? ` at ${company}` : ''}?`
        : `Would you be open to a 15-minute conversation about your team${company ? ` at ${company}` : ''}?`;
  }
}

/**
 * Resume lines as the sender tells them: "I built ..." where a line starts with a deed; other lines (a role, a
 * result without a verb) are quoted whole.
 */
function highlightsParagraph(highlights: readonly string[]): string | null {
  const deeds = highlights
    .filter(isDeed)
    .map((line) => sentenceEnd(`I ${line[0].toLowerCase()}${line.slice(1)}`))
    .join(' ');
  const others = highlights.filter((line) => !isDeed(line)).map(sentenceEnd);
  const quoted =
    others.length === 0
      ? null
      : others.length === 1
        ? `${deeds ? 'Also from my experience' : 'One highlight from my experience'}: ${others[0]}`
        : [
            deeds ? 'Also from my experience:' : 'A few highlights from my experience:',
            ...others.map((line) => `- ${line}`),
          ].join('\n');
  return [deeds || null, quoted].filter(Boolean).join('\n') || null;
}

/** Profile facts the template asks for. */
function templateFactsOf(context: EmailDraftContext): string[] {
  const v = context.variables;
  return promptVariablesUsed(context.template)
    .map((id) => {
      const sentence = TEMPLATE_SENTENCES[id];
      return sentence && v[id] ? sentenceEnd(sentence(v[id])) : null;
    })
    .filter((s): s is string => s !== null);
}

/** The resume's skills that the instructions ask to mention, unless the template's facts already name them. */
function namedSkillsOf(
  context: EmailDraftContext,
  guidance: EmailGuidance,
  facts: readonly string[],
): string | null {
  const said = facts.join(' ').toLowerCase();
  const named = context.resume.skills.filter(
    (skill) =>
      wordsIn(skill).some((word) => guidance.focus.includes(word)) && !said.includes(skill.toLowerCase()),
  );
  return named.length > 0 ? `My skills include ${named.join(', ')}.` : null;
}

const wordCount = (paragraphs: readonly (string | null)[]) =>
  paragraphs.join(' ').split(/\s+/).filter(Boolean).length;

/**
 * The offline drafter's e-mail: the facts the prompt would carry, in the sender's own voice, shaped per message
 * type and tone. The instructions steer it (tone, length, the kind of e-mail, what to ask, the closing, which
 * resume lines lead) but are never pasted in; experience comes only from resume lines, quoted, and profile
 * facts the template asks for. It ends with one sign-off.
 */
export function composeOfflineEmailDraft(request: LanguageModelRequest): string {
  const context = request.context as EmailDraftContext;
  const { guidance, tone, messageType: type } = context;
  const wordLimit =
    guidance.length === 'long'
      ? guidance.maxWords
      : (guidance.maxWords ??
        (guidance.length === 'short' ? SHORT_WORD_LIMIT : templateWordLimit(context.template)));

  const contactName = context.contact.firstName || context.contact.lastName;
  const greeting = contactName ? `${GREETING[tone]} ${contactName},` : `${GREETING[tone]},`;
  const senderName =
    tone === 'Casual'
      ? context.sender.firstName
      : `${context.sender.firstName} ${context.sender.lastName}`.trim();
  const signOff = `${guidance.signOff ?? SIGN_OFF[tone]},${senderName ? `\n${senderName}` : ''}`;
  const links = context.links.map((link) => `${link.name}: ${link.url}`).join('\n') || null;
  const fixed = {
    opening: openingOf(context, type, tone, guidance),
    calendar: context.calendarInfo
      ? `My availability for a call: ${sentenceEnd(context.calendarInfo)}`
      : null,
    ask: askOf(context, type, tone, guidance),
  };

  let highlights =
    type === 'Thank You'
      ? []
      : context.resume.highlights.slice(
          0,
          type === 'Follow-Up' || guidance.length === 'short' ? 1 : undefined,
        );
  let extras = type === 'Thank You' || guidance.length === 'short' ? [] : templateFactsOf(context);
  const namedSkills = type === 'Thank You' ? null : namedSkillsOf(context, guidance, extras);
  const paragraphs = () => [
    greeting,
    fixed.opening,
    highlightsParagraph(highlights),
    [namedSkills, ...extras].filter(Boolean).join(' ') || null,
    fixed.calendar,
    fixed.ask,
    links,
    signOff,
  ];
  // Links are counted as words too, since the reader sees them; what the sender asked for stays, facts go first.
  while (
    wordLimit !== null &&
    wordCount(paragraphs()) > wordLimit &&
    (extras.length > 0 || highlights.length > 1)
  )
    if (extras.length > 0) extras = extras.slice(0, -1);
    else highlights = highlights.slice(0, -1);

  const body = paragraphs()
    .filter((p): p is string => p !== null)
    .join('\n\n');
  return `Subject: ${subjectOf(context, type)}\n\n${body}`;
}
