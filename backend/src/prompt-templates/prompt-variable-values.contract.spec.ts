import {
  PromptProfile,
  renderPromptTemplate,
  resolvePromptVariables,
  seasonOfMonth,
  timeOfDayOfHour,
  truncatePreview,
} from './prompt-variable-values.contract';

const profile = (overrides: Partial<PromptProfile> = {}): PromptProfile => ({
  firstName: ' Ada ',
  lastName: 'Lovelace',
  headline: 'Analyst',
  summary: 'Writes programs.',
  educations: [
    { schoolName: 'University of London', degreeName: 'BSc', fieldOfStudy: 'Mathematics' },
    { schoolName: 'Home tutoring', degreeName: '', fieldOfStudy: '' },
  ],
  skills: ['Mathematics', 'Poetry', 'Analytical engines'],
  portfolioLink: 'https://ada.dev',
  ...overrides,
});

const noProfile: PromptProfile = {
  firstName: '',
  lastName: '',
  headline: '',
  summary: '',
  educations: [],
  skills: [],
  portfolioLink: null,
};

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
      profile: profile(),
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
      profile: noProfile,
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
