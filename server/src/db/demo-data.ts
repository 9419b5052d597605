import { Role } from '@dutylink/contracts';
import type { Db } from './connect';

export const DEMO_ACCOUNTS = [
  { role: Role.Admin, phone: '+15555550100', email: 'admin@dutylink.test', name: 'Ada Admin' },
  { role: Role.Employer, phone: '+15555550101', email: 'employer@dutylink.test', name: 'Erin Employer' },
  { role: Role.Employee, phone: '+15555550102', email: 'employee@dutylink.test', name: 'Eli Employee' },
] as const;

/** Seeds the demo accounts into an empty database; returns whether it did. */
export async function seedDemoData(db: Db, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const any = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (any) return false;
    await trx
      .insertInto('users')
      .values(
        DEMO_ACCOUNTS.map((account) => ({
          ...account,
          pending_email: null,
          email_verified: true,
          deleted_at: null,
          consent_sms_at: now,
          consent_emails_at: now,
          consent_terms_at: now,
          created_at: now,
        })),
      )
      .execute();
    return true;
  });
}
