import { sql } from 'kysely';
import type { InferType } from 'yup';
import { dayIn, dayStartIn, NEW_PROMO, promoDurationMonths, promoMessages, type adminPromoSchema, type AdminPromo, type AdminPromoInput, type AdminPromosResponse } from '@dutylink/contracts';
import { CHECK_FIELDS } from '../../contract/input';
import type { Db } from '../../db/connect';
import type { Promo } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http-errors';
import { likePattern } from '../../db/substring-search';

const DAY_MS = 86_400_000;
export const PROMO_NOT_EDITABLE = 'A promo code cannot be changed; delete it and create a new one';

/**
 * validUntil is the last day a code can be applied, in the admin's time zone; it is stored as the
 * first instant it no longer can (the next day's midnight there), which is what applyPromo compares
 * with (valid_until <= now is expired). Reading back takes the day of the instant just before, in
 * the reader's zone.
 */
const storedUntil = (day: string, timeZone: string) => dayStartIn(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10), timeZone);
const lastDay = (until: Date, timeZone: string) => dayIn(new Date(until.getTime() - 1), timeZone);

function toAdminPromo(row: Promo, timeZone: string): AdminPromo {
  return {
    id: row.id,
    name: row.name,
    value: row.percent_off,
    valueType: 'percent',
    duration: row.duration_months,
    durationUnit: 'month',
    validUntil: row.valid_until ? lastDay(row.valid_until, timeZone) : null,
    maxRedemptions: row.max_redemptions,
    redemptions: row.redemptions,
    created: row.created_at.toISOString(),
  };
}

const live = (db: Db) => db.selectFrom('promos').selectAll().where('deleted_at', 'is', null);

/** POST admin/promos/items: live promos whose code contains the text (any letter case), newest first, all of them. */
export async function adminPromos(db: Db, text: string, timeZone: string): Promise<AdminPromosResponse> {
  let query = live(db);
  const trimmed = text.trim();
  if (trimmed) query = query.where(sql<boolean>`name ilike ${likePattern(trimmed)} escape '\\'`);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return { items: rows.map((row) => toAdminPromo(row, timeZone)), total: rows.length };
}

/** GET admin/promos/getEditable/{id | '-'}: the form model; a stored forever promo shows duration 1 (unused while forever). */
export async function editablePromo(db: Db, id: number | null, timeZone: string): Promise<AdminPromoInput> {
  if (id === null) return { ...NEW_PROMO };
  const row = await live(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return {
    id: row.id,
    name: row.name,
    value: row.percent_off,
    forever: row.duration_months === 0,
    duration: row.duration_months === 0 ? 1 : row.duration_months,
    maxRedemptions: row.max_redemptions,
    validUntil: row.valid_until ? lastDay(row.valid_until, timeZone) : null,
  };
}

const nameTaken = () => badRequest(CHECK_FIELDS, { name: [promoMessages.nameTaken] });

/**
 * POST admin/promos, valid by adminPromoSchema at the server's clock (the route's body): id 0
 * creates (stored promos are never edited: 409); a code equal (any letter case) to a live one is
 * refused on `name`, also when two creates race (the unique index promos_name decides).
 */
export async function savePromo(db: Db, input: InferType<typeof adminPromoSchema>, { now, timeZone }: { now: Date; timeZone: string }): Promise<AdminPromo> {
  if (input.id !== 0) throw new HttpError(409, PROMO_NOT_EDITABLE);
  const name = input.name.trim();
  if (await live(db).where(sql<string>`lower(name)`, '=', name.toLowerCase()).executeTakeFirst()) throw nameTaken();
  try {
    const row = await db
      .insertInto('promos')
      .values({
        name,
        percent_off: input.value,
        duration_months: promoDurationMonths({ forever: input.forever, duration: input.duration ?? 0 }),
        valid_until: input.validUntil ? storedUntil(input.validUntil, timeZone) : null,
        max_redemptions: input.maxRedemptions ?? null,
        created_at: now,
        deleted_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toAdminPromo(row, timeZone);
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw nameTaken();
    throw error;
  }
}

/** DELETE admin/promos/{id}: soft delete. Users who applied it keep it until it runs out; it can no longer be applied. */
export async function deletePromo(db: Db, id: number, now: Date): Promise<void> {
  const row = await db.updateTable('promos').set({ deleted_at: now }).where('id', '=', id).where('deleted_at', 'is', null).returning('id').executeTakeFirst();
  if (!row) throw notFound();
}
