import { emptyLinkedInData, type LinkedInData } from '../profile/linkedin-data.contract';
import { userProfileOf } from '../profile/user-profile.contract';
import { industriesIn, scoringProfileOf } from './scoring-profile';
import { emptyScoringProfile } from './scoring.contract';

const fromSettings = (linkedinData: LinkedInData | null, resumeText: string | null) =>
  scoringProfileOf(
    userProfileOf({
      account: { firstName: 'Jordan', lastName: 'Rivera' },
      linkedinData,
      resumeText,
      portfolioLink: null,
      linkedinProfile: null,
    }),
    resumeText,
  );

const position = (overrides: Partial<LinkedInData['positions'][number]>) => ({
  title: '',
  companyName: '',
  location: '',
  startedOn: '',
  finishedOn: '',
  description: '',
  ...overrides,
});

const linkedin = (): LinkedInData => ({
  ...emptyLinkedInData(),
  headline: 'Data engineer',
  summary: 'Pipelines for fintech and analytics teams.',
  skills: [{ name: 'Python' }, { name: 'SQL' }],
  educations: [{ schoolName: 'University of Texas', degreeName: 'B.S.', fieldOfStudy: 'Computer Science' }],
  positions: [
    position({
      title: 'Data Engineer',
      companyName: 'Initech',
      location: 'Dallas, TX',
      startedOn: 'Mar 2018',
      finishedOn: 'Jun 2021',
    }),
    position({
      title: 'Senior Data Engineer',
      companyName: 'Lakehouse Labs',
      location: 'Austin, TX',
      startedOn: 'Jul 2021',
    }),
    position({
      title: 'Intern',
      companyName: 'Hospital Software Co',
      startedOn: 'Jun 2017',
      finishedOn: 'Aug 2017',
    }),
  ],
});

describe('scoringProfileOf', () => {
  it('builds the profile from LinkedIn data and the resume text', () => {
    const resume = 'Jordan Rivera\n• Skills: Spark, python, Airflow\nBuilt pipelines.';
    expect(fromSettings(linkedin(), resume)).toEqual({
      resumeText: resume,
      headline: 'Data engineer',
      summary: 'Pipelines for fintech and analytics teams.',
      skills: ['Python', 'SQL', 'Spark', 'Airflow'],
      targetTitles: ['Senior Data Engineer', 'Data Engineer', 'Intern'],
      location: 'Austin, TX',
      educations: ['B.S., Computer Science, University of Texas'],
      industries: ['software', 'data', 'analytics', 'fintech'],
    });
  });

  it('uses the resume alone when there is no LinkedIn data, and nothing when there is neither', () => {
    expect(fromSettings(null, 'Skills: SQL; dbt\nAnalytics consulting')).toEqual({
      ...emptyScoringProfile(),
      resumeText: 'Skills: SQL; dbt\nAnalytics consulting',
      skills: ['SQL', 'dbt'],
      industries: ['analytics', 'consulting'],
    });
    expect(fromSettings(null, null)).toEqual(emptyScoringProfile());
  });

  it("reads a resume laid out under headings: its headline, roles, skills, summary and education, not its headings' topics", () => {
    const resume = [
      'Noor Achterberg',
      'Data Engineer',
      'SUMMARY',
      'Data engineer building pipelines for analytics teams.',
      'EXPERIENCE',
      'Senior Data Engineer | Lakehouse Labs | 2021 - present',
      'SKILLS',
      'Python, SQL, Spark',
      'EDUCATION',
      'BSc Computer Science, University of Texas',
    ].join('\n');
    expect(fromSettings(null, resume)).toEqual({
      resumeText: resume,
      headline: 'Data Engineer',
      summary: 'Data engineer building pipelines for analytics teams.',
      skills: ['Python', 'SQL', 'Spark'],
      targetTitles: ['Senior Data Engineer'],
      location: '',
      educations: ['BSc, Computer Science, University of Texas'],
      industries: ['data', 'analytics'],
    });
  });
});

describe('industriesIn', () => {
  it('finds industry words, multi-word ones too', () => {
    expect(industriesIn(['Real estate and healthcare data'])).toEqual(['data', 'healthcare', 'real estate']);
    expect(industriesIn([''])).toEqual([]);
  });
});
