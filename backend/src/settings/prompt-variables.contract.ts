/**
 * The e-mail prompt's variables, presets, template checks and value resolution (spec §3.9, §9): plain code
 * without zod, so the prompt editor in the browser and the server's prompt calls judge a template alike.
 */
import type { LinkedInData } from './settings-rules.contract';

export const PROMPT_VARIABLE_CATEGORIES = [
  'Profile',
  'Contact',
  'Company',
  'AI Generated',
  'Dynamic',
] as const;
export type PromptVariableCategory = (typeof PROMPT_VARIABLE_CATEGORIES)[number];

/** The profile variables whose values are the user's LinkedIn details. */
export const LINKEDIN_VARIABLE_IDS = [
  'firstName',
  'lastName',
  'headline',
  'summary',
  'skills',
  'education',
] as const;
export type LinkedInVariableId = (typeof LINKEDIN_VARIABLE_IDS)[number];

export const PROMPT_VARIABLE_IDS = [
  ...LINKEDIN_VARIABLE_IDS,
  'portfolioLink',
  'contactName',
  'contactTitle',
  'contactCompany',
  'companyName',
  'companyIndustry',
  'hometown',
  'interests',
  'personalityTraits',
  'careerGoals',
  'workStyle',
  'currentDate',
  'season',
  'timeOfDay',
] as const;
export type PromptVariableId = (typeof PROMPT_VARIABLE_IDS)[number];

export interface PromptVariable {
  id: PromptVariableId;
  category: PromptVariableCategory;
  /** The label the editor shows (headline is shown as Job Title). */
  name: string;
  description: string;
  example: string;
  /** The single-variable edit dialog may change it: profile values and the AI Generated hints. */
  editable: boolean;
  /** Its value changes per e-mail (contact, company) or with the clock. */
  dynamic: boolean;
  /** A blank value cannot be saved and a template without it is refused. */
  required: boolean;
  /** Edited in a multi-line field (Ctrl+Enter saves). */
  multiline: boolean;
  /** Edited as a comma-separated list. */
  list: boolean;
}

type VariableSpec = Omit<PromptVariable, 'editable' | 'dynamic' | 'required' | 'multiline' | 'list'> &
  Partial<Pick<PromptVariable, 'required' | 'multiline' | 'list'>>;

const profile = (spec: Omit<VariableSpec, 'category'>): PromptVariable => ({
  required: false,
  multiline: false,
  list: false,
  ...spec,
  category: 'Profile',
  editable: true,
  dynamic: false,
});

const perEmail = (category: 'Contact' | 'Company', spec: Omit<VariableSpec, 'category'>): PromptVariable => ({
  ...spec,
  category,
  editable: false,
  dynamic: true,
  required: false,
  multiline: false,
  list: false,
});

const aiGenerated = (spec: Omit<VariableSpec, 'category'>): PromptVariable => ({
  ...spec,
  category: 'AI Generated',
  editable: true,
  dynamic: false,
  required: false,
  multiline: false,
  list: false,
});

const fromClock = (spec: Omit<VariableSpec, 'category'>): PromptVariable => ({
  ...spec,
  category: 'Dynamic',
  editable: false,
  dynamic: true,
  required: false,
  multiline: false,
  list: false,
});

