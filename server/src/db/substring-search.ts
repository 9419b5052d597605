import { sql, type RawBuilder } from 'kysely';

/** Escapes LIKE wildcards so the user's text is matched literally, as a substring. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column ilike %text%` with the escape character spelled out (pg_trgm GIN indexes serve it). */
export const ilike = (column: RawBuilder<unknown>, pattern: string) => sql<boolean>`${column} ilike ${pattern} escape '\\'`;

/**
 * The admin searches (migration 0018): `folded`, a column's stored folded copy (<column>_folded), holds
 * the text whatever its case and accents ('NUÑEZ', 'nunez' and 'Núñez' all find 'Núñez').
 */
export const foldedLike = (folded: RawBuilder<unknown>, pattern: string) => sql<boolean>`${folded} like search_fold(${pattern}) escape '\\'`;
