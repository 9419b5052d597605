import { ApplicantState, Role, SubscriptionState } from '@dutylink/contracts';
import { newPhone, type TestApp } from '../../helpers/test-app';

const DAY_MS = 86_400_000;

/** An admin's session: a signed-up account turned admin (admins are never signed up). */
export async function adminSession(t: TestApp): Promise<{ cookie: string; userId: number }> {
  const user = await t.signUp(Role.Employee);
  await t.db.updateTable('users').set({ role: Role.Admin, name: 'Ada Admin' }).where('id', '=', user.userId).execute();
  return { cookie: user.cookie, userId: user.userId };
}

export interface SeedUser {
  name?: string | null;
  email?: string | null;
  enabled?: boolean;
  createdAt?: Date;
  deleted?: boolean;
}

/** A user row straight into the table (list tests need many, fast); returns id and phone. */
export async function insertUser(t: TestApp, role: Role, seed: SeedUser = {}): Promise<{ id: number; phone: string }> {
  const phone = newPhone();
  const row = await t.db
    .insertInto('users')
    .values({
      role,
      phone: seed.deleted ? null : phone,
      email: seed.email === undefined ? `u${phone.slice(-7)}@example.com` : seed.email,
      pending_email: null,
      email_verified: true,
      name: seed.name === undefined ? `User ${phone.slice(-7)}` : seed.name,
      enabled: seed.enabled ?? true,
      deleted_at: seed.deleted ? t.clock.now() : null,
      consent_sms_at: t.clock.now(),
      consent_emails_at: t.clock.now(),
      consent_terms_at: t.clock.now(),
      created_at: seed.createdAt ?? t.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, phone };
}

export async function insertEmployer(t: TestApp, seed: SeedUser & { company?: string | null } = {}): Promise<{ id: number; phone: string }> {
  const user = await insertUser(t, Role.Employer, seed);
  if (seed.company !== null) {
    await t.db
      .insertInto('employer_profiles')
      .values({ user_id: user.id, first_name: 'F', last_name: 'L', company: seed.company ?? `Company ${user.id}`, license_number: 'LIC' })
      .execute();
  }
  return user;
}

export async function insertEmployee(t: TestApp, seed: SeedUser & { specializations?: number[] | null } = {}): Promise<{ id: number; phone: string }> {
  const user = await insertUser(t, Role.Employee, seed);
  if (seed.specializations !== null) {
    await t.db
      .insertInto('employee_profiles')
      .values({ user_id: user.id, first_name: 'F', last_name: 'L', specializations: seed.specializations ?? [] })
      .execute();
  }
  return user;
}

export interface SeedJob {
  title?: string;
  enabled?: boolean;
  fromDays?: number;
  salary?: number;
  salaryType?: 0 | 1;
  createdAt?: Date;
  deleted?: boolean;
  periodType?: 0 | 1 | 2;
}

export async function insertJob(t: TestApp, employerId: number, seed: SeedJob = {}): Promise<number> {
  const from = new Date(t.clock.now().getTime() + (seed.fromDays ?? 1) * DAY_MS).toISOString().slice(0, 10);
  const row = await t.db
    .insertInto('jobs')
    .values({
      employer_id: employerId,
      title: seed.title ?? 'Guard',
      period_type: seed.periodType ?? 0,
      from_date: from,
      to_date: seed.periodType === 1 ? new Date(Date.parse(from) + 3 * DAY_MS).toISOString().slice(0, 10) : null,
      shift: 0,
      salary_type: seed.salaryType ?? 0,
      salary_value: seed.salary ?? 20,
      enabled: seed.enabled ?? true,
      created_at: seed.createdAt ?? t.clock.now(),
      updated_at: t.clock.now(),
      deleted_at: seed.deleted ? t.clock.now() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertApplicant(t: TestApp, jobId: number, userId: number, state: ApplicantState = ApplicantState.New, createdAt?: Date): Promise<void> {
  await t.db
    .insertInto('applicants')
    .values({ job_id: jobId, user_id: userId, state, reason: null, created_at: createdAt ?? t.clock.now(), updated_at: t.clock.now() })
    .execute();
}

/** An Active paid subscription running for 30 more days, optionally with an applied promo. */
export async function insertSubscription(t: TestApp, userId: number, { promoId = null, state = SubscriptionState.Active, until }: { promoId?: number | null; state?: SubscriptionState; until?: Date } = {}) {
  const now = t.clock.now();
  await t.db
    .insertInto('subscriptions')
    .values({
      user_id: userId,
      state,
      period: null,
      product_id: null,
      started_at: now,
      period_start: now,
      until: until ?? new Date(now.getTime() + 30 * DAY_MS),
      virtual: false,
      provider: 'dev',
      promo_id: promoId,
      updated_at: now,
    })
    .execute();
}

export async function insertPromo(t: TestApp, name: string, percentOff = 20): Promise<number> {
  const row = await t.db
    .insertInto('promos')
    .values({ name, percent_off: percentOff, duration_months: 0, valid_until: null, max_redemptions: null, created_at: t.clock.now(), deleted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether a list is in order: key compare with NULLs last in both directions, ties by id in the same direction. */
export function orderViolation<T extends { id: number }>(items: T[], key: (item: T) => string | number | boolean | null, asc: boolean): string | null {
  const compare = (a: string | number | boolean, b: string | number | boolean) => {
    if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
    return Number(a) - Number(b);
  };
  for (let i = 1; i < items.length; i += 1) {
    const [a, b] = [items[i - 1], items[i]];
    const [ka, kb] = [key(a), key(b)];
    let c: number;
    if (ka === null && kb === null) c = 0;
    else if (ka === null) return `null before a value at ${i}`;
    else if (kb === null) c = -1;
    else c = (asc ? 1 : -1) * compare(ka, kb);
    if (c > 0) return `out of order at ${i}: ${JSON.stringify(ka)} then ${JSON.stringify(kb)}`;
    if (c === 0 && (asc ? a.id >= b.id : a.id <= b.id)) return `tie not broken by id at ${i}: ${a.id} then ${b.id}`;
  }
  return null;
}

export const lowerOrNull = (value: string | null | undefined) => (value ? value.toLowerCase() : null);
