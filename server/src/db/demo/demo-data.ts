import { Role } from '@dutylink/contracts';
import type { Db } from '../connect';
import { DEFAULT_PLANS, type Plan } from '../../modules/subscriptions';
import type { Events } from '../../plugins/events';
import { seedDemoJobsAndProfiles } from './demo-jobs';
import { seedDemoRequiredPermits } from './demo-permits';
import { demoUser } from './demo-users';

export const DEMO_ACCOUNTS = [
  { role: Role.Admin, phone: '+15555550100', email: 'admin@dutylink.test', name: 'Ada Admin' },
  { role: Role.Employer, phone: '+15555550101', email: 'employer@dutylink.test', name: 'Erin Employer' },
  { role: Role.Employee, phone: '+15555550102', email: 'employee@dutylink.test', name: 'Eli Employee' },
] as const;

const DAY_MS = 86_400_000;

/** Demo promo codes (DEMO_DATA): one of each kind the rules tell apart. */
export const DEMO_PROMOS = [
  { name: 'WELCOME20', percent_off: 20, duration_months: 3, validDays: 365 },
  { name: 'HALFOFF', percent_off: 50, duration_months: 0, validDays: 365 },
  { name: 'FREEMONTH', percent_off: 100, duration_months: 1, validDays: 365 },
  { name: 'EXPIRED10', percent_off: 10, duration_months: 1, validDays: -1 },
] as const;

/** Seeds the demo promos once, into a database that has no promo yet; returns whether it did. */
export async function seedDemoPromos(db: Db, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const any = await trx.selectFrom('promos').select('id').limit(1).executeTakeFirst();
    if (any) return false;
    await trx
      .insertInto('promos')
      .values(
        DEMO_PROMOS.map(({ validDays, ...promo }) => ({
          ...promo,
          valid_until: new Date(now.getTime() + validDays * DAY_MS),
          max_redemptions: null,
          created_at: now,
          deleted_at: null,
        })),
      )
      .execute();
    return true;
  });
}

/**
 * Seeds the demo accounts into an empty database, the demo promos, and the demo employer's company
 * and jobs and the complete demo employee (each once); returns whether it seeded accounts.
 */
export async function seedDemoData(db: Db, events: Events, now: Date, plans: readonly Plan[] = DEFAULT_PLANS, salesTaxPercent: number | null = null): Promise<boolean> {
  await seedDemoPromos(db, now);
  const seeded = await seedDemoAccounts(db, now);
  const [, employer, employee] = DEMO_ACCOUNTS;
  await seedDemoJobsAndProfiles(db, events, now, plans, salesTaxPercent, { employer: employer.phone, employee: employee.phone });
  await seedDemoRequiredPermits(db, now, employer.phone);
  return seeded;
}

async function seedDemoAccounts(db: Db, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const any = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (any) return false;
    await trx
      .insertInto('users')
      .values(
        DEMO_ACCOUNTS.map((account) => demoUser(account, now)),
      )
      .execute();
    return true;
  });
}
