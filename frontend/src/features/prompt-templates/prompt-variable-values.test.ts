import { emptyLinkedInData } from '@outreach/backend/profile/linkedin-data.contract';
import { describe, expect, it } from 'vitest';
import { aProfile } from '../../testing/settings-factories';
import {
  educationLine,
  insertAt,
  linkedInVariableText,
  parseEducationLines,
  parseSkillList,
  parseVariableHints,
  withLinkedInVariable,
} from './components/prompt-editor/variable-values';

describe('prompt variable values', () => {
  it('reads educations back from the lines the editor shows', () => {
    const current = [
      { schoolName: 'University of California, Berkeley', degreeName: 'MSc', fieldOfStudy: 'EECS' },
    ];
    expect(educationLine(current[0])).toBe('MSc in EECS, University of California, Berkeley');
    expect(
      parseEducationLines(
        'MSc in EECS, University of California, Berkeley\n\nBA in History, Leeds\nOpen University\nPhD in Logic',
        current,
      ),
    ).toEqual([
      current[0],
      { degreeName: 'BA', fieldOfStudy: 'History', schoolName: 'Leeds' },
      { degreeName: '', fieldOfStudy: '', schoolName: 'Open University' },
      { degreeName: 'PhD', fieldOfStudy: 'Logic', schoolName: '' },
    ]);
  });

  it('keeps an unchanged education whole even when its words would read back differently', () => {
    const odd = { schoolName: 'INSEAD', degreeName: 'Master in Management', fieldOfStudy: 'Finance' };
    expect(parseEducationLines(educationLine(odd), [odd])).toEqual([odd]);
  });

  it('splits skills on commas and lines, dropping blanks and repeats', () => {
    expect(parseSkillList('TypeScript, sql,\n SQL ,, Go')).toEqual([
      { name: 'TypeScript' },
      { name: 'sql' },
      { name: 'Go' },
    ]);
  });

  it('changes one variable in the whole LinkedIn data, starting from empty data when there is none', () => {
    expect(withLinkedInVariable(null, 'headline', '  Engineer ')).toEqual({
      ...emptyLinkedInData(),
      headline: 'Engineer',
    });
    const data = { ...emptyLinkedInData(), firstName: 'Ada', skills: [{ name: 'Maths' }] };
    expect(withLinkedInVariable(data, 'skills', 'Maths, Poetry')).toEqual({
      ...data,
      skills: [{ name: 'Maths' }, { name: 'Poetry' }],
    });
  });

  it('starts an edit from the value the editor shows, filled from sign-in or the resume when not typed', () => {
    const profile = aProfile(null, {
      firstName: 'Ada',
      skills: ['Maths', 'Poetry'],
      educations: [{ schoolName: 'Leeds', degreeName: 'BA', fieldOfStudy: 'History' }],
      sources: { firstName: 'sign_in', skills: 'resume', education: 'resume' },
    });
    expect(linkedInVariableText(profile, 'firstName')).toBe('Ada');
    expect(linkedInVariableText(profile, 'skills')).toBe('Maths, Poetry');
    expect(linkedInVariableText(profile, 'education')).toBe('BA in History, Leeds');
    expect(linkedInVariableText(profile, 'lastName')).toBe('');
  });

  it('reads only text hints from storage', () => {
    expect(parseVariableHints('{"hometown":"Leeds","interests":3}')).toEqual({ hometown: 'Leeds' });
    expect(parseVariableHints('not json')).toEqual({});
    expect(parseVariableHints('["a"]')).toEqual({});
    expect(parseVariableHints(null)).toEqual({});
  });

  it('inserts in place of a selection, clamped to the text', () => {
    expect(insertAt('Hello world', 6, 11, '{{contactName}}')).toEqual({
      value: 'Hello {{contactName}}',
      caret: 21,
    });
    expect(insertAt('abc', 10, 12, 'X')).toEqual({ value: 'abcX', caret: 4 });
  });
});
