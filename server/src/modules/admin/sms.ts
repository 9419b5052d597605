import type { InferType } from 'yup';
import type { Role, sendSmsSchema, SendSmsResponse } from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import { notFound } from '../../http-errors';
import { enqueueSmsBatch } from '../../messaging/outbox';

/** The recipients of an admin message: enabled, not deleted accounts of the role with a phone. */
function recipients(db: Db, role: Role) {
  return db
    .selectFrom('users')
    .where('role', '=', role)
    .where('enabled', '=', true)
    .where('deleted_at', 'is', null)
    .where('phone', 'is not', null);
}

/** GET admin/misc/user-count/{role}: how many a bulk send to the role reaches. */
export async function userCount(db: Db, role: Role): Promise<number> {
  const row = await recipients(db, role)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * POST admin/misc/send-sms, valid by sendSmsSchema (the route's body): the trimmed text as one message (the provider splits it into parts) to
 * one user of the role (userIDs [id]; 404 unless an active account of that role) or to everyone the
 * user count counts (userIDs []). One outbox row per recipient with its user id, all in one
 * transaction, retried after an unknown outcome like every message that is not a login code.
 */
export async function sendSms(db: Db, request: InferType<typeof sendSmsSchema>, now: Date): Promise<SendSmsResponse> {
  const text = request.text;
  return db.transaction().execute(async (trx) => {
    let query = recipients(trx, request.role).select(['id', 'phone']).orderBy('id');
    if (request.userIDs.length > 0) query = query.where('id', '=', request.userIDs[0]);
    const users = await query.execute();
    if (request.userIDs.length > 0 && users.length === 0) throw notFound();
    await enqueueSmsBatch(
      trx,
      now,
      users.map((user) => ({ to: user.phone!, body: text, userId: user.id, retryUnknownOutcome: true })),
    );
    return { recipients: users.length };
  });
}
