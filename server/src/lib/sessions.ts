import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connect';
import type { User } from '../db/schema';
import { compiledOnce } from '../db/compiled-once';
import { prepared } from '../db/prepared-statements';
import { SUBSCRIPTION_COLUMNS, withAccess, type Access } from './access';

export const SESSION_COOKIE = 'dl_session';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A random 128-bit session id; only its hash is stored. */
export async function createSession(db: Db, userId: number, now: Date, days: number): Promise<string> {
  const token = randomBytes(16).toString('base64url');
  await db
    .insertInto('sessions')
    .values({ id_hash: hash(token), user_id: userId, created_at: now, expires_at: addDays(now, days) })
    .execute();
  return token;
}

export interface LiveSession {
  user: User;
  expiresAt: Date;
  /** The user's subscription access at `now`, read with the session (one round trip for both). */
  access: Access;
}

const liveSession = compiledOnce((db: Db, { idHash, now }: { idHash: string; now: Date }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('subscriptions', 'subscriptions.user_id', 'users.id')
    .selectAll('users')
    .select(['sessions.expires_at as session_expires_at', ...SUBSCRIPTION_COLUMNS])
    .where('sessions.id_hash', '=', idHash)
    .where('sessions.expires_at', '>', now)
    .where('users.deleted_at', 'is', null)
    .where('users.enabled', '=', true)
    .$call(prepared),
);

/** The session's user when the session is live and the account enabled and not deleted. */
export async function findSession(db: Db, token: string, now: Date): Promise<LiveSession | null> {
  const [row] = await liveSession(db, { idHash: hash(token), now });
  if (!row) return null;
  const { rest: { session_expires_at: expiresAt, ...user }, access } = withAccess(row, now);
  return { user, expiresAt, access };
}

export async function extendSession(db: Db, token: string, expiresAt: Date): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id_hash', '=', hash(token)).execute();
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', hash(token)).execute();
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}
