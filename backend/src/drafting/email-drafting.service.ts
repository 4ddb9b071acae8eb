import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SaveDraftForContact } from '../drafts/commands/save-draft-for-contact.command';
import { draftIdFor } from '../drafts/draft-id';
import {
  DEFAULT_MESSAGE_TYPE,
  DEFAULT_TONE,
  textToBreakTags,
  type MessageType,
  type Tone,
} from '../drafts/draft-rules.contract';
import { PlanLimitsQuery } from '../plan-limits/queries/plan-limits.query';
import type { CommandMetadata } from '../platform/commands/command-metadata';
import { sanitizeHtml } from '../platform/html/sanitize-html';
import {
  LANGUAGE_MODEL,
  type LanguageModel,
  type LanguageModelDescription,
} from '../platform/language-model/language-model.port';
import {
  DraftingContactNotFound,
  EmptyDraftWritten,
  NoContactsToTestPrompt,
  NoResumeStored,
} from './drafting.errors';
import type { StreamEmailBody, WrittenEmail } from './drafting.contract';
import { EMAIL_DRAFT_PURPOSE, type EmailDraftContext } from './email-draft-context';
import { buildEmailDraftContext, buildEmailPrompt } from './email-prompt';
import { fallbackSubject, parseEmailDraft } from './parse-email-draft';
import { DraftsQuery } from '../drafts/queries/drafts.query';
import { DraftingContact, DraftingProfile, DraftingSourcesQuery } from './queries/drafting-sources.query';

/** Long enough for the spec's e-mails (under ~200 words) with room to spare; bounds a runaway answer. */
export const EMAIL_MAX_TOKENS = 800;
export const EMAIL_TEMPERATURE = 0.7;

/** One e-mail ready to be written: everything that could refuse the request has been checked. */
export interface PreparedEmail {
  contact: DraftingContact;
  context: EmailDraftContext;
  system: string;
  prompt: string;
  resumeChars: number;
}

export interface WriteProgress {
  /** Called with each chunk as it arrives. */
  onChunk?(chunk: string, soFar: string): void;
}

/** Gathers the facts, asks the language model, and turns its answer into a draft. */
@Injectable()
export class EmailDrafting {
  constructor(
    private readonly sources: DraftingSourcesQuery,
    @Inject(LANGUAGE_MODEL) private readonly model: LanguageModel,
    private readonly commands: CommandBus,
    private readonly drafts: DraftsQuery,
    private readonly limits: PlanLimitsQuery,
  ) {}

  /** Refuses (PLAN.LIMIT_REACHED) when one more draft would pass the plan's write_limit this billing period. */
  ensureWriteAllowed(userId: string): Promise<void> {
    return this.limits.ensureAllowed(userId, 'write_limit');
  }

  /**
   * The e-mail an earlier request under this Idempotency-Key already saved, or null: a retried stream answers
   * that draft (SaveDraftForContact replays under the same key) instead of asking the model again.
   */
  async savedUnder(userId: string, idempotencyKey: string): Promise<WrittenEmail | null> {
    const earlier = await this.drafts.draftForUser(userId, draftIdFor(userId, idempotencyKey));
    return earlier === null ? null : { subject: earlier.draft.subject, body: earlier.draft.body };
  }

  /** Refuses (NoResumeStored) before anything is written for a user without a resume. */
  async ensureResumeStored(userId: string, now: Date): Promise<void> {
    if ((await this.sources.profile(userId, now)).resumeText === null) throw new NoResumeStored();
  }

  describeModel(): LanguageModelDescription {
    return this.model.describe();
  }

