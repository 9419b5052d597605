import { Client } from 'pg';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type { Db } from './connect';

/** A change to a user's account, sessions or subscription: the user's id, or null when it may be any user's. */
export type UserChange = number | null;

/** The channel migration 0034's triggers notify with the changed row's user id. */
export const USER_CHANGES_CHANNEL = 'user_changes';

/**
 * Tells what changed users, sessions and subscriptions, for what a process keeps of them (the session cache,
 * lib/session-cache.ts): this process's own writes as soon as they are committed, other processes' through
 * PostgreSQL's LISTEN. `heard` is false while another process's change could go unheard (the LISTEN
 * connection is not up), and then nothing may be kept.
 */
export class UserChanges {
  heard: boolean;
  private readonly listeners = new Set<(change: UserChange) => void>();

  constructor(heard: boolean) {
    this.heard = heard;
  }

  on(listener: (change: UserChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  tell(change: UserChange): void {
    for (const listener of this.listeners) listener(change);
  }
}

const byDb = new WeakMap<Db, UserChanges>();

/** What tells `db`'s user changes (connect.ts registers it), or undefined for a database opened otherwise. */
export const userChangesOf = (db: Db): UserChanges | undefined => byDb.get(db);

export function registerUserChanges(db: Db, changes: UserChanges): Db {
  byDb.set(db, changes);
  return db;
}

const TABLE = String.raw`(?:only\s+)?(?:"?public"?\.)?"?(users|sessions|subscriptions)"?(?=[\s(]|$)`;
const WRITES = new RegExp(String.raw`\b(update|delete\s+from|insert\s+into|truncate(?:\s+table)?)\s+${TABLE}`, 'gi');

/**
 * Whether a statement may change what a session lookup reads: an update, delete or truncate of users, sessions
 * or subscriptions, or an insert into subscriptions (an insert into users or sessions adds a row nobody has
 * read yet). Selects, by far the most, are passed at the first word.
 */
export function changesUsers(text: string): boolean {
  if (text.startsWith('select')) return false;
  for (const [, verb, table] of text.matchAll(WRITES)) if (!/^insert/i.test(verb!) || table!.toLowerCase() === 'subscriptions') return true;
  return /^\s*truncate\b[^;]*\b(?:users|sessions|subscriptions)\b/i.test(text);
}

/**
 * A pool whose statements that change users, sessions or subscriptions are told to `changes` once they are
 * committed: at once outside a transaction, at its commit or rollback inside one. Told after the database
 * has answered, a reader that started earlier cannot keep what it read (see the session cache).
 */
export function watchUserChanges(pool: PostgresPool, changes: UserChanges): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let inTransaction = false;
      let changed = false;
      return {
        async query<R>(text: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
          const ends = text === 'commit' || text === 'rollback';
          if (text === 'begin' || text.startsWith('start transaction')) inTransaction = true;
          const changing = !ends && changesUsers(text);
          try {
            return await client.query<R>(text, parameters);
          } finally {
            if (changing) changed = true;
            if (ends) inTransaction = false;
            if (changed && !inTransaction) {
              changed = false;
              changes.tell(null);
            }
          }
        },
        release: () => {
          // A transaction left open is rolled back with the connection.
          if (changed) changes.tell(null);
          changed = false;
          client.release();
        },
      } as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}

/** How long the LISTEN connection waits before trying again, at first and at most. */
const RETRY_MS = { first: 250, most: 5_000 };

/**
 * Listens on USER_CHANGES_CHANNEL over a connection of its own, telling each user id notified. When the
 * connection is lost (a database restart), `heard` is false and everything kept is dropped until it is
 * back; it is tried again with a growing wait. Returns the stop.
 */
export function listenForUserChanges(url: string, changes: UserChanges, log: (message: string) => void): () => Promise<void> {
  let stopped = false;
  let client: Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let wait = RETRY_MS.first;

  const lost = (reason: string) => {
    if (stopped) return;
    if (changes.heard) log(`Not hearing other processes' user changes (${reason}): sessions are read from the database until it is back`);
    changes.heard = false;
    changes.tell(null);
    client?.removeAllListeners();
    client?.on('error', () => undefined);
    void client?.end().catch(() => undefined);
    client = undefined;
    clearTimeout(retry);
    retry = setTimeout(connect, wait).unref();
    wait = Math.min(wait * 2, RETRY_MS.most);
  };

  async function connect(): Promise<void> {
    if (stopped) return;
    const own = new Client({ connectionString: url, keepAlive: true });
    client = own;
    own.on('error', (error) => lost(error.message));
    own.on('end', () => lost('connection ended'));
    own.on('notification', ({ payload }) => changes.tell(payload ? Number(payload) : null));
    try {
      await own.connect();
      await own.query(`listen ${USER_CHANGES_CHANNEL}`);
    } catch (error) {
      if (client === own) lost((error as Error).message);
      return;
    }
    if (stopped || client !== own) return;
    // Whatever changed while nobody listened is unknown: drop everything, then keep again.
    changes.tell(null);
    changes.heard = true;
    wait = RETRY_MS.first;
  }

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    changes.heard = false;
    const own = client;
    client = undefined;
    own?.removeAllListeners();
    own?.on('error', () => undefined);
    await own?.end().catch(() => undefined);
  };
}
