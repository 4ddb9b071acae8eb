import { distinctTexts } from './distinct-texts';
import { LINKEDIN_DATA_LIMITS, type LinkedInEducation } from '../linkedin-data.contract';
import { resumeSkills } from './resume-skills';

/**
 * What a resume's text says about its author, read the way resumes are laid out: a name, often a headline under it,
 * then sections under headings (SUMMARY, EXPERIENCE, SKILLS, EDUCATION). Only words the resume holds are kept, so
 * nothing is invented; a field the layout does not reveal stays empty.
 */
export interface ResumeProfile {
  headline: string;
  summary: string;
  skills: string[];
  educations: LinkedInEducation[];
  /** The titles of the roles under the experience heading, in the resume's order (newest first, as resumes go). */
  titles: string[];
}

type Section = 'summary' | 'experience' | 'skills' | 'education' | 'other';

/** Headings as resumes write them, lowercased, without a trailing colon; "&" and "and" both appear. */
const HEADINGS: Readonly<Record<Section, readonly string[]>> = {
  summary: [
    'summary',
    'professional summary',
    'career summary',
    'profile',
    'professional profile',
    'about',
    'about me',
    'objective',
    'career objective',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'relevant experience',
    'employment',
    'employment history',
    'work history',
    'career history',
  ],
  skills: [
    'skills',
    'technical skills',
    'core skills',
    'key skills',
    'core competencies',
    'competencies',
    'skills and tools',
    'tools and technologies',
    'technologies',
    'tech stack',
  ],
  education: ['education', 'education and training', 'academic background', 'qualifications'],
  other: [
    'projects',
    'certifications',
    'certificates',
    'languages',
    'awards',
    'publications',
    'interests',
    'hobbies',
    'references',
    'volunteering',
    'volunteer experience',
    'achievements',
    'contact',
  ],
};
const SECTION_OF = new Map<string, Section>(
  (Object.entries(HEADINGS) as [Section, readonly string[]][]).flatMap(([section, names]) =>
    names.map((name) => [name, section] as const),
  ),
);

const BULLET = /^[\s•▪◦·*\-–—]+/;
const CONTACT_DETAIL = /@|https?:\/\/|www\.|linkedin\.com|\+?\d[\d\s().-]{7,}\d/i;
const YEAR = /\b(?:19|20)\d{2}\b/;
/** Where a role line's title ends: "Title | Company", "Title at Company", "Title - Company", "Title, Company". */
const TITLE_END = /\s+(?:\||at|@|-|–|—)\s+|,\s+|\s{2,}|\s+\(/i;
const MAX_TITLE_WORDS = 8;
const MAX_HEADLINE_WORDS = 12;
const MAX_SKILL_CHARS = 40;
const MAX_SUMMARY_CHARS = 2_000;
/** Two to four capitalised words: how a resume's first line names its author. */
const NAME = /^\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*){1,3}$/u;
const SCHOOL = /universit|college|school|institute|academy|polytechnic/i;

function sectionOf(line: string): Section | null {
  const key = line
    .toLowerCase()
    .replace(/[:\s]+$/, '')
    .replace(/\s*&\s*/g, ' and ')
    .replace(/\s+/g, ' ')
    .trim();
  return SECTION_OF.get(key) ?? null;
}

const words = (text: string): number => text.split(/\s+/).filter(Boolean).length;
const short = (text: string): string => text.slice(0, LINKEDIN_DATA_LIMITS.shortText).trim();

/** A line that names a role: letters only (no dates or figures), a handful of words. */
const readsLikeTitle = (text: string, maxWords: number): boolean =>
  /\p{L}/u.test(text) && !/\d/.test(text) && !CONTACT_DETAIL.test(text) && words(text) <= maxWords;

function roleTitleOf(line: string): string | null {
  const title = line.split(TITLE_END)[0].trim();
  return title !== line.trim() || YEAR.test(line)
    ? readsLikeTitle(title, MAX_TITLE_WORDS)
      ? title
      : null
    : null;
}

