import { Controller, Logger, Post, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { CommandMeta, type CallerCommandMetadata } from '../../platform/commands/command-meta.decorator';
import { DomainError } from '../../platform/errors/domain-error';
import { ValidBody } from '../../platform/http/zod-validation.pipe';
import { LanguageModelAborted } from '../../platform/language-model/language-model.port';
import { streamEmailBody, type StreamEmailBody, type StreamedEmailResult } from '../drafting.contract';
import { EmailDrafting } from '../email-drafting.service';

/** Progress lines are single lines whatever a name or title contains. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/**
 * POST /emails/stream: `Step N: ...` lines while it works, then `FINAL_RESULT: {json}`, or `ERROR: {json}`
 * once streaming has begun. Refusals found before the first byte are ordinary JSON errors.
 */
@ApiTags('drafting')
@SignedIn()
@Controller('emails')
export class EmailStreamController {
  private readonly logger = new Logger('EmailStream');

  constructor(private readonly drafting: EmailDrafting) {}

  @Post('stream')
  @ApiProduces('text/plain')
  async stream(
    @ValidBody(streamEmailBody) body: StreamEmailBody,
    @CommandMeta() meta: CallerCommandMetadata,
    @Res() res: Response,
  ): Promise<void> {
    const userId = meta.actorUserId;
    const prepared = await this.drafting.prepare(userId, body, new Date());
    // A retry under the same key answers the draft it saved; a new draft must fit the plan's write_limit, checked
    // before the first byte and before the model is asked.
    const earlier = meta.idempotencyKey ? await this.drafting.savedUnder(userId, meta.idempotencyKey) : null;
    if (earlier === null) await this.drafting.ensureWriteAllowed(userId);

    const aborter = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) aborter.abort();
    });
    res.status(200);
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    // Proxies such as nginx would otherwise hold the lines back until the end.
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    let step = 0;
    const write = (line: string) => {
      if (!res.writableEnded && !res.destroyed) res.write(`${line}\n`);
    };
    const progress = (text: string) => write(`Step ${++step}: ${oneLine(text)}`);

    try {
      const { contact, context } = prepared;
      const model = this.drafting.describeModel();
      progress(`Loaded your profile and resume (${plural(prepared.resumeChars, 'character')})`);
      const role = [contact.job_title, contact.company].filter(Boolean).join(' at ');
      progress(
        `Read the contact ${`${contact.first_name} ${contact.last_name}`.trim()}${role ? ` (${role})` : ''}`,
      );
      progress(`Built the prompt from your template: ${context.messageType}, ${context.tone} tone`);
      progress(
        model.provider === 'embedded'
          ? 'Writing with the offline drafter (no language model configured)'
          : `Writing with ${model.model}`,
      );
      const written = earlier ?? (await this.drafting.write(prepared, aborter.signal));
      progress(
        earlier
          ? 'Found the draft this request already saved'
          : `Checked the draft: subject and ${plural(written.body.split(/\s+/).filter(Boolean).length, 'word')}`,
      );
      progress('Saving the draft');
      // Under the same key SaveDraftForContact replays: no second draft, and the same id, body and checkpoint. The
      // draft is recorded as saved when the model has finished writing it, not when the request arrived.
      const saved = await this.drafting.save(userId, prepared, written, {
        ...meta,
        now: new Date().toISOString(),
      });
      const result: StreamedEmailResult = {
        subject: saved.draft.subject,
        body: saved.draft.body,
        id: saved.id,
        checkpoint: saved.checkpoint,
      };
      write(`FINAL_RESULT: ${JSON.stringify(result)}`);
    } catch (error) {
      if (error instanceof LanguageModelAborted || aborter.signal.aborted) return;
      if (!(error instanceof DomainError)) {
        this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      }
      const detail =
        error instanceof DomainError ? error.message : 'Something went wrong on our side. Please try again.';
      write(`ERROR: ${JSON.stringify({ detail })}`);
    } finally {
      if (!res.writableEnded) res.end();
    }
  }
}
