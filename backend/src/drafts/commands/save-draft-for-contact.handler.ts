import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PlanLimitsQuery } from '../../plan-limits/queries/plan-limits.query';
import { executeCommand } from '../../platform/commands/execute-command';
import { AdvisoryLocks } from '../../platform/database/advisory-lock';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { draftResult, type DraftCommandResult } from '../draft.commands';
import { draftIdFor } from '../draft-id';
import { draftDecider } from '../draft.decider';
import { draftStreamId } from '../draft.events';
import { DEFAULT_MESSAGE_TYPE, DEFAULT_TONE, normalizeDraftBody } from '../draft-rules.contract';
import { sanitizeHtml } from '../../platform/html/sanitize-html';
import type { DraftContact } from '../draft.decider';
import { DraftContactsQuery } from '../queries/draft-contacts.query';
import { SaveDraftForContact } from './save-draft-for-contact.command';

@CommandHandler(SaveDraftForContact)
export class SaveDraftForContactHandler implements ICommandHandler<SaveDraftForContact> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly contacts: DraftContactsQuery,
    private readonly limits: PlanLimitsQuery,
    private readonly locks: AdvisoryLocks,
  ) {}

  async execute({ userId, input, meta }: SaveDraftForContact): Promise<DraftCommandResult> {
    const draftId = meta.idempotencyKey ? draftIdFor(userId, meta.idempotencyKey) : randomUUID();
    const contact = await this.contacts.contactOf(userId, input.contactId);
    // Every saved draft counts toward write_limit, the AI drafter's and a hand-written one; a replay under the same
    // Idempotency-Key saves nothing new, so it is not refused.
    const replay = !!meta.idempotencyKey && (await this.store.readStream(draftStreamId(draftId))).length > 0;
    if (replay) return draftResult(await this.save(draftId, userId, contact, input, meta));
    // One check-and-save per user at a time, on every node: drafts saved side by side (the autopilot's) each see the
    // ones before them (the check waits for the user's newest draft to be counted), so none passes the limit.
    return this.locks.whileHeld(`write_limit:${userId}`, async () => {
      await this.limits.ensureAllowed(userId, 'write_limit', 1, new Date(meta.now));
      return draftResult(await this.save(draftId, userId, contact, input, meta));
    });
  }

  private save(
    draftId: string,
    userId: string,
    contact: DraftContact | null,
    input: SaveDraftForContact['input'],
    meta: SaveDraftForContact['meta'],
  ) {
    return executeCommand(
      this.store,
      draftStreamId(draftId),
      draftDecider,
      {
        type: 'SaveDraft',
        data: {
          draftId,
          userId,
          contact,
          subject: input.subject.trim(),
          body: normalizeDraftBody(input.body, sanitizeHtml),
          messageType: input.messageType ?? DEFAULT_MESSAGE_TYPE,
          tone: input.tone ?? DEFAULT_TONE,
          source: input.source ?? 'manual',
        },
      },
      meta,
    );
  }
}
