import { focusWords, readEmailGuidance, templateWordLimit, type EmailGuidance } from './email-guidance';

const NOTHING: EmailGuidance = {
  tone: null,
  messageType: null,
  length: null,
  maxWords: null,
  ask: null,
  signOff: null,
  metAt: null,
  referredBy: null,
  thanksFor: null,
  focus: [],
};

describe('readEmailGuidance', () => {
  it.each<[string, Partial<EmailGuidance>]>([
    ['', {}],
    [
      'Keep it casual and short. Emphasise my Kafka work. Ask whether they have open roles on the data platform team.',
      { tone: 'Casual', length: 'short', ask: 'openings', focus: ['kafka'] },
    ],
    [
      'We met at the Royal Society last week. Mention my work on the engine and sign off with Thanks, Ada.',
      { metAt: 'at the Royal Society last week', focus: ['engine'], signOff: 'Thanks' },
    ],
    [
      'Jonas Weber referred me to Tom. Please be professional, ask for a referral, and keep it under 120 words. End with Kind regards, Lena.',
      {
        referredBy: 'Jonas Weber',
        tone: 'Professional',
        ask: 'referral',
        maxWords: 120,
        signOff: 'Kind regards',
      },
    ],
    ['I was referred by Dr. Okafor', { referredBy: 'Dr. Okafor' }],
    [
      'Referred by Maria Lopez from the Berlin office; I would like her advice. Not too formal, please.',
      { referredBy: 'Maria Lopez', ask: 'advice' },
    ],
    [
      "Follow up on my email from two weeks ago, she didn't reply. Mention my SQL skills.",
      { messageType: 'Follow-Up', focus: ['sql'] },
    ],
    [
      'Thank her for the call yesterday. Keep it warm and detailed, 80 words max.',
      {
        messageType: 'Thank You',
        tone: 'Friendly',
        length: 'long',
        maxWords: 80,
        thanksFor: 'the call yesterday',
      },
    ],
    [
      'Thank him for his advice on my portfolio and keep it brief',
      { messageType: 'Thank You', thanksFor: 'your advice on my portfolio', length: 'short' },
    ],
    ['Highlight my C++ and Node.js work, then ask about her team.', { focus: ['c++', 'node.js'] }],
  ])('reads %j', (instructions, expected) => {
    expect(readEmailGuidance(instructions)).toEqual({ ...NOTHING, ...expected });
  });
});

describe('focusWords', () => {
  it('takes only what a clause asks to emphasise, not what it asks about the recipient', () => {
    expect(focusWords('Ask about the data platform team. Stress my Airflow and dbt experience')).toEqual([
      'airflow',
      'dbt',
    ]);
  });
});

describe('templateWordLimit', () => {
  it("reads the template's word limit", () => {
    expect(templateWordLimit('Keep it under 150 words, warm and specific')).toBe(150);
    expect(templateWordLimit('Keep it warm')).toBeNull();
  });
});
