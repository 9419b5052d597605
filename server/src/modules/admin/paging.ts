import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connect';
import { answer } from '../../contract/answers';

export interface Page<K extends number = number> {
  from: number;
  count: number;
  by: K;
  asc: boolean;
}

/** The answer of an action on one row (close, block, delete): its id. */
export const acted = { response: { 200: answer('AdminActionResponse') } };


/**
 * The digits of a search text that looks like a phone number ('555-0101', '+1 (555) 555-0101'),
 * matched against the stored E.164 number; null when the text has other characters.
 */
export function phoneDigits(text: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length > 0 ? digits : null;
}

/**
 * ORDER BY of one sort expression, NULLs last in both directions, then the id in the same
 * direction so equal keys keep a stable order and pages never overlap.
 */
export function orderSql(key: RawBuilder<unknown>, asc: boolean, id: RawBuilder<unknown>): RawBuilder<unknown> {
  return asc ? sql`${key} asc nulls last, ${id} asc` : sql`${key} desc nulls last, ${id} desc`;
}

/**
 * ORDER BY of a sort key that is never NULL: the same order as orderSql, spelled without NULLS LAST
 * so one index on (key, id) serves both directions (forward and backward).
 */
export function orderNotNullSql(key: RawBuilder<unknown>, asc: boolean, id: RawBuilder<unknown>): RawBuilder<unknown> {
  return asc ? sql`${key} asc, ${id} asc` : sql`${key} desc, ${id} desc`;
}

/** Text sort keys compare case-insensitively and byte-wise (COLLATE "C"), the same on PGlite and PostgreSQL. */
export const textKey = (expression: RawBuilder<unknown>) => sql`lower(${expression}) collate "C"`;

/**
 * A list's total without a search, kept by triggers (migration 0011: 'jobs' for live jobs, 'role <n>' for
 * live accounts of a role) instead of counted on every page.
 */
export async function listTotal(db: Db, list: 'jobs' | `role ${number}`): Promise<number> {
  const row = await db.selectFrom('list_totals').select('n').where('list', '=', list).executeTakeFirst();
  return row?.n ?? 0;
}
