import { toE164 } from '@dutylink/contracts';
import type { Db } from '../../db/connect';

/** Numbers are stored as E.164 (what Twilio sends as From and what users.phone holds). */
export function normalizePhone(phone: string): string {
  return toE164(phone) ?? phone.trim();
}

/** The number replied STOP (and not START since): no SMS but login codes reach it. */
export async function isSmsOptedOut(db: Db, phone: string | null | undefined): Promise<boolean> {
  if (!phone) return false;
  const row = await db.selectFrom('sms_opt_outs').select('phone').where('phone', '=', normalizePhone(phone)).executeTakeFirst();
  return !!row;
}

/** STOP and its synonyms; a second STOP keeps the first date but records the latest word. */
export async function optOut(db: Db, phone: string, keyword: string, now: Date): Promise<void> {
  await db
    .insertInto('sms_opt_outs')
    .values({ phone: normalizePhone(phone), keyword, created_at: now })
    .onConflict((oc) => oc.column('phone').doUpdateSet({ keyword }))
    .execute();
}

/** START and its synonyms. */
export async function optIn(db: Db, phone: string): Promise<void> {
  await db.deleteFrom('sms_opt_outs').where('phone', '=', normalizePhone(phone)).execute();
}
