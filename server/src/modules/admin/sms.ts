import { sql, type Kysely } from 'kysely';
import type { InferType } from 'yup';
import { Role, smsRefusals, type sendSmsSchema, type SendSmsResponse } from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http-errors';
import { freeSms } from '../../lib/sms-text';
import { enqueueSmsBatch } from '../../messaging/outbox';

const roleWord = (role: Role) => (role === Role.Employer ? 'employer' : 'employee');

/** The phone replied STOP (sms_opt_outs holds E.164 numbers, as users.phone does). */
export const smsOptedOutSql = sql<boolean>`exists (select 1 from sms_opt_outs o where o.phone = u.phone)`;

/**
 * The recipients of an admin message: enabled, not deleted accounts of the role with a phone that has
 * not replied STOP (the outbox would skip them anyway; leaving them out keeps the count true).
 */
function recipients(db: Kysely<Database>, role: Role) {
  return db
    .selectFrom('users as u')
    .where('u.role', '=', role)
    .where('u.enabled', '=', true)
    .where('u.deleted_at', 'is', null)
    .where('u.phone', 'is not', null)
    .where(sql<boolean>`not ${smsOptedOutSql}`);
}

/** GET admin/misc/user-count/{role}: exactly how many a bulk send to the role reaches. */
export async function userCount(db: Db, role: Role): Promise<number> {
  const row = await recipients(db, role)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Why one user of the role cannot get an admin message (409), or 404 when there is no such live account. */
async function refuseUnreachable(db: Kysely<Database>, role: Role, userId: number): Promise<never> {
  const user = await db
    .selectFrom('users as u')
    .select(['u.enabled', 'u.phone', smsOptedOutSql.as('opted_out')])
    .where('u.id', '=', userId)
    .where('u.role', '=', role)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) throw notFound();
  const who = roleWord(role);
  if (!user.enabled) throw new HttpError(409, smsRefusals.blocked(who));
  if (!user.phone) throw new HttpError(409, smsRefusals.noPhone(who));
  throw new HttpError(409, smsRefusals.optedOut(who));
}

/**
 * POST admin/misc/send-sms, valid by sendSmsSchema (the route's body): the trimmed text as one message
 * (the provider splits it into parts) to one user of the role (userIDs [id]) or to everyone the user
 * count counts (userIDs []). A message that would reach nobody is refused with the reason (409: the
 * account is blocked, has no phone or replied STOP; no one of the role can receive it); an unknown or
 * deleted account answers 404. One outbox row per recipient with its user id, all in one transaction,
 * retried after an unknown outcome like every message that is not a login code.
 */
export async function sendSms(db: Db, request: InferType<typeof sendSmsSchema>, now: Date): Promise<SendSmsResponse> {
  return db.transaction().execute((trx) => sendSmsIn(trx, request, now));
}

/** sendSms inside the caller's transaction (a report's "Message employer" closes the report with it). */
export async function sendSmsIn(trx: Kysely<Database>, request: InferType<typeof sendSmsSchema>, now: Date): Promise<SendSmsResponse> {
  let query = recipients(trx, request.role).select(['u.id', 'u.phone']).orderBy('u.id');
  if (request.userIDs.length > 0) query = query.where('u.id', '=', request.userIDs[0]);
  const users = await query.execute();
  if (users.length === 0) {
    if (request.userIDs.length > 0) await refuseUnreachable(trx, request.role, request.userIDs[0]);
    throw new HttpError(409, smsRefusals.nobody(roleWord(request.role)));
  }
  await enqueueSmsBatch(
    trx,
    now,
    users.map((user) => ({ to: user.phone!, body: freeSms(request.text), userId: user.id, retryUnknownOutcome: true })),
  );
  return { recipients: users.length };
}
