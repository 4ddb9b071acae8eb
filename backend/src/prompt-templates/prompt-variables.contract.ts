/**
 * The e-mail prompt's variables (spec §3.9, §9) and the templates to start from: the catalogue the prompt editor
 * shows and the checks and drafting read. Plain code without zod, so the browser can import it.
 */

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

// ---- Templates to start from ------------------------------------------------------------------------------

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
