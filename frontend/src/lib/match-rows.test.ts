import { describe, expect, it } from 'vitest';
import { matchRows } from './match-rows';

describe('match rows', () => {
  it('lists the matched fields best first, named for people, with their percentage and shared words', () => {
    expect(
      matchRows({
        skills: { score: 0.4, terms: ['sql', 'python'] },
        job_title: { score: 0.9, terms: ['data', 'analyst'] },
        job_overlap: { score: 0.555, terms: [] },
        role_skills: { score: 0.4, terms: ['tableau'] },
        // A field a newer server may add.
        some_new_field: { score: 0.2, terms: ['x'] },
      }),
    ).toEqual([
      { key: 'job_title', label: 'Job title', percent: '90%', terms: ['data', 'analyst'] },
      { key: 'job_overlap', label: 'Past roles', percent: '56%', terms: [] },
      { key: 'skills', label: 'Skills', percent: '40%', terms: ['sql', 'python'] },
      { key: 'role_skills', label: 'Resume', percent: '40%', terms: ['tableau'] },
      { key: 'some_new_field', label: 'Some new field', percent: '20%', terms: ['x'] },
    ]);
    expect(matchRows({})).toEqual([]);
  });
});
