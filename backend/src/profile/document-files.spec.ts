import { strToU8, zipSync } from 'fflate';
import { checkDocumentFile } from './document-files';
import { DocumentEmpty, DocumentTypeNotAllowed } from './profile-files.errors';
import { DocumentTooLarge } from './profile.errors';
import { MAX_DOCUMENT_BYTES } from './profile-rules.contract';
import { minimalPdf } from './testing/minimal-pdf';

const docx = (parts: Record<string, string> = { 'word/document.xml': '<w:document/>' }) =>
  Buffer.from(
    zipSync(
      Object.fromEntries(
        Object.entries({ '[Content_Types].xml': '<Types/>', ...parts }).map(([name, text]) => [
          name,
          strToU8(text),
        ]),
      ),
    ),
  );
const compoundFile = (streamName: string) =>
  Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(504),
    Buffer.from(streamName, 'utf16le'),
    Buffer.alloc(64),
  ]);
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 2)]);

describe('document files', () => {
  it.each([
    ['a PDF', minimalPdf({ pages: [['Portfolio']] }), 'portfolio.pdf', 'application/pdf', 'pdf'],
    [
      'a Word document',
      docx(),
      'cover-letter.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'docx',
    ],
    ['an old Word document', compoundFile('WordDocument'), 'references.doc', 'application/msword', 'doc'],
    ['a PNG image', png, 'certificate.png', 'image/png', 'png'],
    ['a JPEG image', jpeg, 'badge.jpeg', 'image/jpeg', 'jpg'],
    ['UTF-8 text', Buffer.from('Références:\n– Dr. Ada\n'), 'refs.txt', 'text/plain; charset=utf-8', 'txt'],
    [
      'Markdown',
      Buffer.from('\uFEFF# Projects\n\n* Kafka\n'),
      'projects.MD',
      'text/markdown; charset=utf-8',
      'md',
    ],
  ])(
    'accepts %s and names the type its bytes show',
    async (_case, bytes, fileName, contentType, extension) => {
      expect(await checkDocumentFile(bytes, fileName)).toEqual({
        kind: expect.any(String),
        contentType,
        extension,
        sizeBytes: bytes.length,
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
    },
  );

  it('goes by the bytes, not the name: a PDF named .txt is a PDF', async () => {
    expect(await checkDocumentFile(minimalPdf({ pages: [['x']] }), 'notes.txt')).toMatchObject({
      contentType: 'application/pdf',
      extension: 'pdf',
    });
  });

  it.each([
    ['text named .pdf', Buffer.from('just text'), 'cv.pdf', 'file: is named .pdf but is not a PDF document'],
    [
      'a ZIP without a Word document',
      docx({ 'xl/workbook.xml': '<x/>' }),
      'cv.docx',
      'file: is named .docx but is not a Word (.docx) document',
    ],
    [
      'an Excel compound file',
      compoundFile('Workbook'),
      'sheet.doc',
      'file: is named .doc but is not a Word (.doc) document',
    ],
    ['text with a NUL byte', Buffer.from('a\0b'), 'notes.txt', 'file: is named .txt but is not UTF-8 text'],
    [
      'text that is not UTF-8',
      Buffer.from([0x41, 0xc3, 0x28]),
      'notes.md',
      'file: is named .md but is not UTF-8 text',
    ],
    [
      'an image named .png that is not one',
      jpeg.subarray(1),
      'x.png',
      'file: is named .png but is not a PNG image',
    ],
  ])('refuses %s, naming the field', async (_case, bytes, fileName, message) => {
    await expect(checkDocumentFile(bytes, fileName)).rejects.toThrow(new DocumentTypeNotAllowed(message));
  });

  it.each([
    ['a program', Buffer.from([0x4d, 0x5a, 0x90, 0x00]), 'setup.exe'],
    ['text without a text name', Buffer.from('plain words'), 'notes'],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>'), 'page.html'],
  ])('refuses %s with the list of allowed kinds', async (_case, bytes, fileName) => {
    await expect(checkDocumentFile(bytes, fileName)).rejects.toThrow(
      'file: must be a PDF, a Word document (.docx or .doc), a PNG or JPEG image, or UTF-8 text (.txt or .md)',
    );
  });

  it('refuses an empty file and one over the size limit', async () => {
    await expect(checkDocumentFile(Buffer.alloc(0), 'empty.txt')).rejects.toThrow(DocumentEmpty);
    const tooLarge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MAX_DOCUMENT_BYTES, 'x')]);
    await expect(checkDocumentFile(tooLarge, 'big.pdf')).rejects.toThrow(DocumentTooLarge);
    const atLimit = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MAX_DOCUMENT_BYTES - 9, 'x')]);
    expect((await checkDocumentFile(atLimit, 'limit.pdf')).sizeBytes).toBe(MAX_DOCUMENT_BYTES);
  });
});
