import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import { isoTimestamp } from '../../platform/database/timestamps';
import { loadAggregate } from '../../platform/commands/execute-command';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { sanitizeHtml } from '../../platform/html/sanitize-html';
import {
  NEW_DRAFT_WINDOW_MS,
  type AllDraftsResponse,
  type DraftsResponse,
  type DraftView,
} from '../draft-rules.contract';
import { EmailPreviews } from '../../messaging/queries/email-previews.query';
import { draftViewOf } from '../draft.commands';
import { draftDecider } from '../draft.decider';
import { draftStreamId } from '../draft.events';
import type { DraftsListRow, DraftsReadModels } from './drafts-list.row';

/** GET /emails/drafts/all still answers a bounded list. */
export const MAX_ALL_DRAFTS = 1000;

/** A draft as the sending side needs it: what it says now, and whether it is still a draft. */
export interface DraftForUser {
  draft: DraftView;
  state: 'draft' | 'sent' | 'deleted';
  /** The message it went out as, once sent. */
  messageId: string | null;
}

function toView(row: DraftsListRow): DraftView {
  return {
    draft_id: row.draft_id,
    id: row.draft_id,
    contact_id: row.contact_id,
    contact_email: row.contact_email,
    contact_name: row.contact_name,
    company: row.company,
    subject: row.subject,
    // Stored bodies were sanitised on the way in; again on the way out, so a rule tightened later holds for old rows.
    body: sanitizeHtml(row.body),
    status: 'draft',
    message_type: row.message_type,
    tone: row.tone,
    created_at: isoTimestamp(row.created_at),
    updated_at: isoTimestamp(row.updated_at),
  };
}

/** Reads the caller's drafts; every statement is scoped to one user. */
@Injectable()
export class DraftsQuery {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<DraftsReadModels>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly previews: EmailPreviews,
  ) {}

  /** Newest first, each with how it goes out if sent now. */
  async recent(userId: string, limit: number, now: Date): Promise<DraftsResponse> {
    const { rows } = await sql<DraftsListRow>`
      SELECT * FROM drafts_list WHERE user_id = ${userId}
      ORDER BY created_at DESC, draft_id LIMIT ${limit}
    `.execute(this.db);
    const previews = await this.previews.forContacts(
      userId,
      rows.map((row) => row.contact_id),
      now,
    );
    return {
      drafts: rows.map((row) => ({ ...toView(row), preview: previews.draft(row.contact_id, row.body) })),
    };
  }

  /**
   * The drafts a mass send would send: each contact's newest waiting draft (among `contactIds` when given), the
   * longest-waiting first, at most `limit`.
   */
  async newestPerContact(
    userId: string,
    contactIds: readonly string[] | undefined,
    limit: number,
  ): Promise<string[]> {
    if (contactIds?.length === 0) return [];
    const among = contactIds ? sql`AND contact_id IN (${sql.join([...contactIds])})` : sql``;
    return (await this.newestWaiting(userId, among, limit)).map((row) => row.draftId);
  }

  /** As a mass send chooses (newestPerContact), with each draft's contact, leaving out the contacts in `except`. */
  async newestPerContactExcept(
    userId: string,
    except: readonly string[],
    limit: number,
  ): Promise<{ draftId: string; contactId: string }[]> {
    const skip = except.length > 0 ? sql`AND contact_id <> ALL(${[...except]}::text[])` : sql``;
    return this.newestWaiting(userId, skip, limit);
  }

  private async newestWaiting(userId: string, filter: RawBuilder<unknown>, limit: number) {
    const { rows } = await sql<{ draftId: string; contactId: string }>`
      SELECT draft_id AS "draftId", contact_id AS "contactId" FROM (
        SELECT DISTINCT ON (contact_id) draft_id, contact_id, created_at FROM drafts_list
        WHERE user_id = ${userId} ${filter}
        ORDER BY contact_id, created_at DESC, draft_id
      ) newest
      ORDER BY created_at, draft_id LIMIT ${limit}
    `.execute(this.db);
    return rows;
  }

  /** New: created within the last 24 hours before `now`; earlier: the rest. Each newest first. */
  async all(userId: string, now: Date): Promise<AllDraftsResponse> {
    const { drafts } = await this.recent(userId, MAX_ALL_DRAFTS, now);
    const since = now.getTime() - NEW_DRAFT_WINDOW_MS;
    return {
      new_drafts: drafts.filter((draft) => Date.parse(draft.created_at) >= since),
      earlier_drafts: drafts.filter((draft) => Date.parse(draft.created_at) < since),
    };
  }

  /**
   * The caller's draft from its stream, not the read model: a send right after an edit must send the edit.
   * Null when the caller has no draft with this id (another user's included).
   */
  async draftForUser(userId: string, draftId: string): Promise<DraftForUser | null> {
    const { state, history } = await loadAggregate(this.store, draftStreamId(draftId), draftDecider);
    if (state.status === 'none' || state.userId !== userId) return null;
    return { draft: draftViewOf(state, history), state: state.status, messageId: state.messageId };
  }
}
