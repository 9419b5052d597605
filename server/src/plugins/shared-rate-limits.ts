import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** Ended windows deleted per statement of a sweep. */
export const SWEEP_BATCH = 1000;
/** How often ended windows are swept (a periodic pass, once across the processes). */
export const SWEEP_EVERY_MS = 60_000;

export interface Hits {
  /** Hits of the key in its current window, this one included. */
  current: number;
  /** Milliseconds until the window ends (Retry-After once over the limit). */
  ttl: number;
}

/**
 * Counts one hit of `key` in a window of `windowMs`: one atomic upsert, so hits from every process add
 * up; a hit after the window ended starts a new one.
 */
export async function countHit(db: Db, key: string, windowMs: number, now: Date): Promise<Hits> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, resets_at: new Date(now.getTime() + windowMs) })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql`case when rate_limits.resets_at <= ${now} then 1 else rate_limits.hits + 1 end`,
        resets_at: sql`case when rate_limits.resets_at <= ${now} then excluded.resets_at else rate_limits.resets_at end`,
      }),
    )
    .returning(['hits', 'resets_at'])
    .executeTakeFirstOrThrow();
  return { current: row.hits, ttl: row.resets_at.getTime() - now.getTime() };
}

/** Deletes the ended windows, SWEEP_BATCH per statement until a batch comes back short (rows a hit holds are skipped); returns how many. */
export async function sweepEndedWindows(db: Db, now: Date): Promise<number> {
  for (let swept = 0; ; ) {
    const result = await db
      .deleteFrom('rate_limits')
      .where('key', 'in', (eb) => eb.selectFrom('rate_limits').select('key').where('resets_at', '<=', now).limit(SWEEP_BATCH).forUpdate().skipLocked())
      .executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    swept += deleted;
    if (deleted < SWEEP_BATCH) return swept;
  }
}

/**
 * @fastify/rate-limit's store (its `store` option) keeping the counters in PostgreSQL, so N processes
 * allow a limit once, not N times. A route's store counts under the route, or under its groupId when
 * it has one (so the routes of a group share one count, as the option promises). Ended windows are
 * deleted by a periodic pass (sweepEndedWindows).
 * Only the plugin's fixed windows: `continueExceeding` and `exponentialBackoff` are not supported.
 */
export function sharedRateLimitStore(db: Db, now: () => Date): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly scope = '',
    ) {}

    incr(key: string, callback: (error: Error | null, hits?: Hits) => void, timeWindow: number): void {
      countHit(db, this.scope + key, timeWindow, now()).then(
          (hits) => callback(null, hits),
          (error: Error) => callback(error),
        );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const { groupId, routeInfo } = routeOptions as { groupId?: string; routeInfo: { method?: string | string[]; url?: string } };
      return new SharedRateLimitStore(routeOptions, groupId ? `${groupId}:` : `${String(routeInfo.method)} ${routeInfo.url}:`);
    }
  };
}
