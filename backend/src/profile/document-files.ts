import { createHash } from 'node:crypto';
import { DocumentEmpty, DocumentTypeNotAllowed } from './profile-files.errors';
import { DocumentTooLarge } from './profile.errors';
import { MAX_DOCUMENT_BYTES } from './profile-rules.contract';
import { looksLikeZip, openZip, ZipUnreadable } from './zip-archive';

export type DocumentKind = 'pdf' | 'docx' | 'doc' | 'png' | 'jpeg' | 'text' | 'markdown';

/** What the bytes turned out to be: the stored file's extension and the type it is served and attached as. */
export interface DocumentFileType {
  kind: DocumentKind;
  contentType: string;
  extension: string;
}

export interface CheckedDocument extends DocumentFileType {
  sizeBytes: number;
  sha256: string;
}

const TYPES: Record<DocumentKind, DocumentFileType> = {
  pdf: { kind: 'pdf', contentType: 'application/pdf', extension: 'pdf' },
  docx: {
    kind: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
  doc: { kind: 'doc', contentType: 'application/msword', extension: 'doc' },
  png: { kind: 'png', contentType: 'image/png', extension: 'png' },
  jpeg: { kind: 'jpeg', contentType: 'image/jpeg', extension: 'jpg' },
  text: { kind: 'text', contentType: 'text/plain; charset=utf-8', extension: 'txt' },
  markdown: { kind: 'markdown', contentType: 'text/markdown; charset=utf-8', extension: 'md' },
};

/** What a file named with each allowed extension must contain, for the message when it does not. */
const CLAIMED: Record<string, string> = {
  pdf: 'a PDF document',
  docx: 'a Word (.docx) document',
  doc: 'a Word (.doc) document',
  png: 'a PNG image',
  jpg: 'a JPEG image',
  jpeg: 'a JPEG image',
  txt: 'UTF-8 text',
  md: 'UTF-8 text',
};

export const ALLOWED_DOCUMENTS_MESSAGE =
  'file: must be a PDF, a Word document (.docx or .doc), a PNG or JPEG image, or UTF-8 text (.txt or .md)';

const PDF = Buffer.from('%PDF-', 'latin1');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const OLE_COMPOUND_FILE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
// Excel and PowerPoint files are compound files too; only Word's has a stream of this name in its directory.
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');
const WORD_MAIN_PART = 'word/document.xml';

const startsWith = (bytes: Buffer, signature: Buffer) =>
  bytes.length >= signature.length && bytes.subarray(0, signature.length).equals(signature);

async function isWordArchive(bytes: Buffer): Promise<boolean> {
  try {
    return (await openZip(bytes)).entries.some((entry) => entry.name === WORD_MAIN_PART);
  } catch (error) {
    if (error instanceof ZipUnreadable) return false;
    throw error;
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function isUtf8Text(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
};

/** The type judged by the signature in the bytes; text, which has none, only under a .txt or .md name. */
export async function documentFileType(bytes: Buffer, fileName: string): Promise<DocumentFileType | null> {
  if (startsWith(bytes, PDF)) return TYPES.pdf;
  if (startsWith(bytes, PNG)) return TYPES.png;
  if (startsWith(bytes, JPEG)) return TYPES.jpeg;
  if (startsWith(bytes, OLE_COMPOUND_FILE)) return bytes.includes(WORD_STREAM_NAME) ? TYPES.doc : null;
  if (looksLikeZip(bytes)) return (await isWordArchive(bytes)) ? TYPES.docx : null;
  const extension = extensionOf(fileName);
  if ((extension === 'txt' || extension === 'md') && isUtf8Text(bytes)) {
    return extension === 'md' ? TYPES.markdown : TYPES.text;
  }
  return null;
}

/**
 * An uploaded document checked by its bytes, never by its name or the type the browser claims: within
 * MAX_DOCUMENT_BYTES, not empty, and one of the allowed kinds.
 */
export async function checkDocumentFile(bytes: Buffer, fileName: string): Promise<CheckedDocument> {
  if (bytes.length > MAX_DOCUMENT_BYTES) throw new DocumentTooLarge();
  if (bytes.length === 0) throw new DocumentEmpty();
  const type = await documentFileType(bytes, fileName);
  if (!type) {
    const claimed = CLAIMED[extensionOf(fileName)];
    throw new DocumentTypeNotAllowed(
      claimed ? `file: is named .${extensionOf(fileName)} but is not ${claimed}` : ALLOWED_DOCUMENTS_MESSAGE,
    );
  }
  return {
    ...type,
    sizeBytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}
