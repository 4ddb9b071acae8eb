import { emptyLinkedInData, type LinkedInData } from './linkedin-data.contract';
import { linkedinPosition, SECTIONED_RESUME_LINES } from './testing/resume-fixtures';
import {
  fieldList,
  fieldsFrom,
  latestFirst,
  monthOf,
  userProfileOf,
  withTypedDetails,
  type ProfileSources,
} from './user-profile.contract';

const RESUME = SECTIONED_RESUME_LINES.join('\n');

const sources = (overrides: Partial<ProfileSources> = {}): ProfileSources => ({
  account: { firstName: 'Noor', lastName: 'Achterberg' },
  linkedinData: null,
  resumeText: null,
  portfolioLink: null,
  linkedinProfile: null,
  ...overrides,
});

const position = linkedinPosition;

describe('userProfileOf (the one profile)', () => {
  it('takes the name from sign-in and says so when nothing else gives one', () => {
    const profile = userProfileOf(sources());
    expect(profile).toMatchObject({ firstName: 'Noor', lastName: 'Achterberg', headline: '', skills: [] });
    expect(profile.sources).toEqual({ firstName: 'sign_in', lastName: 'sign_in' });
  });

  it('fills the blank headline, summary, skills and education from the resume, and says which', () => {
    const profile = userProfileOf(sources({ resumeText: RESUME }));
    expect(profile).toMatchObject({
      headline: 'Data Engineer',
      summary: 'Data engineer building batch and streaming pipelines for analytics teams.',
      skills: ['Python', 'SQL', 'Spark', 'Airflow', 'Kafka', 'dbt', 'Snowflake'],
      educations: [
        { degreeName: 'BSc', fieldOfStudy: 'Computer Science', schoolName: 'University of Texas at Austin' },
      ],
      titles: ['Senior Data Engineer', 'Data Engineer'],
      positions: [],
    });
    expect(fieldsFrom(profile, 'resume')).toEqual(['headline', 'summary', 'skills', 'education']);
    expect(fieldList(fieldsFrom(profile, 'resume'))).toBe('Job Title, Summary, Skills and Education');
  });

  it('never overwrites what the user typed: typed fields win, the resume only adds skills and roles after them', () => {
    const typed: LinkedInData = {
      ...emptyLinkedInData(),
      firstName: 'Nora',
      headline: 'Analytics engineer',
      skills: [{ name: 'sql' }, { name: 'Looker' }],
      educations: [{ schoolName: 'TU Delft', degreeName: 'MSc', fieldOfStudy: 'Data Science' }],
      positions: [
        position({ title: 'Analytics Engineer', startedOn: 'Jan 2019', finishedOn: 'Dec 2020' }),
        position({ title: 'Staff Analytics Engineer', startedOn: 'Jan 2021' }),
      ],
    };
    const profile = userProfileOf(sources({ linkedinData: typed, resumeText: RESUME }));
    expect(profile).toMatchObject({
      firstName: 'Nora',
      lastName: 'Achterberg',
      headline: 'Analytics engineer',
      summary: 'Data engineer building batch and streaming pipelines for analytics teams.',
      skills: ['sql', 'Looker', 'Python', 'Spark', 'Airflow', 'Kafka', 'dbt', 'Snowflake'],
      resumeSkills: ['Python', 'Spark', 'Airflow', 'Kafka', 'dbt', 'Snowflake'],
      educations: typed.educations,
      titles: ['Staff Analytics Engineer', 'Analytics Engineer', 'Senior Data Engineer', 'Data Engineer'],
    });
    expect(profile.sources).toEqual({ lastName: 'sign_in', summary: 'resume' });
  });

  it('lays newly typed details over a profile already merged, as the browser shows them before the answer', () => {
    const shown = userProfileOf(
      sources({
        linkedinData: { ...emptyLinkedInData(), headline: 'Analytics engineer' },
        resumeText: RESUME,
      }),
    );
    const next = withTypedDetails(shown, { ...emptyLinkedInData(), firstName: 'Nora' });
    expect(next).toMatchObject({
      firstName: 'Nora',
      lastName: 'Achterberg',
      headline: '',
      summary: shown.summary,
    });
    expect(next.sources).toEqual({
      lastName: 'sign_in',
      summary: 'resume',
      skills: 'resume',
      education: 'resume',
    });
  });

  it('carries the links as they are', () => {
    const profile = userProfileOf(
      sources({ portfolioLink: 'https://noor.dev', linkedinProfile: 'https://linkedin.com/in/noor' }),
    );
    expect(profile).toMatchObject({
      portfolioLink: 'https://noor.dev',
      linkedinProfile: 'https://linkedin.com/in/noor',
    });
  });
});

describe('latestFirst and monthOf', () => {
  it('puts current positions first, then the most recently started', () => {
    const positions = [
      position({ title: 'Old', startedOn: 'Mar 2018', finishedOn: 'Jun 2021' }),
      position({ title: 'Current', startedOn: 'Jul 2021' }),
      position({ title: 'Older', startedOn: 'Jun 2017', finishedOn: 'Aug 2017' }),
    ];
    expect(latestFirst(positions).map((p) => p.title)).toEqual(['Current', 'Old', 'Older']);
  });

  it('reads LinkedIn and ISO dates', () => {
    expect(monthOf('Jan 2020')).toBe(2020 * 12);
    expect(monthOf('2020-03')).toBe(2020 * 12 + 2);
    expect(monthOf('2020')).toBe(2020 * 12);
    expect(monthOf('')).toBe(-1);
  });
});