export const PROMPT_VARIABLES: readonly PromptVariable[] = [
  profile({
    id: 'firstName',
    name: 'First Name',
    description: 'Your first name, from your LinkedIn details',
    example: 'Ada',
    required: true,
  }),
  profile({
    id: 'lastName',
    name: 'Last Name',
    description: 'Your last name, from your LinkedIn details',
    example: 'Lovelace',
    required: true,
  }),
  profile({
    id: 'headline',
    name: 'Job Title',
    description: 'Your current role or LinkedIn headline',
    example: 'Senior Backend Engineer',
    required: true,
  }),
  profile({
    id: 'summary',
    name: 'Summary',
    description: 'A few sentences about your background',
    example: 'Backend engineer with eight years of payments and data-pipeline work.',
    multiline: true,
  }),
  profile({
    id: 'skills',
    name: 'Skills',
    description: 'Your skills as a comma-separated list',
    example: 'TypeScript, PostgreSQL, Kubernetes',
    required: true,
    list: true,
  }),
  profile({
    id: 'education',
    name: 'Education',
    description: 'Your degrees and schools',
    example: 'BSc in Computer Science, University of Leeds',
  }),
  profile({
    id: 'portfolioLink',
    name: 'Portfolio Link',
    description: 'The portfolio link from your settings',
    example: 'https://ada.dev',
  }),
  perEmail('Contact', {
    id: 'contactName',
    name: 'Contact Name',
    description: 'The full name of the person you are writing to',
    example: 'Grace Hopper',
  }),
  perEmail('Contact', {
    id: 'contactTitle',
    name: 'Contact Title',
    description: "The contact's job title",
    example: 'Engineering Manager',
  }),
  perEmail('Contact', {
    id: 'contactCompany',
    name: 'Contact Company',
    description: 'The company the contact works for',
    example: 'Acme Corp',
  }),
  perEmail('Company', {
    id: 'companyName',
    name: 'Company Name',
    description: 'The company the e-mail is about',
    example: 'Acme Corp',
  }),
  perEmail('Company', {
    id: 'companyIndustry',
    name: 'Company Industry',
    description: "The company's industry",
    example: 'Financial services',
  }),
  aiGenerated({
    id: 'hometown',
    name: 'Hometown',
    description: 'Where you are from; the AI words it when drafting',
    example: 'Manchester',
  }),
  aiGenerated({
    id: 'interests',
    name: 'Interests',
    description: 'Interests outside work; the AI words them when drafting',
    example: 'Rock climbing and chess',
  }),
  aiGenerated({
    id: 'personalityTraits',
    name: 'Personality Traits',
    description: 'How you come across; the AI words it when drafting',
    example: 'Curious and methodical',
  }),
  aiGenerated({
    id: 'careerGoals',
    name: 'Career Goals',
    description: 'What you want next; the AI words it when drafting',
    example: 'Lead a platform team',
  }),
  aiGenerated({
    id: 'workStyle',
    name: 'Work Style',
    description: 'How you like to work; the AI words it when drafting',
    example: 'Small teams, short feedback loops',
  }),
  fromClock({
    id: 'currentDate',
    name: 'Current Date',
    description: 'The date the e-mail is drafted',
    example: 'March 4, 2025',
  }),
  fromClock({
    id: 'season',
    name: 'Season',
    description: 'Spring, Summer, Fall or Winter when the e-mail is drafted',
    example: 'Spring',
  }),
  fromClock({
    id: 'timeOfDay',
    name: 'Time of Day',
    description: 'Morning, Afternoon, Evening or Night when the e-mail is drafted',
    example: 'Morning',
  }),
];

const VARIABLES_BY_ID = new Map<string, PromptVariable>(
  PROMPT_VARIABLES.map((variable) => [variable.id, variable]),
);

export const isPromptVariableId = (id: string): id is PromptVariableId => VARIABLES_BY_ID.has(id);

export function promptVariable(id: PromptVariableId): PromptVariable {
  const variable = VARIABLES_BY_ID.get(id);
  if (!variable) throw new Error(`Unknown prompt variable ${id}`);
  return variable;
}

export const placeholder = (id: PromptVariableId): string => `{{${id}}}`;

export const REQUIRED_PROMPT_VARIABLES: readonly PromptVariableId[] = PROMPT_VARIABLES.filter(
  (v) => v.required,
).map((v) => v.id);

// ---- Templates ----------------------------------------------------------------------------------------

export const MAX_PROMPT_TEMPLATE_LENGTH = 8000;

/** The prompt a user drafts with until they write their own. */
export const DEFAULT_PROMPT_TEMPLATE = [
  'Write a short, personal cold e-mail from {{firstName}} {{lastName}} ({{headline}}) to {{contactName}},',
  '{{contactTitle}} at {{companyName}}, asking for a brief conversation about opportunities on their team.',
  'Mention one concrete reason {{companyName}} interests {{firstName}} and the skills that fit: {{skills}}.',
  'Keep it under 150 words, warm and specific, with a clear question at the end.',
  'If a portfolio link is given, include it once: {{portfolioLink}}.',
].join('\n');

export interface PromptPreset {
  id: 'cold-outreach' | 'follow-up' | 'networking' | 'referral-request';
  name: string;
  description: string;
  template: string;
}

