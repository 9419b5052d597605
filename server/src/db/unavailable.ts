/**
 * Whether an error means the database cannot be reached right now (a restart, a failover, a dropped
 * connection), not that the statement was wrong: the request may succeed a few seconds later.
 */

/** The socket's errors: nothing listens, the connection dropped, the host is gone. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** PostgreSQL's: 57P01 admin_shutdown (pg_ctl stop/restart -m fast), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down), 53300 too_many_connections. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What pg says when a connection ends under a query, or when its pool waited connectionTimeoutMillis in vain. */
const CLIENT_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  return typeof message === 'string' && CLIENT_MESSAGES.test(message);
}
