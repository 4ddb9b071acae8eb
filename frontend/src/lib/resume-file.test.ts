import { MAX_RESUME_BYTES } from '@outreach/backend/profile/profile-rules.contract';
import { describe, expect, it } from 'vitest';
import { resumeProblem } from './resume-file';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('resumeProblem', () => {
  it('accepts a PDF by its type or its name', () => {
    expect(resumeProblem(file('cv.pdf', 'application/pdf'))).toBeNull();
    expect(resumeProblem(file('CV.PDF', ''))).toBeNull();
  });

  it('refuses a file that is not a PDF', () => {
    expect(resumeProblem(file('cv.docx', 'application/msword'))).toBe('Your resume must be a PDF file.');
  });

  it('refuses a PDF over the limit the server enforces', () => {
    expect(resumeProblem(file('cv.pdf', 'application/pdf', MAX_RESUME_BYTES + 1))).toBe(
      'Your resume must be 5 MB or smaller.',
    );
  });
});
