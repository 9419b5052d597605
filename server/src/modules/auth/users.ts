import type { Role } from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import type { User } from '../../db/schema';

/** The live (not deleted) account of this phone in this role. */
export async function findUserByPhone(db: Db, phone: string, role: Role): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('phone', '=', phone)
    .where('role', '=', role)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Sign-up: the account is created on the first verified code, with the moment of each consent. */
export async function createSelfServiceUser(db: Db, phone: string, role: Role, now: Date): Promise<User> {
  await db
    .insertInto('users')
    .values({
      role,
      phone,
      email: null,
      pending_email: null,
      name: null,
      deleted_at: null,
      consent_sms_at: now,
      consent_emails_at: now,
      consent_terms_at: now,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['phone', 'role']).where('deleted_at', 'is', null).doNothing())
    .execute();
  const user = await findUserByPhone(db, phone, role);
  if (!user) throw new Error('The new account vanished');
  return user;
}
