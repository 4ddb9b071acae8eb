import { Controller, Inject, Logger, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { PlanLimitsQuery } from '../../plan-limits/queries/plan-limits.query';
import { mapWithConcurrency } from '../../platform/async/map-with-concurrency';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { CommandMeta, type CallerCommandMetadata } from '../../platform/commands/command-meta.decorator';
import { recordOnce } from '../../platform/commands/record-once';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { DomainError } from '../../platform/errors/domain-error';
import { domainErrorBody } from '../../platform/http/exception.filter';
import { ValidBody } from '../../platform/http/zod-validation.pipe';
import { LanguageModelAborted } from '../../platform/language-model/language-model.port';
import {
  BULK_DRAFTING_CONCURRENCY,
  bulkDraftKey,
  bulkSummary,
  NO_CONTACTS_TO_PROCESS,
  planBulkDrafts,
} from '../bulk-drafting.rules';
import { bulkDraftingStreamId, type BulkDraftingPlanned } from '../bulk-drafting.events';
import { DraftEmailForContact, type DraftedEmail } from '../commands/draft-email-for-contact.command';
import {
  bulkWriteBody,
  type BulkEmailResult,
  type BulkStreamEvent,
  type BulkWriteBody,
} from '../drafting.contract';
import { EmailDrafting } from '../email-drafting.service';
import { DraftingSourcesQuery } from '../queries/drafting-sources.query';

const SOMETHING_WENT_WRONG = 'Something went wrong on our side. Please try again.';

/**
 * POST /emails/write/stream/bulk/: writes an AI draft for each chosen contact, a few at a time, as `data:` events
 * (server-sent events). Only a body the schema refuses is a JSON 400; every other refusal (no resume, the plan's
 * write_limit) is an event carrying the JSON error's fields, so the client reads one shape once it has asked.
 */
@ApiTags('drafting')
@SignedIn()
@Controller('emails')
export class BulkEmailStreamController {
  private readonly logger = new Logger('BulkEmailStream');

  constructor(
    private readonly drafting: EmailDrafting,
    private readonly sources: DraftingSourcesQuery,
    private readonly limits: PlanLimitsQuery,
    private readonly commands: CommandBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Post('write/stream/bulk')
  @ApiProduces('text/event-stream')
  async bulk(
    @ValidBody(bulkWriteBody) body: BulkWriteBody,
    @CommandMeta() meta: CallerCommandMetadata,
    @Res() res: Response,
  ): Promise<void> {
    const userId = meta.actorUserId;
    // Each contact's draft is saved under this key and the contact: a retry under the same Idempotency-Key answers
    // the drafts already made and writes only the rest. Without a header every request is a new one.
    const requestKey = meta.idempotencyKey ?? randomUUID();
    const aborter = new AbortController();
    // Every model call of the request listens to this one signal (the SDK keeps its listener until the request ends).
    setMaxListeners(body.number + 1, aborter.signal);
    res.on('close', () => {
      if (!res.writableFinished) aborter.abort();
    });
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    const send = (event: BulkStreamEvent) => {
      if (!res.writableEnded && !res.destroyed) res.write(`data: ${JSON.stringify(event)}\n\n`);
    };
    const refused = (error: unknown, total?: number) => {
      if (!(error instanceof DomainError)) {
        this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      }
      const fields = error instanceof DomainError ? domainErrorBody(error) : { detail: SOMETHING_WENT_WRONG };
      send({
        status: 'error',
        error: 'Generation stopped.',
        ...fields,
        ...(total === undefined ? {} : { total }),
      });
    };

    try {
      send({ status: 'initializing', message: 'Finding contacts' });
      const contactIds = await this.chosenContacts(userId, body, meta);
      const total = contactIds.length;
      if (total === 0) {
        send({ status: 'complete', message: NO_CONTACTS_TO_PROCESS, total: 0 });
        return;
      }
      // Once, before any model call, rather than once per contact.
      await this.drafting.ensureResumeStored(userId, new Date());
      const keys = contactIds.map((contactId) => bulkDraftKey(requestKey, contactId));
      const savedBefore = await Promise.all(
        keys.map(async (key) => (await this.drafting.savedUnder(userId, key)) !== null),
      );
      const allowance = savedBefore.every(Boolean)
        ? 0
        : await this.limits.allowance(userId, 'write_limit', new Date());
      const steps = planBulkDrafts(savedBefore, allowance);
      send({ status: 'streaming', message: `Generating ${total} emails`, total });

      let done = 0;
      let stopped: unknown = null;
      const work = contactIds
        .map((contactId, index) => ({ contactId, index, key: keys[index] }))
        .filter(({ index }) => steps[index] !== 'over-limit');
      await mapWithConcurrency(work, BULK_DRAFTING_CONCURRENCY, async ({ contactId, index, key }) => {
        // A client gone or a refusal that ends the stream: no new e-mail is started; those saved are kept.
        if (aborter.signal.aborted || stopped !== null) return;
        const email_index = index + 1;
        send({
          status: 'streaming',
          message: `Writing email ${email_index} of ${total}`,
          email_index,
          total,
        });
        try {
          const drafted: DraftedEmail = await this.commands.execute(
            new DraftEmailForContact(
              userId,
              contactId,
              { ...meta, now: new Date().toISOString(), idempotencyKey: key },
              body.instructions,
              { messageType: body.message_type, tone: body.tone, signal: aborter.signal },
            ),
          );
          done += 1;
          const result: BulkEmailResult = {
            id: drafted.draftId,
            contact_id: contactId,
            subject: drafted.subject,
            body: drafted.body,
            ...(drafted.checkpoint ? { checkpoint: drafted.checkpoint } : {}),
          };
          send({
            status: `FINAL_RESULT: ${JSON.stringify(result)}`,
            message: `Email ${email_index} of ${total} generated`,
            email_index,
            total,
          });
        } catch (error) {
          if (error instanceof LanguageModelAborted || aborter.signal.aborted) return;
          // Another request took the last drafts of the period meanwhile: the rest would be refused as well.
          if (error instanceof DomainError && error.code === 'PLAN.LIMIT_REACHED') {
            stopped ??= error;
            return;
          }
          if (!(error instanceof DomainError)) {
            this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
          }
          // One e-mail failing (the model broke off, wrote nothing) does not stop the others.
          send({
            error: `Email ${email_index} of ${total} failed.`,
            detail: error instanceof DomainError ? error.message : SOMETHING_WENT_WRONG,
            email_index,
            total,
          });
        }
      });
      if (aborter.signal.aborted) return;
      if (stopped === null && steps.includes('over-limit')) {
        // Left for the plan's limit: the refusal the upgrade dialog reads, with the figures as they are now.
        try {
          await this.drafting.ensureWriteAllowed(userId);
        } catch (error) {
          stopped = error;
        }
      }
      if (stopped !== null) {
        refused(stopped, total);
        return;
      }
      send({ status: 'complete', message: bulkSummary(done, total), total });
    } catch (error) {
      if (!aborter.signal.aborted) refused(error);
    } finally {
      if (!res.writableEnded) res.end();
    }
  }

  /**
   * The caller's contacts among filtered_ids (in the order given), else those without a waiting draft; at most
   * `number`. Under an Idempotency-Key the choice is recorded once: a retry writes to the same contacts, which by
   * then have the drafts the first try saved.
   */
  private async chosenContacts(
    userId: string,
    body: BulkWriteBody,
    meta: CallerCommandMetadata,
  ): Promise<string[]> {
    const choose = async () =>
      body.filtered_ids
        ? (await this.sources.contactsAmong(userId, body.filtered_ids)).slice(0, body.number)
        : await this.sources.contactsWithoutDraft(userId, body.number);
    if (!meta.idempotencyKey) return choose();
    const { contactIds } = await recordOnce<BulkDraftingPlanned>(
      this.store,
      bulkDraftingStreamId(userId, meta.idempotencyKey),
      meta,
      async () => ({ type: 'BulkDraftingPlanned', data: { userId, contactIds: await choose() } }),
    );
    return contactIds;
  }
}
