import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { draftIdFor } from '../../drafts/draft-id';
import { draftStreamId } from '../../drafts/draft.events';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { streamEmailBody } from '../drafting.contract';
import { DraftingContactNotFound } from '../drafting.errors';
import { EmailDrafting } from '../email-drafting.service';
import { DraftingSourcesQuery } from '../queries/drafting-sources.query';
import { DraftEmailForContact, type DraftedEmail } from './draft-email-for-contact.command';

/** prepare → write → save, as POST /emails/stream does, once per idempotency key. */
@CommandHandler(DraftEmailForContact)
export class DraftEmailForContactHandler implements ICommandHandler<DraftEmailForContact> {
  constructor(
    private readonly drafting: EmailDrafting,
    private readonly sources: DraftingSourcesQuery,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ userId, contactId, meta, instructions }: DraftEmailForContact): Promise<DraftedEmail> {
    const draftId = draftIdFor(userId, meta.idempotencyKey);
    // The draft's own stream, not the drafts list: a draft saved a moment ago is found, and not written twice.
    if ((await this.store.readStream(draftStreamId(draftId))).length > 0) return { draftId, existing: true };
    // Refused before the model is asked, as the stream refuses before its first byte.
    await this.drafting.ensureWriteAllowed(userId);
    const contact = await this.sources.contact(userId, { contactId });
    if (contact === null) throw new DraftingContactNotFound('contact_id');
    const prepared = await this.drafting.prepare(
      userId,
      streamEmailBody.parse({ contact_id: contactId, contact_email: contact.email, instructions }),
      new Date(meta.now),
    );
    const written = await this.drafting.write(prepared, undefined);
    const saved = await this.drafting.save(userId, prepared, written, meta);
    return { draftId: saved.id, existing: false };
  }
}
