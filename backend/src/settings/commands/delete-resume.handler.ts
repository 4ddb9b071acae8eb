import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { FILE_STORAGE, FileStorage } from '../../platform/storage/file-storage.port';
import { removeResumeFiles } from '../resume-files';
import type { ResumeDeleteResult } from '../settings.contract';
import { DeleteResume } from './delete-resume.command';
import { executeSettingsCommand } from './execute-settings-command';

/** Record ResumeDeleted, then remove the files it made unreferenced. */
@CommandHandler(DeleteResume)
export class DeleteResumeHandler implements ICommandHandler<DeleteResume> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  async execute({ userId, meta }: DeleteResume): Promise<ResumeDeleteResult> {
    const outcome = await executeSettingsCommand(
      this.store,
      { type: 'DeleteResume', data: { userId } },
      meta,
    );
    const removed = outcome.before?.resume;
    if (removed) await removeResumeFiles(this.files, removed);
    return { message: 'Resume deleted successfully', checkpoint: outcome.checkpoint };
  }
}
