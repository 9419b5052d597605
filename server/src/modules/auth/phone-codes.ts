import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Role } from '@dutylink/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import type { CodePurpose } from '../../db/schema';
import { badRequest, tooManyRequests } from '../../http-errors';
import { sms } from '../../lib/sms-text';
import { enqueueSms } from '../../messaging/outbox';

const HOUR_MS = 3_600_000;

/** The sign-in code's text: one segment. */
export const signInCodeSms = (code: string, ttlMinutes: number) => sms(1)`${code} is your DutyLink code. It expires in ${ttlMinutes} minutes. Do not share it.`;

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

/** Milliseconds left until `delayMs` has passed since `from` (0 once it has, or without `from`). */
const leftOf = (from: Date | undefined, delayMs: number, now: Date) => (from ? Math.max(0, from.getTime() + delayMs - now.getTime()) : 0);

const waitText = (seconds: number) => (seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`);

/** Who asks for a code: where from, and which browser (the device hash its codes are bound to). */
export interface Asker {
  source: string;
  device: string;
}

/** How long a browser counts as known for an account after a code it asked for signed in (its cookie's life). */
const KNOWN_DEVICE_MS = 365 * 86_400_000;

/**
 * How long the next code for the target must wait (docs/decisions/sign-in-throttling.md). Each
 * limit counts in the asker's bucket: a known device's own codes, or else the anonymous codes of the
 * account, so a stranger's codes and tries never hold back a device that signed in before. In a bucket:
 * the resend delay per purpose after a code not yet used; the hourly cap (per source when anonymous,
 * so one stranger spends only their own share); and once the bucket has `maxFailuresPerAccount` wrong
 * tries since the account last signed in (NIST SP 800-63B 5.2.2), one code per `slowResendDelaySeconds`.
 */
async function waitForNextCode(
  trx: Db,
  { resendDelaySeconds, maxSendsPerHour, maxFailuresPerAccount, slowResendDelaySeconds }: Config['codes'],
  target: CodeTarget,
  { source, device }: Asker,
  known: boolean,
  now: Date,
): Promise<number> {
  const accountCodes = trx.selectFrom('phone_codes').where('phone', '=', target.phone).where('role', '=', target.role);
  const bucket = known ? accountCodes.where('known_device', '=', true).where('device', '=', device) : accountCodes.where('known_device', '=', false);
  const lastOfPurpose = await bucket.select(['created_at', 'used_at']).where('purpose', '=', target.purpose).orderBy('id', 'desc').executeTakeFirst();
  const sinceSignIn = await bucket
    .select((eb) => [eb.fn.max('created_at').as('last'), eb.fn.coalesce(eb.fn.sum<number>('wrong_tries'), eb.lit(0)).as('failures')])
    .where('id', '>', (eb) => eb.fn.coalesce(accountCodes.select((inner) => inner.fn.max('id').as('id')).where('used_at', 'is not', null), eb.lit(0)))
    .executeTakeFirstOrThrow();
  // Anonymous codes to the phone from this source, whatever the role.
  const hourly = known ? bucket : trx.selectFrom('phone_codes').where('phone', '=', target.phone).where('known_device', '=', false).where('source', '=', source);
  const lastHour = await hourly
    .select((eb) => [eb.fn.min('created_at').as('oldest'), eb.fn.countAll<number>().as('count')])
    .where('created_at', '>', new Date(now.getTime() - HOUR_MS))
    .executeTakeFirstOrThrow();
  return Math.max(
    // A code already used holds nothing back: signing in again right after logging out needs no wait.
    leftOf(lastOfPurpose?.used_at ? undefined : lastOfPurpose?.created_at, resendDelaySeconds * 1000, now),
    Number(sinceSignIn.failures) >= maxFailuresPerAccount ? leftOf(sinceSignIn.last ?? undefined, slowResendDelaySeconds * 1000, now) : 0,
    Number(lastHour.count) >= maxSendsPerHour ? leftOf(lastHour.oldest ?? undefined, HOUR_MS, now) : 0,
  );
}

/** Whether a code this device asked for signed the account in within the device cookie's life. */
async function knownDevice(trx: Db, target: CodeTarget, device: string, now: Date): Promise<boolean> {
  const signedIn = await trx
    .selectFrom('phone_codes')
    .select('id')
    .where('phone', '=', target.phone)
    .where('role', '=', target.role)
    .where('device', '=', device)
    .where('used_at', '>', new Date(now.getTime() - KNOWN_DEVICE_MS))
    .limit(1)
    .executeTakeFirst();
  return !!signedIn;
}

/**
 * Issues a code for the phone, bound to the asker's browser. With `send: false` (sign-in of an unknown
 * number) the code is recorded but not sent, so limits and answers are the same for known and unknown numbers.
 */
export async function sendPhoneCode({ db, config, now, key }: CodeContext, target: CodeTarget, asker: Asker, delivery: { send: boolean; userId: number | null }): Promise<void> {
  const { ttlMinutes } = config.codes;
  await db.transaction().execute(async (trx) => {
    // Serialises concurrent sends to one phone, so the limits below cannot be raced.
    await sql`select pg_advisory_xact_lock(hashtext(${target.phone}))`.execute(trx);
    const known = await knownDevice(trx, target, asker.device, now);
    const seconds = Math.ceil((await waitForNextCode(trx, config.codes, target, asker, known, now)) / 1000);
    if (seconds > 0) throw tooManyRequests(`Please wait ${waitText(seconds)} before asking for a new code`, seconds);

    // Only the browser's newest code works: asking again retires its previous one (and no other browser's).
    await trx
      .updateTable('phone_codes')
      .set({ expires_at: now })
      .where('phone', '=', target.phone)
      .where('role', '=', target.role)
      .where('purpose', '=', target.purpose)
      .where('device', '=', asker.device)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .execute();

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now.getTime() + ttlMinutes * 60_000);
    await trx
      .insertInto('phone_codes')
      .values({
        ...target,
        code_hash: hashCode(key, target, code),
        created_at: now,
        expires_at: expiresAt,
        used_at: null,
        source: asker.source,
        device: asker.device,
        known_device: known,
      })
      .execute();
    if (delivery.send) {
      await enqueueSms(trx, now, {
        to: target.phone,
        body: signInCodeSms(code, ttlMinutes),
        userId: delivery.userId,
        // Through a provider outage the code goes out when it can, but never once it no longer works
        // (issue 35): a second copy of a live code does no harm, a late one only confuses.
        retryUnknownOutcome: true,
        expiresAt,
        // Sent even to a number that replied STOP: the user asked for it (issue 7).
        kind: 'code',
      });
    }
  });
}

/** Why a code was refused, in the words the code step shows under its boxes. */
export const CODE_REFUSALS = {
  wrong: 'The code is wrong or has expired. You can ask for a new one.',
  usedUp: 'Too many wrong tries for this code. Ask for a new one.',
  lastTry: 'That was the last try for this code. Ask for a new one.',
  expired: 'This code has expired. Ask for a new one.',
  otherBrowser: 'This code was asked for in another browser. Enter it there, or ask for a new one here.',
} as const;

export const invalidCode = (reason: keyof typeof CODE_REFUSALS = 'wrong') => badRequest('Invalid code', { code: [CODE_REFUSALS[reason]] });

/**
 * Why this browser's try found no live code to check (only on that path, so a right code costs nothing
 * more): its newest code was used up or expired, or it asked for none while a live code of another browser
 * waits for the number. A stranger learns only that someone asked for a code, never anything of it.
 */
async function noLiveCode(db: Db, target: CodeTarget, device: string | undefined, now: Date, maxTries: number): Promise<keyof typeof CODE_REFUSALS> {
  const codes = db.selectFrom('phone_codes').where('phone', '=', target.phone).where('role', '=', target.role).where('purpose', '=', target.purpose);
  const own = device ? await codes.select(['used_at', 'expires_at', 'wrong_tries']).where('device', '=', device).orderBy('id', 'desc').limit(1).executeTakeFirst() : undefined;
  if (own && !own.used_at) return own.wrong_tries >= maxTries ? 'usedUp' : own.expires_at <= now ? 'expired' : 'wrong';
  if (own) return 'wrong';
  const elsewhere = await codes.select('id').where('used_at', 'is', null).where('expires_at', '>', now).limit(1).executeTakeFirst();
  return elsewhere ? 'otherBrowser' : 'wrong';
}

/**
 * Consumes the code the browser asked for, or refuses. A try is reserved on the browser's newest live
 * code in one conditional update before the comparison, so parallel guesses cannot check more than
 * `maxTries` against it; without a live code of this browser nothing is counted anywhere (another
 * browser's guesses never touch the owner's code). A right code gives its try back and is used once.
 */
export async function verifyPhoneCode({ db, config, now, key }: CodeContext, target: CodeTarget, device: string | undefined, code: string): Promise<void> {
  const tried = device && await db
    .updateTable('phone_codes')
    .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('phone_codes')
        .select('id')
        .where('phone', '=', target.phone)
        .where('role', '=', target.role)
        .where('purpose', '=', target.purpose)
        .where('device', '=', device)
        .orderBy('id', 'desc')
        .limit(1),
    )
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('wrong_tries', '<', config.codes.maxTries)
    .returning(['id', 'code_hash', 'wrong_tries'])
    .executeTakeFirst();
  if (!tried) throw invalidCode(await noLiveCode(db, target, device, now, config.codes.maxTries));
  if (!sameHash(tried.code_hash, hashCode(key, target, code))) throw invalidCode(tried.wrong_tries >= config.codes.maxTries ? 'lastTry' : 'wrong');

  const used = await db
    .updateTable('phone_codes')
    .set((eb) => ({ used_at: now, wrong_tries: eb('wrong_tries', '-', 1) }))
    .where('id', '=', tried.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (used.numUpdatedRows !== 1n) throw invalidCode();
}
