import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * Issue 21, uploads: the photo or PDF of a permit document, one per (officer, document type).
 * - Its own table, not columns of employee_documents: the permits step deletes and writes those rows
 *   again on every save, and a file must outlive that (src/modules/permit-files/files.ts decides what a
 *   save does to it).
 * - The bytes are bytea in the same database as everything else (one backup, one transaction with the
 *   account's deletion). Stored EXTERNAL: photos and PDFs are compressed already, so PostgreSQL keeps them
 *   out of line without trying to compress them again.
 * - media_type is what the bytes were read as, never the browser's word; size is checked against 5 MB.
 * - verified_at / verified_by: the admin who last marked it verified (null once a change lapses it).
 */
export const migration0024: Migration = {
  async up(db: Kysely<any>) {
    await sql`create table permit_files (
      user_id integer not null references users (id) on delete cascade,
      type integer not null,
      name text not null,
      media_type text not null,
      size integer not null,
      content bytea not null,
      uploaded_at timestamptz not null,
      verified_at timestamptz,
      verified_by integer references users (id) on delete set null,
      primary key (user_id, type),
      constraint permit_files_size check (size between 1 and 5242880 and size = octet_length(content))
    )`.execute(db);
    await sql`alter table permit_files alter column content set storage external`.execute(db);
  },
};