export const PROMPT_PRESETS: readonly PromptPreset[] = [
  {
    id: 'cold-outreach',
    name: 'Cold Outreach',
    description: 'A first e-mail to someone who does not know you yet',
    template: [
      'Write a first e-mail from {{firstName}} {{lastName}}, {{headline}}, to {{contactName}} ({{contactTitle}} at {{companyName}}).',
      'Open with one specific, honest observation about {{companyName}} in {{companyIndustry}}.',
      'In two or three sentences, connect that to what {{firstName}} does well: {{skills}}.',
      'Ask for a 15-minute call about roles on their team. Under 130 words, no flattery, no buzzwords.',
      'Sign off with {{firstName}} and, if present, {{portfolioLink}}.',
    ].join('\n'),
  },
  {
    id: 'follow-up',
    name: 'Follow-up',
    description: 'A polite nudge after an earlier e-mail went unanswered',
    template: [
      'Write a brief follow-up from {{firstName}} {{lastName}} ({{headline}}) to {{contactName}} at {{companyName}},',
      'who has not replied to an earlier note about opportunities on their team.',
      'Acknowledge they are busy, restate in one sentence why {{firstName}} fits, drawing on {{skills}},',
      'and offer an easy next step. Keep it under 80 words and friendly; mention it is {{timeOfDay}} only if natural.',
    ].join('\n'),
  },
  {
    id: 'networking',
    name: 'Networking',
    description: 'Build a relationship without asking for a job',
    template: [
      'Write a warm, low-pressure note from {{firstName}} {{lastName}}, {{headline}}, to {{contactName}},',
      '{{contactTitle}} at {{companyName}}. The goal is to learn, not to ask for a job.',
      'Mention a shared interest in their field and one thing {{firstName}} has worked on ({{skills}}).',
      'If it fits, weave in {{interests}} or {{careerGoals}}. Ask one thoughtful question about their work.',
      'Under 120 words.',
    ].join('\n'),
  },
  {
    id: 'referral-request',
    name: 'Referral Request',
    description: 'Ask a contact to refer you for a role at their company',
    template: [
      'Write a respectful e-mail from {{firstName}} {{lastName}} ({{headline}}) asking {{contactName}},',
      '{{contactTitle}} at {{companyName}}, whether they would consider referring {{firstName}} for a suitable role.',
      'Summarise the fit in two sentences using {{skills}} and {{summary}}, and make it easy to say no.',
      'Offer to send a short blurb they can forward. Under 140 words. Include {{portfolioLink}} if given.',
    ].join('\n'),
  },
];

export type PromptIssueSeverity = 'error' | 'warning';

export interface PromptTemplateIssue {
  severity: PromptIssueSeverity;
  message: string;
  variable?: string;
  /** Character offset in the template where the problem starts. */
  index?: number;
}

export const EMPTY_TEMPLATE_MESSAGE = 'The template is empty';
export const TEMPLATE_TOO_LONG_MESSAGE = `The template must be at most ${MAX_PROMPT_TEMPLATE_LENGTH} characters`;

const NAME_LIKE = /^[A-Za-z_][A-Za-z0-9_]*$/;
const SINGLE_BRACED_NAME = /^\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}/;

function suggestionFor(name: string): PromptVariableId | undefined {
  const lower = name.trim().toLowerCase();
  return PROMPT_VARIABLE_IDS.find((id) => id.toLowerCase() === lower);
}

/**
 * Every problem with a template, errors first. The server refuses a template with errors; warnings are
 * advice only. Identical messages are reported once, at their first position.
 */
