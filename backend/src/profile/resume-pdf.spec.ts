import { createHash } from 'node:crypto';
import {
  PDF_READS_RUNNING,
  PDF_READS_WAITING,
  readResumePdf,
  resumePdfReader,
  type PdfParseAnswer,
} from './resume-pdf';
import { ResumeBusy, ResumeNotPdf, ResumeUnreadable } from './profile.errors';
import { minimalPdf } from './testing/minimal-pdf';

describe('reading a resume PDF', () => {
  it('reads the text of every page with a real PDF library, and counts the pages', async () => {
    const bytes = minimalPdf({
      pages: [['Ada Lovelace', 'Analytical Engine (1843) \\ notes'], ['Skills: mathematics, poetry']],
    });
    const pdf = await readResumePdf(bytes);
    expect(pdf).toEqual({
      text: 'Ada Lovelace\nAnalytical Engine (1843) \\ notes\n\nSkills: mathematics, poetry',
      pageCount: 2,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  });

  it('refuses bytes that are not a PDF, whatever the file is called', async () => {
    await expect(readResumePdf(Buffer.from('Ada Lovelace\nNot a PDF at all'))).rejects.toThrow(ResumeNotPdf);
    await expect(readResumePdf(Buffer.from('%PD'))).rejects.toThrow(ResumeNotPdf);
    await expect(readResumePdf(Buffer.alloc(0))).rejects.toThrow(ResumeNotPdf);
  });

  it('refuses a PDF whose structure is broken', async () => {
    await expect(readResumePdf(Buffer.from('%PDF-1.4\nthis is not a document'))).rejects.toThrow(
      ResumeUnreadable,
    );
    const whole = minimalPdf({ pages: [['Ada Lovelace']] });
    await expect(readResumePdf(whole.subarray(0, 120))).rejects.toThrow(ResumeUnreadable);
  });

  it('refuses a PDF that has no text to read', async () => {
    await expect(readResumePdf(minimalPdf({ pages: [[], []] }))).rejects.toThrow(ResumeUnreadable);
  });

  it('refuses a PDF locked with a password', async () => {
    const locked = minimalPdf({ pages: [['Ada Lovelace']], encrypted: true });
    await expect(readResumePdf(locked)).rejects.toThrow(ResumeUnreadable);
  });

  it('reads two PDFs at a time, queues eight, and refuses more as busy', async () => {
    const pending: ((answer: PdfParseAnswer) => void)[] = [];
    const read = resumePdfReader(() => new Promise((resolve) => pending.push(resolve)));
    const pdf = minimalPdf({ pages: [['Ada Lovelace']] });
    const reads = Array.from({ length: PDF_READS_RUNNING + PDF_READS_WAITING }, () => read(pdf));
    await new Promise((resolve) => setImmediate(resolve));
    expect(pending).toHaveLength(2);

    await expect(read(pdf)).rejects.toThrow(ResumeBusy);
    await expect(read(Buffer.from('not a PDF'))).rejects.toThrow(ResumeNotPdf);
    while (pending.length > 0) {
      pending.shift()!({ ok: true, pages: ['Ada Lovelace'], pageCount: 1 });
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect((await Promise.all(reads)).map((resume) => resume.text)).toEqual(Array(10).fill('Ada Lovelace'));
  });
});
