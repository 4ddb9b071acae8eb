import { resumeProfileOf, resumeWithoutHeadings } from './resume-profile';
import { SECTIONED_RESUME_LINES } from '../testing/resume-fixtures';

describe('resumeProfileOf', () => {
  it('reads the headline under the name, the sections under their headings and the roles held', () => {
    expect(resumeProfileOf(SECTIONED_RESUME_LINES.join('\n'))).toEqual({
      headline: 'Data Engineer',
      summary: 'Data engineer building batch and streaming pipelines for analytics teams.',
      skills: ['Python', 'SQL', 'Spark', 'Airflow', 'Kafka', 'dbt', 'Snowflake'],
      educations: [
        { degreeName: 'BSc', fieldOfStudy: 'Computer Science', schoolName: 'University of Texas at Austin' },
      ],
      titles: ['Senior Data Engineer', 'Data Engineer'],
    });
  });

  it('reads other common layouts: headings with colons and ampersands, "Title at Company", labelled skill lines', () => {
    const resume = [
      'Grace Hopper',
      'grace@example.com  +1 (415) 555-0100',
      'Professional Summary:',
      'Backend engineer who likes compilers.',
      'Work Experience',
      'Staff Software Engineer at Univac (2019 - present)',
      '  • Led the compiler team',
      'Software Engineer, Eckert-Mauchly, 2015 - 2019',
      'Skills & Tools',
      'Languages: COBOL; Go',
      'Tools: Kubernetes | Terraform',
      'Education',
      'Master of Science in Mathematics, Yale University, 1934',
    ].join('\n');
    expect(resumeProfileOf(resume)).toEqual({
      // No line under the name reads like a role, so the newest role stands in.
      headline: 'Staff Software Engineer',
      summary: 'Backend engineer who likes compilers.',
      skills: ['COBOL', 'Go', 'Kubernetes', 'Terraform'],
      educations: [
        { degreeName: 'Master of Science', fieldOfStudy: 'Mathematics', schoolName: 'Yale University' },
      ],
      titles: ['Staff Software Engineer', 'Software Engineer'],
    });
  });

  it('reads the role alone from a headline that names the employer too', () => {
    expect(
      resumeProfileOf('Ada Lovelace\nAnalyst, Analytical Engine Project\nSkills: Mathematics').headline,
    ).toBe('Analyst');
  });

  it('keeps the "Skills:" lines a resume without headings has, and invents nothing else', () => {
    expect(resumeProfileOf('Built pipelines.\nSkills: SQL; dbt')).toEqual({
      headline: '',
      summary: '',
      skills: ['SQL', 'dbt'],
      educations: [],
      titles: [],
    });
    expect(resumeProfileOf('')).toEqual({
      headline: '',
      summary: '',
      skills: [],
      educations: [],
      titles: [],
    });
  });

  it('drops the headings from the text, whose topics ("Education") are not what the resume is about', () => {
    expect(resumeWithoutHeadings('Ada\nEDUCATION\nBSc, Leeds\nSkills:\nSQL')).toBe('Ada\nBSc, Leeds\nSQL');
  });
});