export function checkPromptTemplate(template: string): PromptTemplateIssue[] {
  if (template.trim() === '') return [{ severity: 'error', message: EMPTY_TEMPLATE_MESSAGE }];

  const issues: PromptTemplateIssue[] = [];
  const seen = new Set<string>();
  const report = (issue: PromptTemplateIssue) => {
    const key = `${issue.severity}:${issue.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    issues.push(issue);
  };

  if (template.length > MAX_PROMPT_TEMPLATE_LENGTH) {
    report({ severity: 'error', message: `${TEMPLATE_TOO_LONG_MESSAGE} (it has ${template.length})` });
  }

  const used = new Set<string>();
  let i = 0;
  while (i < template.length) {
    if (template.startsWith('{{', i)) {
      const close = template.indexOf('}}', i + 2);
      const nextOpen = template.indexOf('{{', i + 2);
      if (close === -1 || (nextOpen !== -1 && nextOpen < close)) {
        report({
          severity: 'error',
          message: `"{{" at position ${i + 1} is never closed with "}}"`,
          index: i,
        });
        i += 2;
        continue;
      }
      const inner = template.slice(i + 2, close);
      const name = inner.trim();
      if (inner.includes('{') || inner.includes('}')) {
        report({ severity: 'error', message: `Unbalanced braces in "{{${inner}}}"`, index: i });
      } else if (name === '') {
        report({
          severity: 'error',
          message: 'Empty variable "{{}}": put a variable name between the braces',
          index: i,
        });
      } else if (isPromptVariableId(name)) {
        used.add(name);
        if (inner !== name) {
          report({
            severity: 'error',
            message: `Write {{${name}}} without spaces inside the braces`,
            variable: name,
            index: i,
          });
        }
      } else {
        const suggestion = NAME_LIKE.test(name) ? suggestionFor(name) : undefined;
        report({
          severity: 'error',
          message: `Unknown variable {{${name}}}${suggestion ? `: did you mean {{${suggestion}}}?` : ''}`,
          variable: name,
          index: i,
        });
      }
      i = close + 2;
      continue;
    }
    if (template.startsWith('}}', i)) {
      report({ severity: 'error', message: `"}}" at position ${i + 1} has no opening "{{"`, index: i });
      i += 2;
      continue;
    }
    if (template[i] === '{') {
      const match = SINGLE_BRACED_NAME.exec(template.slice(i));
      if (match) {
        const name = match[1];
        if (isPromptVariableId(name)) {
          report({
            severity: 'error',
            message: `Use double braces around ${name}: {{${name}}}`,
            variable: name,
            index: i,
          });
        } else {
          report({
            severity: 'warning',
            message: `"${match[0]}" is sent as written; variables use double braces`,
            index: i,
          });
        }
        i += match[0].length;
        continue;
      }
    }
    i += 1;
  }

  for (const id of REQUIRED_PROMPT_VARIABLES) {
    if (!used.has(id)) {
      report({
        severity: 'error',
        message: `Missing required variable {{${id}}} (${promptVariable(id).name})`,
        variable: id,
      });
    }
  }

  return [
    ...issues.filter((issue) => issue.severity === 'error'),
    ...issues.filter((issue) => issue.severity === 'warning'),
  ];
}

export const hasPromptTemplateErrors = (template: string): boolean =>
  checkPromptTemplate(template).some((issue) => issue.severity === 'error');

/** The known variables a template uses, in order of first use. */
export function promptVariablesUsed(template: string): PromptVariableId[] {
  const found: PromptVariableId[] = [];
  for (const match of template.matchAll(/\{\{([A-Za-z0-9_]+)\}\}/g)) {
    const id = match[1];
    if (isPromptVariableId(id) && !found.includes(id)) found.push(id);
  }
  return found;
}

/**
 * Replaces each well-formed {{id}} that has a value; placeholders without one stay as written, so the
 * caller sees what was not filled.
 */
export function renderPromptTemplate(template: string, values: Partial<Record<string, string>>): string {
  return template.replace(/\{\{([A-Za-z0-9_]+)\}\}/g, (whole, id: string) => {
    const value = Object.prototype.hasOwnProperty.call(values, id) ? values[id] : undefined;
    return value === undefined ? whole : value;
  });
}

export const PREVIEW_MAX_CHARS = 50;

/** One line of at most PREVIEW_MAX_CHARS characters, with an ellipsis as the last one when cut. */
export function truncatePreview(value: string, max = PREVIEW_MAX_CHARS): string {
  const oneLine = value.replace(/\s+/g, ' ').trim();
  const chars = [...oneLine];
  return chars.length <= max ? oneLine : `${chars.slice(0, max - 1).join('')}…`;
}

// ---- Values -----------------------------------------------------------------------------------------------

export type Season = 'Spring' | 'Summer' | 'Fall' | 'Winter';
export type TimeOfDay = 'Morning' | 'Afternoon' | 'Evening' | 'Night';

/** month 1..12 (spec §9: Mar-May Spring, Jun-Aug Summer, Sep-Nov Fall, otherwise Winter). */
export function seasonOfMonth(month: number): Season {
  if (month >= 3 && month <= 5) return 'Spring';
  if (month >= 6 && month <= 8) return 'Summer';
  if (month >= 9 && month <= 11) return 'Fall';
  return 'Winter';
}

/** hour 0..23 (spec §9: 5-12 Morning, 12-17 Afternoon, 17-21 Evening, otherwise Night). */
export function timeOfDayOfHour(hour: number): TimeOfDay {
  if (hour >= 5 && hour < 12) return 'Morning';
  if (hour >= 12 && hour < 17) return 'Afternoon';
  if (hour >= 17 && hour < 21) return 'Evening';
  return 'Night';
}

export interface PromptContact {
  name?: string | null;
  title?: string | null;
  company?: string | null;
}

export interface PromptCompany {
  name?: string | null;
  industry?: string | null;
}

export interface PromptProfile {
  linkedinData: Pick<
    LinkedInData,
    'firstName' | 'lastName' | 'headline' | 'summary' | 'educations' | 'skills'
  > | null;
  portfolioLink: string | null;
  /** Skills read from the resume, merged after LinkedIn's without duplicates. */
  resumeSkills?: readonly string[];
}

export interface PromptValueSources {
  profile: PromptProfile;
  contact?: PromptContact | null;
  company?: PromptCompany | null;
  /** AI Generated values when the caller has them (the model's output, or the user's hints for a preview). */
  aiGenerated?: Partial<Record<PromptVariableId, string>>;
  now: Date;
  /** IANA zone for the date, season and time of day; an unknown zone falls back to UTC. */
  timeZone?: string;
}

function clockParts(now: Date, timeZone: string | undefined) {
  let zone = 'UTC';
  try {
    zone = new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    // An unknown zone must not stop a draft; UTC is the server's own clock.
  }
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    date: new Intl.DateTimeFormat('en-US', { timeZone: zone, dateStyle: 'long' }).format(now),
    month: part('month'),
    hour: part('hour') % 24,
  };
}

const text = (value: string | null | undefined): string => (value ?? '').trim();

function skillList(profile: PromptProfile): string {
  const names = [
    ...(profile.linkedinData?.skills ?? []).map((skill) => skill.name),
    ...(profile.resumeSkills ?? []),
  ];
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const raw of names) {
    const name = raw.trim();
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    unique.push(name);
  }
  return unique.join(', ');
}

function educationText(profile: PromptProfile): string {
  return (profile.linkedinData?.educations ?? [])
    .map((education) => {
      const degree = [text(education.degreeName), text(education.fieldOfStudy)].filter(Boolean).join(' in ');
      return [degree, text(education.schoolName)].filter(Boolean).join(', ');
    })
    .filter(Boolean)
    .join('; ');
}

/** Every variable's value for one e-mail; '' where nothing is known. */
export function resolvePromptVariables(sources: PromptValueSources): Record<PromptVariableId, string> {
  const linkedin = sources.profile.linkedinData;
  const contact = sources.contact ?? {};
  const company = sources.company ?? {};
  const ai = sources.aiGenerated ?? {};
  const clock = clockParts(sources.now, sources.timeZone);
  const companyName = text(company.name) || text(contact.company);
  return {
    firstName: text(linkedin?.firstName),
    lastName: text(linkedin?.lastName),
    headline: text(linkedin?.headline),
    summary: text(linkedin?.summary),
    skills: skillList(sources.profile),
    education: educationText(sources.profile),
    portfolioLink: text(sources.profile.portfolioLink),
    contactName: text(contact.name),
    contactTitle: text(contact.title),
    contactCompany: text(contact.company) || text(company.name),
    companyName,
    companyIndustry: text(company.industry),
    hometown: text(ai.hometown),
    interests: text(ai.interests),
    personalityTraits: text(ai.personalityTraits),
    careerGoals: text(ai.careerGoals),
    workStyle: text(ai.workStyle),
    currentDate: clock.date,
    season: seasonOfMonth(clock.month),
    timeOfDay: timeOfDayOfHour(clock.hour),
  };
}
