import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { executeCommand } from '../../platform/commands/execute-command';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { FILE_STORAGE, FileStorage } from '../../platform/storage/file-storage.port';
import { settingsStreamId } from '../../settings/settings.events';
import type { ResumeDeleteResult } from '../profile.contract';
import { profileDecider } from '../profile.decider';
import { removeResumeFiles } from '../resume-files';
import { DeleteResumeAndFiles } from './delete-resume-and-files.command';
import { replacedState } from './replaced-state';

/** Record ResumeDeleted, then remove the files it made unreferenced. */
@CommandHandler(DeleteResumeAndFiles)
export class DeleteResumeAndFilesHandler implements ICommandHandler<DeleteResumeAndFiles> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  async execute({ userId, meta }: DeleteResumeAndFiles): Promise<ResumeDeleteResult> {
    const command = { type: 'DeleteResume' as const, data: { userId } };
    const outcome = await executeCommand(this.store, settingsStreamId(userId), profileDecider, command, meta);
    const removed = replacedState(outcome)?.resume;
    if (removed) await removeResumeFiles(this.files, removed);
    return { message: 'Resume deleted successfully', checkpoint: outcome.checkpoint };
  }
}
