import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * PGlite is one connection. Kysely's PostgresDialect borrows a client per query or transaction, so
 * this pool lends the single connection to one borrower at a time; without that, the outbox worker
 * and a request would interleave their BEGIN/COMMIT on the same session (kysely-pglite's driver
 * does exactly that).
 */
export function pglitePool(pglite: PGlite): PostgresPool {
  let queue: Promise<void> = Promise.resolve();

  const client = (release: () => void): PostgresPoolClient =>
    ({
      async query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
        // As pg does, a statement without parameters goes by the simple protocol, which takes several
        // statements in one text (pg-boss sends its migrations and maintenance that way); the last one answers.
        const result = parameters.length === 0 ? ((await pglite.exec(sql)).at(-1) ?? { rows: [], affectedRows: 0 }) : await pglite.query<R>(sql, [...parameters]);
        const command = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() as PostgresQueryResult<R>['command'];
        return { command, rowCount: result.affectedRows ?? result.rows.length, rows: result.rows as R[] };
      },
      release,
    }) as PostgresPoolClient;

  return {
    connect() {
      let release!: () => void;
      const turn = new Promise<void>((resolve) => (release = resolve));
      const ready = queue;
      queue = queue.then(() => turn);
      return ready.then(() => client(release));
    },
    async end() {
      await queue;
      await pglite.close();
    },
  };
}
