import { DomainError } from '../platform/errors/domain-error';
import { MAX_RESUME_BYTES } from './profile-rules.schemas';

export class ResumeNotFound extends DomainError {
  readonly code = 'SETTINGS.RESUME_NOT_FOUND';
  constructor(message = 'No resume uploaded') {
    super(message);
  }
}

export class ResumeFileTooLarge extends DomainError {
  readonly code = 'SETTINGS.RESUME_TOO_LARGE';
  constructor() {
    super(`file: must be at most ${MAX_RESUME_BYTES / (1024 * 1024)} MB`, 'file');
  }
}

/** Judged by the file's first bytes, never by its name or the content type the browser claims. */
export class ResumeNotPdf extends DomainError {
  readonly code = 'SETTINGS.RESUME_NOT_PDF';
  constructor() {
    super('file: must be a PDF document', 'file');
  }
}

/** Encrypted, damaged, or only images: we refuse it rather than keep a resume we cannot read. */
export class ResumeUnreadable extends DomainError {
  readonly code = 'SETTINGS.RESUME_UNREADABLE';
  constructor() {
    super('file: could not read any text from this PDF', 'file');
  }
}

/** More uploads are being read than the server lets run and queue; each reader may use 256 MB. */
export class ResumeBusy extends DomainError {
  readonly code = 'SETTINGS.RESUME_BUSY';
  constructor() {
    super('Too many resumes are being read right now. Please try again in a minute.', 'file');
  }
}

export const settingsErrorStatus: Record<string, number> = {
  'SETTINGS.RESUME_NOT_FOUND': 404,
  'SETTINGS.RESUME_TOO_LARGE': 413,
  'SETTINGS.RESUME_NOT_PDF': 422,
  'SETTINGS.RESUME_UNREADABLE': 422,
  'SETTINGS.RESUME_BUSY': 503,
};
