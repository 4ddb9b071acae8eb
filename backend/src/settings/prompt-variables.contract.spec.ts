import {
  checkPromptTemplate,
  DEFAULT_PROMPT_TEMPLATE,
  EMPTY_TEMPLATE_MESSAGE,
  hasPromptTemplateErrors,
  MAX_PROMPT_TEMPLATE_LENGTH,
  PROMPT_PRESETS,
  PROMPT_VARIABLE_IDS,
  PROMPT_VARIABLES,
  PromptProfile,
  promptVariablesUsed,
  renderPromptTemplate,
  resolvePromptVariables,
  seasonOfMonth,
  timeOfDayOfHour,
  truncatePreview,
} from './prompt-variables.contract';

const REQUIRED = '{{firstName}} {{lastName}} {{headline}} {{skills}}';
const errors = (template: string) =>
  checkPromptTemplate(template)
    .filter((issue) => issue.severity === 'error')
    .map((issue) => issue.message);

const profile = (overrides: Partial<PromptProfile> = {}): PromptProfile => ({
  linkedinData: {
    firstName: ' Ada ',
    lastName: 'Lovelace',
    headline: 'Analyst',
    summary: 'Writes programs.',
    educations: [
      { schoolName: 'University of London', degreeName: 'BSc', fieldOfStudy: 'Mathematics' },
      { schoolName: 'Home tutoring', degreeName: '', fieldOfStudy: '' },
    ],
    skills: [{ name: 'Mathematics' }, { name: 'Poetry' }],
  },
  portfolioLink: 'https://ada.dev',
  ...overrides,
});

describe('prompt variables', () => {
  it('lists the spec variables once each, by category, with the flags the editor relies on', () => {
    expect(PROMPT_VARIABLES.map((v) => v.id)).toEqual([...PROMPT_VARIABLE_IDS]);
    const byCategory = (category: string) =>
      PROMPT_VARIABLES.filter((v) => v.category === category).map((v) => v.id);
    expect(byCategory('Profile')).toEqual([
      'firstName',
      'lastName',
      'headline',
      'summary',
      'skills',
      'education',
      'portfolioLink',
    ]);
    expect(byCategory('Contact')).toEqual(['contactName', 'contactTitle', 'contactCompany']);
    expect(byCategory('Company')).toEqual(['companyName', 'companyIndustry']);
    expect(byCategory('AI Generated')).toEqual([
      'hometown',
      'interests',
      'personalityTraits',
      'careerGoals',
      'workStyle',
    ]);
    expect(byCategory('Dynamic')).toEqual(['currentDate', 'season', 'timeOfDay']);
    expect(PROMPT_VARIABLES.filter((v) => v.required).map((v) => v.id)).toEqual([
      'firstName',
      'lastName',
      'headline',
      'skills',
    ]);
    const headline = PROMPT_VARIABLES.find((v) => v.id === 'headline');
    expect(headline?.name).toBe('Job Title');
    expect(PROMPT_VARIABLES.find((v) => v.id === 'summary')?.multiline).toBe(true);
    expect(PROMPT_VARIABLES.find((v) => v.id === 'skills')?.list).toBe(true);
    expect(PROMPT_VARIABLES.filter((v) => v.category === 'AI Generated').every((v) => v.editable)).toBe(true);
    expect(
      PROMPT_VARIABLES.filter((v) => ['Contact', 'Company', 'Dynamic'].includes(v.category)).every(
        (v) => v.dynamic && !v.editable,
      ),
    ).toBe(true);
  });

  it('ships a default template and four presets that pass the checks', () => {
    expect(checkPromptTemplate(DEFAULT_PROMPT_TEMPLATE)).toEqual([]);
    expect(PROMPT_PRESETS.map((preset) => preset.name)).toEqual([
      'Cold Outreach',
      'Follow-up',
      'Networking',
      'Referral Request',
    ]);
    for (const preset of PROMPT_PRESETS) expect(checkPromptTemplate(preset.template)).toEqual([]);
  });
});

