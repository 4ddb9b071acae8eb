import { Inject, Injectable } from '@nestjs/common';
import { Kysely } from 'kysely';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../config/config';
import { DATABASE } from '../database/database';
import { InvalidRefreshToken, RefreshTokenRaced, RefreshTokenReused } from './auth.errors';

export interface AuthRefreshTokensTable {
  id: string;
  family_id: string;
  user_id: string;
  token_hash: string;
  issued_at: Date;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

export interface AuthTables {
  auth_refresh_tokens: AuthRefreshTokensTable;
}

const hash = (token: string): string => createHash('sha256').update(token).digest('hex');

type Rotation =
  | { outcome: 'rotated'; userId: string; refreshToken: string; sessionId: string }
  | { outcome: 'raced' }
  | { outcome: 'reused' }
  | { outcome: 'invalid' };

/** A refresh token and the session (its family) it belongs to; access tokens carry the session as `sid`. */
export interface IssuedRefreshToken {
  refreshToken: string;
  sessionId: string;
}

/**
 * Two tabs of one browser share the stored refresh token and may both present it at once: a second use
 * this soon after the first is refused without revoking the session; later it means someone else holds it.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/** Opaque, single-use refresh tokens grouped in families (one family per sign-in). */
@Injectable()
export class RefreshTokens {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<AuthTables>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Starts a new family: one per sign-in, so logging out on one device leaves the others alone. */
  async issue(userId: string, now = new Date()): Promise<IssuedRefreshToken> {
    const sessionId = randomUUID();
    return { refreshToken: await this.insert(this.db, userId, sessionId, now), sessionId };
  }

  /**
   * Uses up the presented token and returns its successor. A token presented a second time means two
   * parties hold it; the whole family is revoked so the thief's successor dies with the owner's.
   */
  async rotate(refreshToken: string, now = new Date()): Promise<IssuedRefreshToken & { userId: string }> {
    const rotation = await this.db.transaction().execute(async (trx): Promise<Rotation> => {
      // The row lock makes a concurrent rotation of the same token wait and then see used_at set.
      const row = await trx
        .selectFrom('auth_refresh_tokens')
        .selectAll()
        .where('token_hash', '=', hash(refreshToken))
        .forUpdate()
        .executeTakeFirst();
      if (!row || row.revoked_at !== null) return { outcome: 'invalid' };
      if (row.used_at !== null) {
        if (now.getTime() - row.used_at.getTime() < REFRESH_REUSE_GRACE_MS) return { outcome: 'raced' };
        await trx
          .updateTable('auth_refresh_tokens')
          .set({ revoked_at: now })
          .where('family_id', '=', row.family_id)
          .where('revoked_at', 'is', null)
          .execute();
        return { outcome: 'reused' };
      }
      if (row.expires_at.getTime() <= now.getTime()) return { outcome: 'invalid' };
      await trx.updateTable('auth_refresh_tokens').set({ used_at: now }).where('id', '=', row.id).execute();
      const successor = await this.insert(trx, row.user_id, row.family_id, now);
      return { outcome: 'rotated', userId: row.user_id, refreshToken: successor, sessionId: row.family_id };
    });
    if (rotation.outcome === 'reused') throw new RefreshTokenReused();
    if (rotation.outcome === 'raced') throw new RefreshTokenRaced();
    if (rotation.outcome === 'invalid') throw new InvalidRefreshToken();
    return { userId: rotation.userId, refreshToken: rotation.refreshToken, sessionId: rotation.sessionId };
  }

  /** False once the session was signed out, revoked for reuse, or has no token left that could refresh. */
  async isSessionActive(sessionId: string, now = new Date()): Promise<boolean> {
    const live = await this.db
      .selectFrom('auth_refresh_tokens')
      .select('id')
      .where('family_id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .limit(1)
      .executeTakeFirst();
    return live !== undefined;
  }

  /** Ends one session of this user (a logout); another user's session id changes nothing. */
  async revokeSession(sessionId: string, userId: string, now = new Date()): Promise<void> {
    await this.db
      .updateTable('auth_refresh_tokens')
      .set({ revoked_at: now })
      .where('family_id', '=', sessionId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Revokes the family of a token of this user; a token of someone else or an unknown one changes nothing. */
  async revokeFamilyOf(refreshToken: string, userId: string, now = new Date()): Promise<void> {
    const row = await this.db
      .selectFrom('auth_refresh_tokens')
      .select('family_id')
      .where('token_hash', '=', hash(refreshToken))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return;
    await this.db
      .updateTable('auth_refresh_tokens')
      .set({ revoked_at: now })
      .where('family_id', '=', row.family_id)
      .where('revoked_at', 'is', null)
      .execute();
  }

  private async insert(db: Kysely<AuthTables>, userId: string, familyId: string, now: Date): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + this.config.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000);
    await db
      .insertInto('auth_refresh_tokens')
      .values({
        id: randomUUID(),
        family_id: familyId,
        user_id: userId,
        token_hash: hash(token),
        issued_at: now,
        expires_at: expiresAt,
      })
      .execute();
    return token;
  }
}
