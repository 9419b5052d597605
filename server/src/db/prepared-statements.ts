import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type { Pool, QueryResult } from 'pg';

/** At most this many statement texts are prepared per process; later new ones run unprepared. */
export const PREPARED_TEXTS = 2000;

/** Statements with parameters (so a single statement) that read or write rows: the ones worth a plan kept. */
const PREPARABLE = /^\s*(?:select|insert|update|delete|with)\b/i;

/** PostgreSQL refuses a kept plan whose columns changed (another process migrated, adding a column to a `select *`). */
const isStalePlan = (error: unknown) => (error as { routine?: string } | null)?.routine === 'RevalidateCachedQuery';

/**
 * A pg pool whose statements run prepared: each statement text gets a name the first time, and every
 * connection parses and plans it once, then only binds and executes it. The job lists' statements cost
 * PostgreSQL more to plan (1.5 ms) than to run (0.5 ms) (bench/README.md, "Job lists at scale").
 *
 * A plan made stale by another process's migration is given a new name, so each connection prepares it
 * again, and the statement is retried unless a transaction was under way (the error aborted it, and the
 * caller's transaction fails once, as on any serialization error).
 */
export function preparedStatementsPool(pool: Pool): PostgresPool {
  const names = new Map<string, string>();
  let named = 0;
  const nameOf = (sql: string, parameters: ReadonlyArray<unknown>): string | undefined => {
    if (parameters.length === 0 || !PREPARABLE.test(sql)) return undefined;
    let name = names.get(sql);
    if (!name && names.size < PREPARED_TEXTS) names.set(sql, (name = `dl${++named}`));
    return name;
  };

  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let inTransaction = false;
      const run = (sql: string, values: unknown[]): Promise<QueryResult> => {
        const name = nameOf(sql, values);
        return name ? client.query({ name, text: sql, values }) : client.query(sql, values);
      };
      return {
        async query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
          if (sql === 'begin' || sql.startsWith('start transaction')) inTransaction = true;
          else if (sql === 'commit' || sql === 'rollback') inTransaction = false;
          const values = [...parameters];
          try {
            return (await run(sql, values)) as PostgresQueryResult<R>;
          } catch (error) {
            if (!isStalePlan(error)) throw error;
            names.set(sql, `dl${++named}`);
            if (inTransaction) throw error;
            return (await run(sql, values)) as PostgresQueryResult<R>;
          }
        },
        release: () => client.release(),
      } as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}