/** "BSc Computer Science, University of Texas", "BSc in Computer Science | …", or a school alone. */
function educationOf(line: string): LinkedInEducation {
  const text = line
    .replace(/\(?\b(?:19|20)\d{2}\b\s*(?:[-–—]\s*(?:(?:19|20)\d{2}|present))?\)?/gi, '')
    .trim();
  const parts = text
    .split(/\s+\|\s*|,\s*/)
    .map((part) => part.trim())
    .filter(Boolean);
  const named = parts.findIndex((part) => SCHOOL.test(part));
  const school = named >= 0 ? named : parts.length > 1 ? 1 : -1;
  const degree = (school >= 0 ? parts.slice(0, school) : parts).join(', ');
  const inAt = degree.search(/\s+in\s+/i);
  const [degreeName, fieldOfStudy] =
    inAt >= 0 ? [degree.slice(0, inAt), degree.slice(inAt).replace(/^\s+in\s+/i, '')] : splitDegree(degree);
  return {
    degreeName: short(degreeName),
    fieldOfStudy: short(fieldOfStudy),
    schoolName: short(school >= 0 ? parts.slice(school).join(', ') : ''),
  };
}

/** "BSc Computer Science" → BSc + Computer Science: a degree's abbreviation comes first. */
function splitDegree(degree: string): [string, string] {
  const match =
    /^((?:b|m|ph|d|a)\.?\s?[a-z]{0,3}\.?|bachelor(?:'s)?(?: of \w+)?|master(?:'s)?(?: of \w+)?|mba|phd|doctorate|associate(?:'s)?(?: of \w+)?)\s+(.+)$/i.exec(
      degree,
    );
  return match ? [match[1], match[2]] : [degree, ''];
}

function listItems(line: string): string[] {
  const withoutLabel = line.replace(/^[\p{L} /&]{2,30}:\s*/u, '');
  return withoutLabel
    .split(/[,;|•·]/)
    .map((item) => item.trim().replace(/\.$/, ''))
    .filter((item) => item.length > 0 && item.length <= MAX_SKILL_CHARS);
}

/** The resume's text without its section headings, which name topics ("Education") the resume is not about. */
export const resumeWithoutHeadings = (text: string): string =>
  text
    .split(/\r\n|\r|\n/)
    .filter((line) => sectionOf(line.trim()) === null)
    .join('\n');

export function resumeProfileOf(text: string): ResumeProfile {
  const rawLines = text.split(/\r\n|\r|\n/);
  const sections: Record<Section | 'top', { line: string; bullet: boolean }[]> = {
    top: [],
    summary: [],
    experience: [],
    skills: [],
    education: [],
    other: [],
  };
  let current: Section | 'top' = 'top';
  for (const raw of rawLines) {
    const line = raw.replace(BULLET, '').replace(/\s+/g, ' ').trim();
    if (line === '') continue;
    const heading = sectionOf(line);
    if (heading) {
      current = heading;
      continue;
    }
    sections[current].push({ line, bullet: BULLET.test(raw) && raw.trim() !== line });
  }
  const lines = (section: Section | 'top') => sections[section].map(({ line }) => line);

  const titles = distinctTexts(
    sections.experience
      .filter(({ bullet }) => !bullet)
      .map(({ line }) => roleTitleOf(line))
      .filter((title): title is string => title !== null)
      .map(short),
  );
  // Under the name (a first line that reads as one), before any heading: the line that reads like a role.
  const [first = '', ...underName] = lines('top');
  const headline =
    (NAME.test(first)
      ? underName
          .find((line) => readsLikeTitle(line, MAX_HEADLINE_WORDS) && !line.includes(':'))
          // "Analyst, Analytical Engine Project": the role, as the Job Title variable reads it.
          ?.split(TITLE_END)[0]
          .trim()
      : undefined) ??
    titles[0] ??
    '';
  const summary = lines('summary').join(' ').slice(0, MAX_SUMMARY_CHARS).trim();
  const skills = distinctTexts([
    ...resumeSkills(rawLines),
    ...sections.skills.flatMap(({ line }) => listItems(line)),
  ]).slice(0, LINKEDIN_DATA_LIMITS.skills);
  const educations = sections.education
    .filter(({ bullet }) => !bullet)
    .map(({ line }) => educationOf(line))
    .filter((education) => education.schoolName !== '' || education.degreeName !== '')
    .slice(0, LINKEDIN_DATA_LIMITS.educations);
  return { headline: short(headline), summary, skills, educations, titles };
}