describe('checkPromptTemplate', () => {
  it('accepts a template using every required variable', () => {
    expect(checkPromptTemplate(`Hello from ${REQUIRED}`)).toEqual([]);
    expect(hasPromptTemplateErrors(REQUIRED)).toBe(false);
  });

  it.each(['', '   \n\t'])('refuses an empty template %j with that one error only', (template) => {
    expect(checkPromptTemplate(template)).toEqual([{ severity: 'error', message: EMPTY_TEMPLATE_MESSAGE }]);
  });

  it('reports each missing required variable by name', () => {
    expect(checkPromptTemplate('{{firstName}} {{skills}}')).toEqual([
      {
        severity: 'error',
        message: 'Missing required variable {{lastName}} (Last Name)',
        variable: 'lastName',
      },
      {
        severity: 'error',
        message: 'Missing required variable {{headline}} (Job Title)',
        variable: 'headline',
      },
    ]);
  });

  it('refuses unknown variables, suggesting a known one that differs only in case', () => {
    const issues = checkPromptTemplate(`${REQUIRED} {{favouriteColour}} {{FirstName}}`);
    expect(issues).toEqual([
      {
        severity: 'error',
        message: 'Unknown variable {{favouriteColour}}',
        variable: 'favouriteColour',
        index: REQUIRED.length + 1,
      },
      {
        severity: 'error',
        message: 'Unknown variable {{FirstName}}: did you mean {{firstName}}?',
        variable: 'FirstName',
        index: REQUIRED.length + 21,
      },
    ]);
  });

  it('reports the same unknown variable once, at its first position', () => {
    const issues = checkPromptTemplate(`{{nope}} ${REQUIRED} {{nope}}`);
    expect(issues).toEqual([
      { severity: 'error', message: 'Unknown variable {{nope}}', variable: 'nope', index: 0 },
    ]);
  });

  it('refuses an opening {{ that is never closed', () => {
    expect(checkPromptTemplate(`${REQUIRED} {{contactName`)).toEqual([
      {
        severity: 'error',
        message: `"{{" at position ${REQUIRED.length + 2} is never closed with "}}"`,
        index: REQUIRED.length + 1,
      },
    ]);
  });

  it('refuses an opening {{ whose closing belongs to the next variable', () => {
    expect(errors(`{{contactName ${REQUIRED}`)).toEqual(['"{{" at position 1 is never closed with "}}"']);
  });

  it('refuses a stray }} without an opening', () => {
    expect(checkPromptTemplate(`${REQUIRED} contactName}}`)).toEqual([
      {
        severity: 'error',
        message: `"}}" at position ${REQUIRED.length + 13} has no opening "{{"`,
        index: REQUIRED.length + 12,
      },
    ]);
  });

  it('refuses single braces around a variable name and only warns about other single-braced words', () => {
    expect(checkPromptTemplate(`${REQUIRED} {contactName} {tone}`)).toEqual([
      {
        severity: 'error',
        message: 'Use double braces around contactName: {{contactName}}',
        variable: 'contactName',
        index: REQUIRED.length + 1,
      },
      {
        severity: 'warning',
        message: '"{tone}" is sent as written; variables use double braces',
        index: REQUIRED.length + 15,
      },
    ]);
  });

  it('refuses mixed single and double braces', () => {
    expect(errors(`${REQUIRED} {{{contactName}}}`)).toEqual(['Unbalanced braces in "{{{contactName}}"']);
    expect(errors(`${REQUIRED} {{contactName}`)[0]).toMatch(/never closed/);
  });

  it('refuses an empty placeholder and spaces inside the braces', () => {
    expect(errors(`${REQUIRED} {{}}`)).toEqual([
      'Empty variable "{{}}": put a variable name between the braces',
    ]);
    expect(errors(`${REQUIRED} {{ contactName }}`)).toEqual([
      'Write {{contactName}} without spaces inside the braces',
    ]);
  });

  it('counts a spaced required variable as present, so only the spacing is reported', () => {
    expect(errors('{{ firstName }} {{lastName}} {{headline}} {{skills}}')).toEqual([
      'Write {{firstName}} without spaces inside the braces',
    ]);
  });

  it('accepts a template of exactly the maximum length and refuses one character more', () => {
    const filler = (n: number) => REQUIRED + 'x'.repeat(n - REQUIRED.length);
    expect(checkPromptTemplate(filler(MAX_PROMPT_TEMPLATE_LENGTH))).toEqual([]);
    expect(errors(filler(MAX_PROMPT_TEMPLATE_LENGTH + 1))).toEqual([
      `The template must be at most ${MAX_PROMPT_TEMPLATE_LENGTH} characters (it has ${MAX_PROMPT_TEMPLATE_LENGTH + 1})`,
    ]);
  });

  it('lists errors before warnings', () => {
    const severities = checkPromptTemplate('{tone} {{firstName}}').map((issue) => issue.severity);
    expect(severities).toEqual(['error', 'error', 'error', 'warning']);
  });
});

describe('rendering', () => {
  it('replaces known placeholders with their values and leaves the others as written', () => {
    expect(
      renderPromptTemplate('Hi {{contactName}}, {{firstName}} {{hometown}} {{ x }}', {
        contactName: 'Grace',
        firstName: '',
      }),
    ).toBe('Hi Grace,  {{hometown}} {{ x }}');
  });

  it('does not read inherited properties as values', () => {
    expect(renderPromptTemplate('{{constructor}} {{toString}}', {})).toBe('{{constructor}} {{toString}}');
  });

  it('lists the variables a template uses in order of first use', () => {
    expect(promptVariablesUsed('{{skills}} {{firstName}} {{skills}} {{unknown}} { season }')).toEqual([
      'skills',
      'firstName',
    ]);
  });

  it('cuts previews to 50 characters on one line, ending with an ellipsis', () => {
    expect(truncatePreview('a'.repeat(50))).toBe('a'.repeat(50));
    expect(truncatePreview('a'.repeat(51))).toBe(`${'a'.repeat(49)}…`);
    expect([...truncatePreview('😀'.repeat(60))]).toHaveLength(50);
    expect(truncatePreview('two\n lines ')).toBe('two lines');
  });
});

