import { sql, type RawBuilder } from 'kysely';
import { adminPagingSchema } from '@dutylink/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest, notFound, validate } from '../../http-errors';

export const CHECK_FIELDS = 'Please check the highlighted fields';

export interface PagingParams {
  from: string;
  count: string;
  by: string;
  asc: string;
}

export interface Page<K extends number = number> {
  from: number;
  count: number;
  by: K;
  asc: boolean;
}

/** A path number: digits (a leading minus kept so 'from -1' reads 'Must be 0 or more'), else NaN (a type error). */
export const pathNumber = (value: string) => (/^-?\d{1,9}$/.test(value) ? Number(value) : Number.NaN);

/** A path id: digits only, else 404 (an id that cannot exist names nothing). */
export function pathId(value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw notFound();
  return Number(value);
}

/** The /{from}/{count}/{by}/{asc} segments validated against one sort-key enumeration; 400 {title, errors}. */
export function pagingOf<K extends number>(sortKeys: Record<string, K>, params: PagingParams): Page<K> {
  const valid = validate(adminPagingSchema(sortKeys), {
    from: pathNumber(params.from),
    count: pathNumber(params.count),
    by: pathNumber(params.by),
    asc: pathNumber(params.asc),
  });
  return { from: valid.from, count: valid.count, by: valid.by as K, asc: valid.asc === 1 };
}

/** The JSON object body (a missing body reads as {} so the schema names the missing fields). */
export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request body must be a JSON object');
  return body as Record<string, unknown>;
}

/** Escapes LIKE wildcards so the admin's text is matched literally, as a substring. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column ilike %text%` with the escape character spelled out. */
export const ilike = (column: RawBuilder<unknown>, pattern: string) => sql<boolean>`${column} ilike ${pattern} escape '\\'`;

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
