import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { draftIdFor } from '../../drafts/draft-id';
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
  ) {}

  async execute({
    userId,
    contactId,
    meta,
    instructions,
    options,
  }: DraftEmailForContact): Promise<DraftedEmail> {
    const draftId = draftIdFor(userId, meta.idempotencyKey);
    // The draft's own stream, not the drafts list: a draft saved a moment ago is found, and not written twice.
    const earlier = await this.drafting.savedUnder(userId, meta.idempotencyKey);
    if (earlier !== null) return { draftId, existing: true, ...earlier };
    // Refused before the model is asked, as the stream refuses before its first byte.
    await this.drafting.ensureWriteAllowed(userId);
    const contact = await this.sources.contact(userId, { contactId });
    if (contact === null) throw new DraftingContactNotFound('contact_id');
    const prepared = await this.drafting.prepare(
      userId,
      streamEmailBody.parse({
        contact_id: contactId,
        contact_email: contact.email,
        instructions,
        message_type: options.messageType,
        tone: options.tone,
      }),
      new Date(meta.now),
    );
    const written = await this.drafting.write(prepared, options.signal);
    const saved = await this.drafting.save(userId, prepared, written, meta);
    return {
      draftId: saved.id,
      existing: false,
      subject: saved.draft.subject,
      body: saved.draft.body,
      checkpoint: saved.checkpoint,
    };
  }
}
