import { buildEmailDraftContext, buildEmailPrompt } from './email-prompt';
import { EMAIL_DRAFT_PURPOSE } from './email-draft-context';
import { SIGN_OFF_PHRASES } from '../drafts/draft-rules.contract';
import { composeOfflineEmailDraft } from './offline-email-draft';
import { parseEmailDraft } from './parse-email-draft';
import { emailDraftSources } from './testing/email-draft-sources';
import type { EmailDraftSources } from './email-prompt';

const draft = (overrides: Partial<EmailDraftSources> = {}) => {
  const context = buildEmailDraftContext(emailDraftSources(overrides));
  return composeOfflineEmailDraft({ purpose: EMAIL_DRAFT_PURPOSE, ...buildEmailPrompt(context), context });
};

const SIGN_OFF = new RegExp(`(?:^|\\n)(?:${SIGN_OFF_PHRASES.join('|')}),`, 'g');
const SIGN_OFF_ANYWHERE = new RegExp(`\\b(?:${SIGN_OFF_PHRASES.join('|')}),`, 'gi');
const sentencesOf = (text: string) =>
  text
    .split(/[.!?;\n]+/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.split(' ').length >= 3);
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * Words that name something (capitalised past a sentence's first word) and numbers: each must come from what the
 * sender gave. The drafter's own "15-minute" is its wording, not a fact.
 */
function namingWords(body: string): string[] {
  return body
    .replace(/\b15-minute\b/g, '')
    .replace(/https?:\/\/\S+/g, '')
    .split(/(?<=[.!?:])\s+|\n+|^- /m)
    .flatMap((sentence) => sentence.trim().split(/\s+/).slice(1))
    .map((word) => word.replace(/^[("'“‘-]+|[)"'”’.,;:!?%]+$/g, ''))
    .filter((word) => /^[A-Z0-9]/.test(word) && !/^I(?:'m|'d|'ll)?$/.test(word));
}

interface Case {
  who: string;
  sources: Partial<EmailDraftSources>;
  /** What the instructions say about how the sender knows the recipient, which the e-mail may repeat. */
  relationFacts?: string[];
  expect: (subject: string, body: string) => void;
}

const SAM_RESUME = [
  'Sam Okafor',
  'sam.okafor@example.com · +1 415 555 0142 · github.com/samokafor',
  'Data Engineer, Brightline Payments (2021 – present)',
  '• Built a Kafka pipeline processing 2M events per day for fraud detection',
  '• Reduced nightly batch runtime from 6 hours to 40 minutes by moving jobs to Spark',
  '• Mentored 3 junior engineers on dbt and data modelling',
  'Analytics Engineer, Quanta Retail (2018 – 2021)',
  '• Designed the dbt project behind 120 finance dashboards',
  'Skills: Python, SQL, Spark, Kafka, Airflow, dbt',
].join('\n');

const LENA_RESUME = [
  'Lena Fischer',
  'Senior Product Designer, Northwind Travel (2020 – present)',
  '- Led the redesign of the booking checkout, lifting conversion by 12%',
  '- Design system used by 40 engineers across 6 product teams',
  '- Ran 30+ usability studies with travellers in 5 countries',
  'Skills: Figma, Prototyping, User research, Accessibility',
].join('\n');

const MARIA_RESUME = [
  'Maria Santos, RN',
  'Charge Nurse, St. Mary’s Hospital cardiac unit (2016 – present)',
  '• Trained 15 nurses on the Epic EHR rollout across two wards',
  '• Reduced medication errors by 18% with a barcode scanning checklist',
  'Skills: Epic, Patient care, SQL basics, Clinical documentation',
].join('\n');

const person = (firstName: string, lastName: string, headline: string, summary = '') => ({
  firstName,
  lastName,
  headline,
  summary,
  educations: [],
  skills: [],
  positions: [],
});

const CASES: Case[] = [
  {
    who: 'a data engineer asking, casually and briefly, about open roles with the Kafka work first',
    sources: {
      resumeText: SAM_RESUME,
      linkedinData: person('Sam', 'Okafor', 'Data Engineer | Spark | Kafka | AWS'),
      accountName: { firstName: 'Sam', lastName: 'Okafor' },
      portfolioLink: 'https://samokafor.dev',
      customUrls: [],
      contact: {
        first_name: 'Priya',
        last_name: 'Raman',
        email: 'priya@terrawise.example',
        company: 'Terrawise Apps',
        job_title: 'Head of Data',
        location: 'Austin',
      },
      instructions:
        'Keep it casual and short. Emphasise my Kafka work. Ask whether they have open roles on the data platform team.',
    },
    expect: (subject, body) => {
      expect(subject).toBe('Data Engineer interested in Terrawise Apps');
      expect(body).toMatch(/^Hi Priya,\n\nI'm Sam, Data Engineer\./);
      expect(body).toContain('I built a Kafka pipeline processing 2M events per day for fraud detection.');
      expect(body).toContain('Is your team at Terrawise Apps hiring at the moment?');
      expect(body).toMatch(/\n\nCheers,\nSam$/);
      expect(wordCount(body)).toBeLessThanOrEqual(90);
    },
  },
  {
    who: 'a mathematician who met the recipient and wants to sign off with thanks',
    sources: {
      instructions:
        'We met at the Royal Society last week. Mention my work on the engine and sign off with Thanks, Ada.',
      calendarInfo: 'Tuesday 10:00-12:00',
    },
    relationFacts: ['Royal Society'],
    expect: (subject, body) => {
      expect(subject).toBe('Analyst interested in US Navy');
      expect(body).toContain('It was good to meet you at the Royal Society last week.');
      expect(body).toContain('I collaborated with Charles Babbage on the design of the engine.');
      expect(body).toContain('My availability for a call: Tuesday 10:00-12:00.');
      expect(body).toMatch(/\n\nThanks,\nAda Lovelace$/);
    },
  },
  {
    who: 'a product designer asking for a referral in under 120 words, with the referrer named',
    sources: {
      resumeText: LENA_RESUME,
      linkedinData: person('Lena', 'Fischer', 'Senior Product Designer'),
      accountName: { firstName: 'Lena', lastName: 'Fischer' },
      portfolioLink: 'https://lenafischer.design',
      customUrls: [{ name: 'Case studies', url: 'https://lenafischer.design/work', include_in_emails: true }],
      contact: {
        first_name: 'Tom',
        last_name: 'Becker',
        email: 'tom@skyroute.example',
        company: 'SkyRoute',
        job_title: 'Design Director',
        location: 'Berlin',
      },
      instructions:
        'Jonas Weber referred me to Tom. Please be professional, ask for a referral to the design team, and keep it under 120 words. End with Kind regards, Lena.',
    },
    relationFacts: ['Jonas Weber'],
    expect: (subject, body) => {
      expect(subject).toBe('Senior Product Designer interested in SkyRoute');
      expect(body).toMatch(/^Dear Tom,\n\nI am Lena Fischer, Senior Product Designer\./);
      expect(body).toContain('Jonas Weber suggested I get in touch with you.');
      expect(body).toContain('would you be willing to refer me or point me to the right person at SkyRoute?');
      expect(body).toContain('I led the redesign of the booking checkout, lifting conversion by 12%.');
      expect(body).toContain(
        'Also from my experience: Design system used by 40 engineers across 6 product teams.',
      );
      expect(body).toMatch(/\n\nKind regards,\nLena Fischer$/);
      expect(wordCount(body)).toBeLessThanOrEqual(120);
    },
  },
  {
    who: 'a nurse moving into health tech who asks for advice and names a skill her resume does not have',
    sources: {
      resumeText: MARIA_RESUME,
      linkedinData: person('Maria', 'Santos', 'Registered Nurse · Aspiring Clinical Informatics Analyst'),
      accountName: { firstName: 'Maria', lastName: 'Santos' },
      portfolioLink: null,
      customUrls: [],
      contact: {
        first_name: 'Dana',
        last_name: 'Whitfield',
        email: 'dana@carelogic.example',
        company: 'CareLogic Health',
        job_title: 'Clinical Informatics Manager',
        location: null,
      },
      instructions:
        'I want advice on moving from bedside nursing into clinical informatics. Keep it friendly. Mention my Kubernetes experience and my Epic training work.',
    },
    expect: (subject, body) => {
      expect(subject).toBe('Registered Nurse interested in CareLogic Health');
      expect(body).toMatch(/^Hello Dana,\n\nI hope you are doing well! I'm Maria Santos, Registered Nurse\./);
      expect(body).not.toMatch(/kubernetes/i);
      expect(body).toContain('I trained 15 nurses on the Epic EHR rollout across two wards.');
      expect(body).toContain(
        'Would you have 15 minutes to share your advice on working at CareLogic Health?',
      );
      expect(body).toMatch(/\n\nWarm wishes,\nMaria Santos$/);
    },
  },
  {
    who: 'a data engineer thanking a contact after a call, warmly',
    sources: {
      resumeText: SAM_RESUME,
      linkedinData: person('Sam', 'Okafor', 'Data Engineer'),
      accountName: { firstName: 'Sam', lastName: 'Okafor' },
      portfolioLink: null,
      customUrls: [],
      instructions:
        'Thank her for the call yesterday about the analytics team. Keep it warm and tell her I will apply next week.',
    },
    expect: (subject, body) => {
      expect(subject).toBe('Thank you, Grace');
      expect(body).toMatch(
        /^Hello Grace,\n\nThank you for the call yesterday about the analytics team\. I really appreciated it\./,
      );
      expect(body).not.toContain('Kafka');
      expect(body).toMatch(/\n\nWarm wishes,\nSam Okafor$/);
    },
  },
  {
    who: 'a data engineer following up on an unanswered note, with SQL named',
    sources: {
      resumeText: SAM_RESUME,
      linkedinData: person('Sam', 'Okafor', 'Data Engineer'),
      accountName: { firstName: 'Sam', lastName: 'Okafor' },
      instructions:
        "Follow up on my email from two weeks ago, she didn't reply. Mention my SQL skills. Keep it short.",
    },
    expect: (subject, body) => {
      expect(subject).toBe('Following up on my note about US Navy');
      expect(body).toMatch(
        /^Dear Grace,\n\nI am following up on my earlier note about opportunities at US Navy\./,
      );
      expect(body).toContain('My skills include SQL.');
      expect(body).toContain('Would a short call in the next week or two work for you?');
      expect(wordCount(body)).toBeLessThanOrEqual(90);
    },
  },
];

describe('composeOfflineEmailDraft', () => {
  it('writes a Subject line and a body from the profile, resume lines, contact and company', () => {
    const text = draft();
    const { subject, body } = parseEmailDraft(text, 'fallback');
    expect(subject).toBe('Analyst interested in US Navy');
    expect(body).toMatch(
      /^Dear Grace,\n\nI am Ada Lovelace, Analyst\. I am writing because of your work as Rear Admiral at US Navy\./,
    );
    expect(body).toContain('I wrote the first published algorithm for a computing machine, in 1843.');
    expect(body).toContain('My skills include Mathematics, Algorithm design, Technical writing.');
    expect(body).toContain('Portfolio: https://ada.dev\nNotes: https://notes.ada.dev');
    expect(body).toMatch(/Best regards,\nAda Lovelace$/);
  });

  it('is deterministic', () => {
    expect(draft()).toBe(draft());
  });

  it('follows the message type and tone', () => {
    const followUp = draft({ messageType: 'Follow-Up', tone: 'Casual' });
    expect(followUp).toMatch(/^Subject: Following up on my note about US Navy\n\nHi Grace,/);
    expect(followUp).toContain('Would a short call in the next week or two work for you?');
    expect(followUp).toMatch(/Cheers,\nAda$/);

    const thanks = draft({ messageType: 'Thank You', tone: 'Friendly' });
    expect(thanks).toMatch(/^Subject: Thank you, Grace\n\nHello Grace,/);
    expect(thanks).not.toContain('first published algorithm');
    expect(thanks).toMatch(/Warm wishes,\nAda Lovelace$/);
  });

  it("adds optional facts only when the user's template uses their variables", () => {
    const template =
      'Write from {{firstName}} {{lastName}} ({{headline}}) with {{skills}} and {{education}}. {{summary}}';
    const withThem = draft({ promptTemplate: template });
    expect(withThem).toContain('My education: Mathematics, Home tutoring.');
    expect(withThem).toContain('Mathematician who writes about engines.');
    expect(draft()).not.toContain('My education:');
  });

  it('keeps to the word limit the template sets by leaving facts out, never the request or the sign-off', () => {
    const template = `${'Write from {{firstName}} with {{skills}} and {{education}}. {{summary}}'} Keep it under 70 words.`;
    const { body } = parseEmailDraft(draft({ promptTemplate: template }), 'fallback');
    expect(wordCount(body)).toBeLessThanOrEqual(70);
    expect(body).toContain('Would you be open to a 15-minute conversation about your team at US Navy?');
    expect(body).toMatch(/Best regards,\nAda Lovelace$/);
  });

  it.each([
    ['Data Engineer | Spark | Kafka | AWS', 'Data Engineer interested in US Navy'],
    ['Open to work | Senior Data Engineer', 'Senior Data Engineer interested in US Navy'],
    ['Helping teams ship data products', 'Interested in your team at US Navy'],
    ['Ada Lovelace - Analyst', 'Analyst interested in US Navy'],
  ])('names the role in a headline like %j, never the sender, in the subject', (headline, subject) => {
    const linkedinData = { ...emailDraftSources().linkedinData!, headline };
    expect(parseEmailDraft(draft({ linkedinData }), 'fallback').subject).toBe(subject);
  });

  describe.each(CASES)('for $who', ({ sources, relationFacts = [], expect: expectations }) => {
    const { subject, body } = parseEmailDraft(draft(sources), 'fallback');
    const full = emailDraftSources(sources);
    const sender = full.linkedinData ?? { firstName: '', lastName: '' };

    it('follows the instructions without pasting any sentence of them', () => {
      expectations(subject, body);
      for (const sentence of sentencesOf(full.instructions ?? ''))
        expect(body.toLowerCase()).not.toContain(sentence.toLowerCase());
    });

    it('signs off once, at the end', () => {
      expect(body.match(SIGN_OFF)).toHaveLength(1);
      expect(body.match(SIGN_OFF_ANYWHERE)).toHaveLength(1);
      expect(body.split('\n\n').at(-1)).toMatch(SIGN_OFF);
    });

    it('speaks as the sender: a subject that does not start with their name, and a body in the first person', () => {
      expect(subject).not.toMatch(new RegExp(`^${sender.firstName}\\b`, 'i'));
      expect(subject).not.toContain(sender.lastName);
      expect(body).toMatch(/\bI(?:'m)?\b/);
      expect(body).not.toMatch(/\bMy name is\b/);
      const signature = body.split('\n\n').at(-1)!;
      const withoutIntroduction = body
        .slice(0, -signature.length)
        .replace(new RegExp(`\\bI(?:'m| am) ${sender.firstName}(?: ${sender.lastName})?\\b`), '');
      expect(withoutIntroduction).not.toMatch(new RegExp(`\\b${sender.firstName}\\b`));
    });

    it('names nothing and counts nothing that the resume, profile, contact or instructions’ relationship do not give', () => {
      const given = [
        full.resumeText,
        JSON.stringify(full.linkedinData),
        JSON.stringify(full.contact),
        full.calendarInfo ?? '',
        ...full.customUrls.map((url) => url.name),
        ...relationFacts,
        'Portfolio LinkedIn',
      ].join('\n');
      for (const word of namingWords(body))
        expect({ word, given: given.includes(word) }).toEqual({ word, given: true });
    });
  });
});
