import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Role } from '@dutylink/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import type { CodePurpose } from '../../db/schema';
import { badRequest, tooManyRequests } from '../../http-errors';
import { enqueueSms } from '../../messaging/outbox';

const HOUR_MS = 3_600_000;

export interface CodeContext {
  db: Db;
  config: Config;
  now: Date;
  /** The HMAC key: a leaked table of 6-digit hashes is useless without it. */
  key: string;
}

export interface CodeTarget {
  phone: string;
  role: Role;
  purpose: CodePurpose;
}

function hashCode(key: string, target: CodeTarget, code: string): string {
  return createHmac('sha256', key).update(`${target.purpose}|${target.role}|${target.phone}|${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * Issues a code for the phone. With `recipientUserId === undefined` (sign-in of an unknown number)
 * the code is recorded but not sent, so limits and answers are the same for known and unknown
 * numbers.
 */
export async function sendPhoneCode(
  { db, config, now, key }: CodeContext,
  target: CodeTarget,
  delivery: { send: boolean; userId: number | null },
): Promise<void> {
  const { resendDelaySeconds, maxSendsPerHour, ttlMinutes } = config.codes;
  await db.transaction().execute(async (trx) => {
    // Serialises concurrent sends to one phone, so the limits below cannot be raced.
    await sql`select pg_advisory_xact_lock(hashtext(${target.phone}))`.execute(trx);
    const recent = await trx
      .selectFrom('phone_codes')
      .select('created_at')
      .where('phone', '=', target.phone)
      .where('created_at', '>', new Date(now.getTime() - HOUR_MS))
      .orderBy('created_at', 'desc')
      .execute();
    const waitedMs = recent[0] ? now.getTime() - recent[0].created_at.getTime() : Infinity;
    if (waitedMs < resendDelaySeconds * 1000) {
      const seconds = Math.ceil((resendDelaySeconds * 1000 - waitedMs) / 1000);
      throw tooManyRequests(`Please wait ${seconds} seconds before asking for a new code`, seconds);
    }
    if (recent.length >= maxSendsPerHour) {
      const oldest = recent[recent.length - 1]!.created_at.getTime();
      const seconds = Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000);
      throw tooManyRequests('Too many codes were sent to this number. Please try again later', seconds);
    }

    // Only the newest code works: asking again retires the previous one.
    await trx
      .updateTable('phone_codes')
      .set({ expires_at: now })
      .where('phone', '=', target.phone)
      .where('role', '=', target.role)
      .where('purpose', '=', target.purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .execute();

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await trx
      .insertInto('phone_codes')
      .values({
        ...target,
        code_hash: hashCode(key, target, code),
        created_at: now,
        expires_at: new Date(now.getTime() + ttlMinutes * 60_000),
        used_at: null,
      })
      .execute();
    if (delivery.send) {
      await enqueueSms(trx, now, {
        to: target.phone,
        body: `${code} is your DutyLink code. It expires in ${ttlMinutes} minutes. Do not share it.`,
        userId: delivery.userId,
        retryUnknownOutcome: false,
        // Sent even to a number that replied STOP: the user asked for it (issue 7).
        kind: 'code',
      });
    }
  });
}

export const invalidCode = () => badRequest('Invalid code', { code: ['The code is wrong or has expired. You can ask for a new one.'] });

/** Consumes the code or refuses; wrong tries slow the phone down and kill the code. */
export async function verifyPhoneCode({ db, config, now, key }: CodeContext, target: CodeTarget, code: string): Promise<void> {
  const { maxTries, freeWrongTriesPerHour } = config.codes;
  const wrong = await db
    .selectFrom('wrong_codes')
    .select('created_at')
    .where('phone', '=', target.phone)
    .where('created_at', '>', new Date(now.getTime() - HOUR_MS))
    .orderBy('created_at', 'desc')
    .execute();
  if (wrong.length >= freeWrongTriesPerHour) {
    const waitMs = 2 ** (wrong.length - freeWrongTriesPerHour + 1) * 1000;
    const waitedMs = now.getTime() - wrong[0]!.created_at.getTime();
    if (waitedMs < waitMs) {
      const seconds = Math.ceil((waitMs - waitedMs) / 1000);
      throw tooManyRequests(`Too many wrong codes. Please wait ${seconds} seconds before trying again`, seconds);
    }
  }

  const live = await db
    .selectFrom('phone_codes')
    .select(['id', 'code_hash'])
    .where('phone', '=', target.phone)
    .where('role', '=', target.role)
    .where('purpose', '=', target.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('wrong_tries', '<', maxTries)
    .orderBy('id', 'desc')
    .executeTakeFirst();

  if (live && sameHash(live.code_hash, hashCode(key, target, code))) {
    const used = await db
      .updateTable('phone_codes')
      .set({ used_at: now })
      .where('id', '=', live.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (used.numUpdatedRows === 1n) return;
  }

  await db.transaction().execute(async (trx) => {
    if (live) await trx.updateTable('phone_codes').set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) })).where('id', '=', live.id).execute();
    await trx.insertInto('wrong_codes').values({ phone: target.phone, created_at: now }).execute();
  });
  throw invalidCode();
}
