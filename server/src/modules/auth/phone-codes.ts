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

/** Milliseconds left until `delayMs` has passed since `from` (0 once it has, or without `from`). */
const leftOf = (from: Date | undefined, delayMs: number, now: Date) => (from ? Math.max(0, from.getTime() + delayMs - now.getTime()) : 0);

const waitText = (seconds: number) => (seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`);

/**
 * How long the next code for the target must wait (docs/decisions.md, "Sign-in limits"): the
 * resend delay per phone, role and purpose after a code not yet used; the hourly cap per phone and source, so a stranger
 * spends only their own; and once the account has `maxFailuresPerAccount` wrong tries since it
 * last signed in (NIST SP 800-63B 5.2.2), one code per `slowResendDelaySeconds`.
 */
async function waitForNextCode(trx: Db, { resendDelaySeconds, maxSendsPerHour, maxFailuresPerAccount, slowResendDelaySeconds }: Config['codes'], target: CodeTarget, source: string, now: Date): Promise<number> {
  const accountCodes = trx.selectFrom('phone_codes').where('phone', '=', target.phone).where('role', '=', target.role);
  const lastOfPurpose = await accountCodes.select(['created_at', 'used_at']).where('purpose', '=', target.purpose).orderBy('id', 'desc').executeTakeFirst();
  const sinceSignIn = await accountCodes
    .select((eb) => [eb.fn.max('created_at').as('last'), eb.fn.coalesce(eb.fn.sum<number>('wrong_tries'), eb.lit(0)).as('failures')])
    .where('id', '>', (eb) => eb.fn.coalesce(accountCodes.select((inner) => inner.fn.max('id').as('id')).where('used_at', 'is not', null), eb.lit(0)))
    .executeTakeFirstOrThrow();
  const fromSource = await trx
    .selectFrom('phone_codes')
    .select((eb) => [eb.fn.min('created_at').as('oldest'), eb.fn.countAll<number>().as('count')])
    .where('phone', '=', target.phone)
    .where('source', '=', source)
    .where('created_at', '>', new Date(now.getTime() - HOUR_MS))
    .executeTakeFirstOrThrow();
  return Math.max(
    // A code already used holds nothing back: signing in again right after logging out needs no wait.
    leftOf(lastOfPurpose?.used_at ? undefined : lastOfPurpose?.created_at, resendDelaySeconds * 1000, now),
    Number(sinceSignIn.failures) >= maxFailuresPerAccount ? leftOf(sinceSignIn.last ?? undefined, slowResendDelaySeconds * 1000, now) : 0,
    Number(fromSource.count) >= maxSendsPerHour ? leftOf(fromSource.oldest ?? undefined, HOUR_MS, now) : 0,
  );
}

/**
 * Issues a code for the phone. With `send: false` (sign-in of an unknown number) the code is
 * recorded but not sent, so limits and answers are the same for known and unknown numbers.
 */
export async function sendPhoneCode(
  { db, config, now, key }: CodeContext,
  target: CodeTarget,
  delivery: { send: boolean; userId: number | null; source: string },
): Promise<void> {
  const { ttlMinutes } = config.codes;
  await db.transaction().execute(async (trx) => {
    // Serialises concurrent sends to one phone, so the limits below cannot be raced.
    await sql`select pg_advisory_xact_lock(hashtext(${target.phone}))`.execute(trx);
    const seconds = Math.ceil((await waitForNextCode(trx, config.codes, target, delivery.source, now)) / 1000);
    if (seconds > 0) throw tooManyRequests(`Please wait ${waitText(seconds)} before asking for a new code`, seconds);

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
    const expiresAt = new Date(now.getTime() + ttlMinutes * 60_000);
    await trx
      .insertInto('phone_codes')
      .values({
        ...target,
        code_hash: hashCode(key, target, code),
        created_at: now,
        expires_at: expiresAt,
        used_at: null,
        source: delivery.source,
      })
      .execute();
    if (delivery.send) {
      await enqueueSms(trx, now, {
        to: target.phone,
        body: `${code} is your DutyLink code. It expires in ${ttlMinutes} minutes. Do not share it.`,
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

export const invalidCode = () => badRequest('Invalid code', { code: ['The code is wrong or has expired. You can ask for a new one.'] });

/**
 * Consumes the code or refuses. A try is reserved on the newest live code in one conditional
 * update before the comparison, so parallel guesses cannot check more than `maxTries` against it;
 * without a live code nothing is counted anywhere. A right code gives its try back and is used once.
 */
export async function verifyPhoneCode({ db, config, now, key }: CodeContext, target: CodeTarget, code: string): Promise<void> {
  const tried = await db
    .updateTable('phone_codes')
    .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('phone_codes')
        .select('id')
        .where('phone', '=', target.phone)
        .where('role', '=', target.role)
        .where('purpose', '=', target.purpose)
        .orderBy('id', 'desc')
        .limit(1),
    )
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('wrong_tries', '<', config.codes.maxTries)
    .returning(['id', 'code_hash'])
    .executeTakeFirst();
  if (!tried || !sameHash(tried.code_hash, hashCode(key, target, code))) throw invalidCode();

  const used = await db
    .updateTable('phone_codes')
    .set((eb) => ({ used_at: now, wrong_tries: eb('wrong_tries', '-', 1) }))
    .where('id', '=', tried.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (used.numUpdatedRows !== 1n) throw invalidCode();
}