describe('seasons and times of day (spec §9)', () => {
  it.each([
    [1, 'Winter'],
    [2, 'Winter'],
    [3, 'Spring'],
    [5, 'Spring'],
    [6, 'Summer'],
    [8, 'Summer'],
    [9, 'Fall'],
    [11, 'Fall'],
    [12, 'Winter'],
  ])('month %i is %s', (month, season) => {
    expect(seasonOfMonth(month)).toBe(season);
  });

  it.each([
    [0, 'Night'],
    [4, 'Night'],
    [5, 'Morning'],
    [11, 'Morning'],
    [12, 'Afternoon'],
    [16, 'Afternoon'],
    [17, 'Evening'],
    [20, 'Evening'],
    [21, 'Night'],
    [23, 'Night'],
  ])('hour %i is %s', (hour, timeOfDay) => {
    expect(timeOfDayOfHour(hour)).toBe(timeOfDay);
  });
});

describe('resolvePromptVariables', () => {
  const now = new Date('2025-03-01T04:59:00Z');

  it('fills profile, contact, company and clock values', () => {
    const values = resolvePromptVariables({
      profile: profile({ resumeSkills: ['poetry', 'Analytical engines'] }),
      contact: { name: 'Grace Hopper', title: 'Rear Admiral', company: 'US Navy' },
      company: { name: 'Navy', industry: 'Defense' },
      aiGenerated: { hometown: ' London ' },
      now,
      timeZone: 'UTC',
    });
    expect(values).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      headline: 'Analyst',
      summary: 'Writes programs.',
      skills: 'Mathematics, Poetry, Analytical engines',
      education: 'BSc in Mathematics, University of London; Home tutoring',
      portfolioLink: 'https://ada.dev',
      contactName: 'Grace Hopper',
      contactTitle: 'Rear Admiral',
      contactCompany: 'US Navy',
      companyName: 'Navy',
      companyIndustry: 'Defense',
      hometown: 'London',
      interests: '',
      personalityTraits: '',
      careerGoals: '',
      workStyle: '',
      currentDate: 'March 1, 2025',
      season: 'Spring',
      timeOfDay: 'Night',
    });
  });

  it('leaves unknown values empty and lets the contact and company stand in for each other', () => {
    const values = resolvePromptVariables({
      profile: { linkedinData: null, portfolioLink: null },
      contact: { company: 'Acme' },
      now,
      timeZone: 'UTC',
    });
    expect(values.firstName).toBe('');
    expect(values.skills).toBe('');
    expect(values.education).toBe('');
    expect(values.portfolioLink).toBe('');
    expect(values.companyName).toBe('Acme');
    expect(
      resolvePromptVariables({ profile: profile(), company: { name: 'Beta' }, now }).contactCompany,
    ).toBe('Beta');
  });

  it('reads the date, season and hour in the given time zone', () => {
    // 04:59 UTC on 1 March is still 28 February, 23:59, in New York.
    const values = resolvePromptVariables({ profile: profile(), now, timeZone: 'America/New_York' });
    expect(values.currentDate).toBe('February 28, 2025');
    expect(values.season).toBe('Winter');
    expect(values.timeOfDay).toBe('Night');
    const at = (iso: string) =>
      resolvePromptVariables({ profile: profile(), now: new Date(iso), timeZone: 'UTC' });
    expect(at('2025-06-01T05:00:00Z').timeOfDay).toBe('Morning');
    expect(at('2025-06-01T12:00:00Z').timeOfDay).toBe('Afternoon');
    expect(at('2025-06-01T17:00:00Z').timeOfDay).toBe('Evening');
    expect(at('2025-06-01T21:00:00Z').timeOfDay).toBe('Night');
    expect(at('2025-06-01T00:00:00Z').season).toBe('Summer');
    expect(at('2025-11-30T23:59:59Z').season).toBe('Fall');
    expect(at('2025-12-01T00:00:00Z').season).toBe('Winter');
  });

  it('falls back to UTC for an unknown time zone', () => {
    const values = resolvePromptVariables({ profile: profile(), now, timeZone: 'Mars/Olympus_Mons' });
    expect(values.currentDate).toBe('March 1, 2025');
    expect(values.timeOfDay).toBe('Night');
  });
});
