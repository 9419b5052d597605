import { sql, type RawBuilder } from 'kysely';

/** Escapes LIKE wildcards so the user's text is matched literally, as a substring. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column ilike %text%` with the escape character spelled out (pg_trgm GIN indexes serve it). */
export const ilike = (column: RawBuilder<unknown>, pattern: string) => sql<boolean>`${column} ilike ${pattern} escape '\\'`;
