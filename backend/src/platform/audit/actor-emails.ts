import { sql, type Kysely } from 'kysely';

/** Who an audit row names: a user id with the e-mail the users list knows (null while it does not). */
export interface AuditUser {
  user_id: string;
  email: string | null;
}

/** The columns of the users_list read model (owned by the users context) that name an audit row's users. */
export interface ActorEmailsReadModel {
  users_list: { user_id: string; email: string };
}

/** E-mails of these users from the users_list read model in one query; ids it does not know are absent. */
export async function userEmails(
  db: Kysely<ActorEmailsReadModel>,
  userIds: Iterable<string>,
): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users_list')
    .select(['user_id', 'email'])
    .where('user_id', '=', sql<string>`ANY (${ids}::text[])`)
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.email]));
}

export function auditUser(userId: string | null, emails: Map<string, string>): AuditUser | null {
  return userId ? { user_id: userId, email: emails.get(userId) ?? null } : null;
}
