import type { Kysely } from 'kysely';
import { ApplicantState, permitFileMessages, Role, type PermitFile, type PermitFileMediaType } from '@dutylink/contracts';
import type { Database, User } from '../../db/schema';
import { HttpError } from '../../http-errors';
import { sniffPermitFile } from './file-content';

type Q = Kysely<Database>;

const SUMMARY = ['type', 'name', 'media_type', 'size', 'uploaded_at', 'verified_at'] as const;

interface SummaryRow {
  type: number;
  name: string;
  media_type: string;
  size: number;
  uploaded_at: Date;
  verified_at: Date | null;
}

const toPermitFile = (row: SummaryRow): PermitFile => ({
  name: row.name,
  mediaType: row.media_type,
  size: row.size,
  uploaded: row.uploaded_at.toISOString(),
  verified: row.verified_at?.toISOString() ?? null,
});

const noFile = () => new HttpError(404, permitFileMessages.noFile);

/** The summaries of an officer's uploaded files, by document type (what the read views and the permits step show). */
export async function permitFilesOf(db: Q, userId: number): Promise<Map<number, PermitFile>> {
  const rows = await db.selectFrom('permit_files').select(SUMMARY).where('user_id', '=', userId).execute();
  return new Map(rows.map((row) => [row.type, toPermitFile(row)]));
}

/**
 * Stores the officer's file of a document they hold, replacing the one before (and its verification).
 * Refuses bytes that are not a photo or PDF (415), and a document that is not saved as held (409): the
 * row is read FOR SHARE, so a save of the permits step that unticks it waits, then deletes the file.
 */
export async function storePermitFile(db: Q, userId: number, type: number, name: string, bytes: Uint8Array, now: Date): Promise<PermitFile> {
  if (bytes.length === 0) throw new HttpError(400, permitFileMessages.empty);
  const mediaType = await sniffPermitFile(bytes);
  if (!mediaType) throw new HttpError(415, permitFileMessages.wrongType);
  return db.transaction().execute(async (trx) => {
    const held = await trx.selectFrom('employee_documents').select('type').where('user_id', '=', userId).where('type', '=', type).forShare().executeTakeFirst();
    if (!held) throw new HttpError(409, permitFileMessages.saveFirst);
    const file = { name, media_type: mediaType, size: bytes.length, content: bytes, uploaded_at: now, verified_at: null, verified_by: null };
    const row = await trx
      .insertInto('permit_files')
      .values({ user_id: userId, type, ...file })
      .onConflict((oc) => oc.columns(['user_id', 'type']).doUpdateSet(file))
      .returning(SUMMARY)
      .executeTakeFirstOrThrow();
    return toPermitFile(row);
  });
}

export async function removePermitFile(db: Q, userId: number, type: number): Promise<void> {
  const removed = await db.deleteFrom('permit_files').where('user_id', '=', userId).where('type', '=', type).executeTakeFirst();
  if (removed.numDeletedRows === 0n) throw noFile();
}

/**
 * Whether `viewer` may see the files of officer `ownerId`: the officer, an admin, or an employer the
 * officer applied to (an application to one of their jobs that is not deleted, in any state: waiting,
 * hired, rejected or a cancelled hire; a withdrawal deletes the application, and the access with it).
 */
export async function maySeeFiles(db: Q, viewer: User, ownerId: number): Promise<boolean> {
  if (viewer.role === Role.Admin) return true;
  if (viewer.role === Role.Employee) return viewer.id === ownerId;
  const application = await db
    .selectFrom('applicants as a')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .select('a.id')
    .where('a.user_id', '=', ownerId)
    .where('a.state', 'in', [ApplicantState.New, ApplicantState.Accepted, ApplicantState.Rejected])
    .where('j.employer_id', '=', viewer.id)
    .where('j.deleted_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return !!application;
}

/** The file with its bytes, for a viewer who may see it (maySeeFiles); 404 otherwise, so a stranger learns nothing. */
export async function permitFileContent(db: Q, viewer: User, ownerId: number, type: number) {
  if (!(await maySeeFiles(db, viewer, ownerId))) throw noFile();
  const row = await db
    .selectFrom('permit_files as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select(['f.name', 'f.media_type', 'f.content'])
    .where('f.user_id', '=', ownerId)
    .where('f.type', '=', type)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw noFile();
  return { name: row.name, mediaType: row.media_type as PermitFileMediaType, content: Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength) };
}

/** An admin marks the file verified (by them, now) or takes the mark away. */
export async function verifyPermitFile(db: Q, admin: User, ownerId: number, type: number, verified: boolean, now: Date): Promise<PermitFile> {
  const row = await db
    .updateTable('permit_files')
    .set(verified ? { verified_at: now, verified_by: admin.id } : { verified_at: null, verified_by: null })
    .where('user_id', '=', ownerId)
    .where('type', '=', type)
    .where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('role', '=', Role.Employee).where('deleted_at', 'is', null))
    .returning(SUMMARY)
    .executeTakeFirst();
  if (!row) throw noFile();
  return toPermitFile(row);
}

/**
 * What a save of the permits step does to the files, in its transaction: the file of a document no
 * longer held is deleted, and the verification of a document whose details changed (number, dates,
 * police credentials, trainings) lapses: the admin checked the file against the details as they were.
 */
export async function permitFilesAfterSave(trx: Q, userId: number, heldTypes: number[], changedTypes: number[]): Promise<void> {
  let unheld = trx.deleteFrom('permit_files').where('user_id', '=', userId);
  if (heldTypes.length > 0) unheld = unheld.where('type', 'not in', heldTypes);
  await unheld.execute();
  if (changedTypes.length > 0) {
    await trx
      .updateTable('permit_files')
      .set({ verified_at: null, verified_by: null })
      .where('user_id', '=', userId)
      .where('type', 'in', changedTypes)
      .where('verified_at', 'is not', null)
      .execute();
  }
}
