import { DEFAULT_PROMPT_TEMPLATE } from '../../prompt-templates/prompt-variables.contract';
import type { EmailDraftSources } from '../email-prompt';

export const ADA_RESUME = [
  'Ada Lovelace',
  'ada@example.com | +44 20 7946 0958',
  'EXPERIENCE',
  'Analyst, Analytical Engine Project',
  '• Wrote the first published algorithm for a computing machine, in 1843',
  '• Translated and annotated Menabrea’s paper, tripling its length with notes',
  'Collaborated with Charles Babbage on the design of the engine',
  'Skills: Mathematics, Algorithm design, Technical writing',
].join('\n');

/** Sources of one e-mail, with overrides; factories rather than shared fixtures. */
export function emailDraftSources(overrides: Partial<EmailDraftSources> = {}): EmailDraftSources {
  return {
    promptTemplate: DEFAULT_PROMPT_TEMPLATE,
    linkedinData: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      headline: 'Analyst',
      summary: 'Mathematician who writes about engines.',
      educations: [{ schoolName: 'Home tutoring', degreeName: '', fieldOfStudy: 'Mathematics' }],
      skills: [{ name: 'Mathematics' }],
      positions: [
        { title: 'Analyst', companyName: 'Analytical Engine Project', startedOn: '1842', finishedOn: '1843' },
      ],
    },
    accountName: { firstName: 'Ada', lastName: 'Tester' },
    portfolioLink: 'https://ada.dev',
    linkedinProfile: null,
    customUrls: [
      { name: 'Notes', url: 'https://notes.ada.dev', include_in_emails: true },
      { name: 'Private', url: 'https://private.ada.dev', include_in_emails: false },
    ],
    resumeText: ADA_RESUME,
    contact: {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@navy.example',
      company: 'US Navy',
      job_title: 'Rear Admiral',
      location: 'Arlington',
    },
    messageType: 'Connection Request',
    tone: 'Professional',
    now: new Date('2025-03-04T10:00:00Z'),
    ...overrides,
  };
}
