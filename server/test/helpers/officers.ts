import { Role, stepsBeforePayment, SubscriptionState } from '@dutylink/contracts';
import { createSession, SESSION_COOKIE } from '../../src/lib/sessions';
import { newPhone, type TestApp } from './test-app';

const FIRST_NAMES = ['Ann', 'Bob', 'Carl', 'Dora', 'Eli', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo'];

export interface ManyOfficer {
  userId: number;
  cookie: string;
  firstName: string;
  phone: string;
}

/**
 * `n` subscribed officers with filled profiles and a session each, a few statements for all of them (signing 200
 * up costs minutes). `alerts`: their alert settings take the fixture job's category (1) and metro area (101) at any
 * pay, so its alerts and offers match them.
 */
export async function manyOfficers(t: TestApp, n: number, { alerts = false } = {}): Promise<ManyOfficer[]> {
  const now = t.clock.now();
  const people = Array.from({ length: n }, (_, i) => ({ phone: newPhone(), firstName: FIRST_NAMES[i % FIRST_NAMES.length]! }));
  const users = await t.db
    .insertInto('users')
    .values(
      people.map((p) => ({
        role: Role.Employee,
        phone: p.phone,
        email: `officer${p.phone.slice(-7)}@example.com`,
        email_verified: true,
        name: `${p.firstName} Rusher`,
        filled_steps: [...stepsBeforePayment('employee')],
        consent_sms_at: now,
        consent_emails_at: now,
        consent_terms_at: now,
        created_at: now,
      })),
    )
    .returning('id')
    .execute();
  const matching = alerts ? { categories: [1], locations: [101], any_salary: true } : {};
  await t.db
    .insertInto('employee_profiles')
    .values(users.map((u, i) => ({ user_id: u.id, first_name: people[i]!.firstName, last_name: 'Rusher', ...matching })))
    .execute();
  await t.db
    .insertInto('subscriptions')
    .values(users.map((u) => ({ user_id: u.id, state: SubscriptionState.Active, virtual: true, until: null, updated_at: now })))
    .execute();
  return Promise.all(
    users.map(async (u, i) => ({ userId: u.id, cookie: `${SESSION_COOKIE}=${await createSession(t.db, u.id, now, 30)}`, firstName: people[i]!.firstName, phone: people[i]!.phone })),
  );
}
