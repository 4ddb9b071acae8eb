import { describe, expect, it } from 'vitest';
import { formData } from './form-data';

describe('formData', () => {
  it('puts each field in the order given, and one part per file of a list', () => {
    const resume = new File(['%PDF-'], 'resume.pdf');
    const first = new File(['a'], 'Profile.csv');
    const second = new File(['b'], 'Skills.csv');

    const body = formData({ file: resume, name: 'Resume', files: [first, second] });

    expect([...body.keys()]).toEqual(['file', 'name', 'files', 'files']);
    expect((body.get('file') as File).name).toBe('resume.pdf');
    expect(body.get('name')).toBe('Resume');
    expect(body.getAll('files').map((part) => (part as File).name)).toEqual(['Profile.csv', 'Skills.csv']);
  });
});