  /** POST /emails/stream's checks and facts, all before the first byte is sent. */
  async prepare(userId: string, input: StreamEmailBody, now: Date): Promise<PreparedEmail> {
    const contact = await this.sources.contact(
      userId,
      input.contact_id ? { contactId: input.contact_id } : { email: input.contact_email },
    );
    if (contact === null)
      throw new DraftingContactNotFound(input.contact_id ? 'contact_id' : 'contact_email');
    if (contact.email.toLowerCase() !== input.contact_email.toLowerCase()) {
      // An id and an e-mail of two different contacts: which one was meant is unknown.
      throw new DraftingContactNotFound('contact_id');
    }
    const profile = await this.sources.profile(userId, now);
    if (profile.resumeText === null) throw new NoResumeStored();
    return this.prepared(profile, profile.resumeText, contact, {
      messageType: input.message_type,
      tone: input.tone,
      instructions: input.instructions,
      calendarInfo: input.calendar_info,
      portfolioLink: input.portfolio_link ?? profile.portfolioLink,
      linkedinProfile: input.linkedin_profile ?? profile.linkedinProfile,
      now,
    });
  }

  /** POST /settings/test_prompt: the saved template for the most recent contact, with the defaults. */
  async prepareTest(userId: string, now: Date): Promise<PreparedEmail> {
    const contact = await this.sources.mostRecentContact(userId);
    if (contact === null) throw new NoContactsToTestPrompt();
    const profile = await this.sources.profile(userId, now);
    if (profile.resumeText === null) throw new NoResumeStored();
    return this.prepared(profile, profile.resumeText, contact, {
      messageType: DEFAULT_MESSAGE_TYPE,
      tone: DEFAULT_TONE,
      portfolioLink: profile.portfolioLink,
      linkedinProfile: profile.linkedinProfile,
      now,
    });
  }

  private prepared(
    profile: DraftingProfile,
    resumeText: string,
    contact: DraftingContact,
    options: {
      messageType: MessageType;
      tone: Tone;
      instructions?: string;
      calendarInfo?: string;
      portfolioLink: string | null;
      linkedinProfile: string | null;
      now: Date;
    },
  ): PreparedEmail {
    const context = buildEmailDraftContext({
      promptTemplate: profile.promptTemplate,
      linkedinData: profile.linkedinData,
      accountName: profile.accountName,
      portfolioLink: options.portfolioLink,
      linkedinProfile: options.linkedinProfile,
      customUrls: profile.customUrls,
      resumeText,
      contact,
      messageType: options.messageType,
      tone: options.tone,
      instructions: options.instructions,
      calendarInfo: options.calendarInfo,
      now: options.now,
    });
    return { contact, context, ...buildEmailPrompt(context), resumeChars: resumeText.trim().length };
  }

  /** Asks the model and parses its answer; model failures are thrown as they come (LanguageModelFailed). */
  async write(
    prepared: PreparedEmail,
    signal: AbortSignal | undefined,
    progress: WriteProgress = {},
  ): Promise<WrittenEmail> {
    let text = '';
    for await (const chunk of this.model.streamText({
      purpose: EMAIL_DRAFT_PURPOSE,
      system: prepared.system,
      prompt: prepared.prompt,
      context: prepared.context,
      maxTokens: EMAIL_MAX_TOKENS,
      temperature: EMAIL_TEMPERATURE,
      signal,
    })) {
      text += chunk;
      progress.onChunk?.(chunk, text);
    }
    const written = parseEmailDraft(
      text,
      fallbackSubject(prepared.context.messageType, prepared.context.contact.company),
    );
    if (written.body === '') throw new EmptyDraftWritten();
    return written;
  }

  /** The model writes plain text: its stored (and shown) form, the same for a saved draft and a test. */
  storedForm(written: WrittenEmail): WrittenEmail {
    return { subject: written.subject, body: sanitizeHtml(textToBreakTags(written.body)) };
  }

  /** Saves the written e-mail as an AI draft for the contact, through the drafts context's command. */
  async save(userId: string, prepared: PreparedEmail, written: WrittenEmail, meta: CommandMetadata) {
    return this.commands.execute(
      new SaveDraftForContact(
        userId,
        {
          contactId: prepared.contact.contact_id,
          subject: written.subject,
          body: this.storedForm(written).body,
          messageType: prepared.context.messageType,
          tone: prepared.context.tone,
          source: 'ai',
        },
        meta,
      ),
    );
  }
}
