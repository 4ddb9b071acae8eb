import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { FILE_STORAGE, FileStorage } from '../../platform/storage/file-storage.port';
import { newResumeFileKeys, removeResumeFiles, storeResumeFiles } from '../resume-files';
import { readResumePdf } from '../resume-pdf';
import type { ResumeUploaded } from '../settings.events';
import { ResumeNotFound } from '../settings.errors';
import { RESUME_CONTENT_TYPE } from '../profile-rules.contract';
import type { ResumeUploadResult } from '../settings.contract';
import { executeSettingsCommand, SettingsCommandOutcome } from './execute-settings-command';
import { UploadResume } from './upload-resume.command';

/** Read the PDF → store its files → record ResumeUploaded; files no event points at are removed again. */
@CommandHandler(UploadResume)
export class UploadResumeHandler implements ICommandHandler<UploadResume> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  async execute({ userId, file, meta }: UploadResume): Promise<ResumeUploadResult> {
    const pdf = await readResumePdf(file.bytes);
    const keys = newResumeFileKeys(userId);
    await storeResumeFiles(this.files, keys, file.bytes, pdf.text);

    let outcome: SettingsCommandOutcome;
    try {
      const data: ResumeUploaded['data'] = {
        userId,
        fileName: file.fileName,
        ...keys,
        sizeBytes: file.bytes.length,
        pageCount: pdf.pageCount,
        sha256: pdf.sha256,
        contentType: RESUME_CONTENT_TYPE,
      };
      outcome = await executeSettingsCommand(this.store, { type: 'UploadResume', data }, meta);
    } catch (error) {
      await removeResumeFiles(this.files, keys);
      throw error;
    }

    const recorded = outcome.events.find((event) => event.type === 'ResumeUploaded')?.data as
      ResumeUploaded['data'] | undefined;
    // The same file again, or a retried request whose first attempt already recorded its own files.
    if (recorded?.storageKey !== keys.storageKey) await removeResumeFiles(this.files, keys);
    const replaced = outcome.before?.resume;
    if (replaced) await removeResumeFiles(this.files, replaced);

    const resume = recorded ?? outcome.state.resume;
    if (!resume) throw new ResumeNotFound();
    return {
      resume_exists: true,
      file_name: resume.fileName,
      page_count: resume.pageCount,
      message: 'Resume uploaded and processed successfully',
      checkpoint: outcome.checkpoint,
    };
  }
}
