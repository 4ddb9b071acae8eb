import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { FILE_STORAGE, FileStorage } from '../../platform/storage/file-storage.port';
import type { ResumeUploadResult } from '../profile.contract';
import type { ResumeUploaded } from '../profile.events';
import { ResumeNotFound } from '../profile.errors';
import { RESUME_CONTENT_TYPE } from '../profile-rules.contract';
import { newResumeFileKeys, removeResumeFiles, storeResumeFiles } from '../resume-files';
import { readResumePdf } from '../resume-pdf';
import { fieldsFrom, userProfileOf } from '../user-profile.contract';
import { replacedState } from './replaced-state';
import { recordStoredFiles } from './stored-files';
import { UploadResumePdf } from './upload-resume-pdf.command';

/** Read the PDF → store its files → record ResumeUploaded; files no event points at are removed again. */
@CommandHandler(UploadResumePdf)
export class UploadResumePdfHandler implements ICommandHandler<UploadResumePdf> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  async execute({ userId, file, meta }: UploadResumePdf): Promise<ResumeUploadResult> {
    const pdf = await readResumePdf(file.bytes);
    const keys = newResumeFileKeys(userId);
    await storeResumeFiles(this.files, keys, file.bytes, pdf.text);

    const data: ResumeUploaded['data'] = {
      userId,
      fileName: file.fileName,
      ...keys,
      sizeBytes: file.bytes.length,
      pageCount: pdf.pageCount,
      sha256: pdf.sha256,
      contentType: RESUME_CONTENT_TYPE,
    };
    const outcome = await recordStoredFiles(this.store, { type: 'UploadResume', data }, meta, () =>
      removeResumeFiles(this.files, keys),
    );

    const uploaded = outcome.events.find((event) => event.type === 'ResumeUploaded');
    const recorded = uploaded?.type === 'ResumeUploaded' ? uploaded.data : undefined;
    // The same file again, or a retried request whose first attempt already recorded its own files.
    if (recorded?.storageKey !== keys.storageKey) await removeResumeFiles(this.files, keys);
    const replaced = replacedState(outcome)?.resume;
    if (replaced) await removeResumeFiles(this.files, replaced);

    const resume = recorded ?? outcome.state.resume;
    if (!resume) throw new ResumeNotFound();
    const profile = userProfileOf({
      account: { firstName: '', lastName: '' },
      linkedinData: outcome.state.linkedinData,
      resumeText: pdf.text,
      portfolioLink: outcome.state.portfolioLink,
      linkedinProfile: outcome.state.linkedinProfile,
    });
    return {
      resume_exists: true,
      file_name: resume.fileName,
      page_count: resume.pageCount,
      message: 'Resume uploaded and processed successfully',
      filled_from_resume: fieldsFrom(profile, 'resume'),
      checkpoint: outcome.checkpoint,
    };
  }
}
