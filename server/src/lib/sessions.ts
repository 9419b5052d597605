import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connect';
import type { User } from '../db/schema';
import { compiledOnce } from '../db/compiled-once';
import { prepared } from '../db/prepared-statements';
import { userChangesOf } from '../db/user-changes';
import { SUBSCRIPTION_COLUMNS, withAccess, type Access } from './access';

export const SESSION_COOKIE = 'dl_session';

/** What the database keeps of a session id (sessions.id_hash): push subscriptions name their session by it. */
export const sessionHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A random 128-bit session id; only its hash is stored. */
export async function createSession(db: Db, userId: number, now: Date, days: number): Promise<string> {
  const token = randomBytes(16).toString('base64url');
  await db
    .insertInto('sessions')
    .values({ id_hash: sessionHash(token), user_id: userId, created_at: now, expires_at: addDays(now, days) })
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

type SessionRow = Awaited<ReturnType<typeof liveSession>>[number];

/** The session as the request sees it at `now`: null once it has expired. Each call makes a user object of its own. */
function liveAt(row: SessionRow, now: Date): LiveSession | null {
  if (row.session_expires_at <= now) return null;
  const { rest: { session_expires_at: expiresAt, ...user }, access } = withAccess(row, now);
  return { user, expiresAt, access };
}

/** The session's user when the session is live and the account enabled and not deleted. */
async function findSession(db: Db, token: string, now: Date): Promise<LiveSession | null> {
  const [row] = await liveSession(db, { idHash: sessionHash(token), now });
  return row ? liveAt(row, now) : null;
}

/** How long a session read is kept at most, and how many are kept. */
export const SESSIONS_KEPT = { ms: 60_000, most: 5_000 };

/**
 * Finds sessions as `findSession` does, keeping what it read in the process: a page's session lookup is a round
 * trip to the database, as long as the page's own statement (bench/README.md, "Server CPU per request").
 * What is kept goes as soon as the user's account, a session or the subscription changes: this process's
 * writes once committed, other processes' by NOTIFY (db/user-changes.ts); and nothing is kept while another
 * process's change could go unheard. A read that a change overtook is not kept: `changed` counts the changes,
 * and a row is kept only if neither everything nor its user changed since the read began. A logout, a block
 * or a new subscription in another process shows here within the NOTIFY's delivery, about a millisecond.
 * Returns the lookup, and its stop.
 */
export function keptSessions(db: Db, kept = SESSIONS_KEPT): { find: (token: string, now: Date) => Promise<LiveSession | null>; stop: () => void } {
  const changes = userChangesOf(db);
  if (!changes) return { find: (token, now) => findSession(db, token, now), stop: () => undefined };
  const rows = new Map<string, { row: SessionRow; at: number }>();
  const changedAt = new Map<number, number>();
  let changed = 0;
  let allChangedAt = 0;
  const stop = changes.on((userId) => {
    changed += 1;
    if (userId === null || changedAt.size >= kept.most) {
      rows.clear();
      changedAt.clear();
      allChangedAt = changed;
      return;
    }
    changedAt.set(userId, changed);
    for (const [idHash, { row }] of rows) if (row.id === userId) rows.delete(idHash);
  });

  async function find(token: string, now: Date): Promise<LiveSession | null> {
    const idHash = sessionHash(token);
    const found = rows.get(idHash);
    if (found && changes!.heard && performance.now() - found.at < kept.ms) return liveAt(found.row, now);
    const began = changed;
    const [row] = await liveSession(db, { idHash, now });
    if (!row) return null;
    if (changes!.heard && allChangedAt <= began && (changedAt.get(row.id) ?? 0) <= began) {
      rows.delete(idHash);
      rows.set(idHash, { row, at: performance.now() });
      if (rows.size > kept.most) rows.delete(rows.keys().next().value!);
    }
    return liveAt(row, now);
  }
  return { find, stop };
}

export async function extendSession(db: Db, token: string, expiresAt: Date): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id_hash', '=', sessionHash(token)).execute();
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', sessionHash(token)).execute();
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}
