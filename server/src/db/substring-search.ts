import { sql, type RawBuilder } from 'kysely';

/** Escapes LIKE wildcards so the user's text is matched literally, as a substring. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column ilike %text%` with the escape character spelled out (pg_trgm GIN indexes serve it). */
export const ilike = (column: RawBuilder<unknown>, pattern: string) => sql<boolean>`${column} ilike ${pattern} escape '\\'`;

/**
 * The admin searches (migration 0018): the column holds the text whatever its case and accents
 * ('NUÑEZ', 'nunez' and 'Núñez' all find 'Núñez'). search_fold(column) is what the pg_trgm indexes hold.
 */
export const foldedLike = (column: RawBuilder<unknown>, pattern: string) => sql<boolean>`search_fold(${column}) like search_fold(${pattern}) escape '\\'`;
