import { sql, type Expression } from 'kysely';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type { Pool, QueryResult } from 'pg';

/** At most this many statement texts are prepared per process; later new ones run unprepared. */
export const PREPARED_TEXTS = 200;

/** The end of a statement that runs prepared (see `prepared`). */
const MARK = '/* prepared */';

/**
 * Runs the query as a prepared statement (on PostgreSQL; PGlite ignores the mark). For the hot, simple
 * statements whose plan does not depend on their parameters: the session, the subscription check, the
 * job lists and one job. Not for every statement: PostgreSQL may then switch to a generic plan, and for
 * the outbox's claim it chose one 300 times slower (600 ms instead of 2 ms).
 */
export function prepared<Q extends { modifyEnd(modifier: Expression<unknown>): Q }>(query: Q): Q {
  return query.modifyEnd(sql.raw(MARK));
}

/** PostgreSQL refuses a kept plan whose columns changed (another process migrated, adding a column to a `select *`). */
const isStalePlan = (error: unknown) => (error as { routine?: string } | null)?.routine === 'RevalidateCachedQuery';

/**
 * A pg pool whose marked statements run prepared: each statement text gets a name the first time, and
 * every connection parses and plans it once, then only binds and executes it. The job lists' statements
 * cost PostgreSQL more to plan (1.5 ms) than to run (0.5 ms) (bench/README.md, "Job lists at scale").
 *
 * A plan made stale by another process's migration is given a new name, so each connection prepares it
 * again, and the statement is retried unless a transaction was under way (the error aborted it, and the
 * caller's transaction fails once, as on any serialization error).
 */
export function preparedStatementsPool(pool: Pool): PostgresPool {
  const names = new Map<string, string>();
  let named = 0;
  const nameOf = (text: string, parameters: ReadonlyArray<unknown>): string | undefined => {
    if (parameters.length === 0 || !text.endsWith(MARK)) return undefined;
    let name = names.get(text);
    if (!name && names.size < PREPARED_TEXTS) names.set(text, (name = `dl${++named}`));
    return name;
  };

  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      // Lent out, a client is the borrower's to watch: the server ending its connection between two
      // statements (a restart) is an 'error' event that, unheard, would end the process. The next
      // statement then fails on its own, and the client goes back to the pool to be thrown away.
      let lost: Error | undefined;
      const onError = (error: Error) => (lost = error);
      client.on('error', onError);
      let inTransaction = false;
      const run = (text: string, values: unknown[]): Promise<QueryResult> => {
        const name = nameOf(text, values);
        return name ? client.query({ name, text, values }) : client.query(text, values);
      };
      return {
        async query<R>(text: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
          if (text === 'begin' || text.startsWith('start transaction')) inTransaction = true;
          else if (text === 'commit' || text === 'rollback') inTransaction = false;
          const values = [...parameters];
          try {
            return (await run(text, values)) as PostgresQueryResult<R>;
          } catch (error) {
            if (!isStalePlan(error)) throw error;
            names.set(text, `dl${++named}`);
            if (inTransaction) throw error;
            return (await run(text, values)) as PostgresQueryResult<R>;
          }
        },
        release: () => {
          client.off('error', onError);
          client.release(lost);
        },
      } as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}
