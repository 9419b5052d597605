import { Role, stepsBeforePayment, subscriptionPaths, type Subscription } from '@dutylink/contracts';
import type { TestApp } from './test-app';

export const SUCCESS = '/employee/subscription/success';
export const FAILED = '/employee/subscription/failed';

/**
 * A signed-up user with a verified e-mail, a name and the profile steps before Payment marked filled
 * (what the subscription calls need); `filledProfile: false` leaves the profile empty.
 */
export async function subscriber(t: TestApp, role: Role = Role.Employee, { filledProfile = true } = {}): Promise<{ cookie: string; phone: string; userId: number }> {
  const user = await t.signUp(role);
  const filled = filledProfile ? [...stepsBeforePayment(role === Role.Employer ? 'employer' : 'employee')] : [];
  await t.db
    .updateTable('users')
    .set({ email: `user${user.userId}@example.com`, email_verified: true, name: `Pat Doe ${user.userId}`, filled_steps: filled })
    .where('id', '=', user.userId)
    .execute();
  return user;
}

export const createPath = (productId: string, couponCode?: string) => subscriptionPaths.create(productId, { successUrl: SUCCESS, failedUrl: FAILED, couponCode });

export async function subscription(t: TestApp, cookie: string): Promise<Subscription> {
  const response = await t.call('GET', subscriptionPaths.get, { cookie });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** A dev checkout form button: form-encoded, our Origin, the session cookie. */
export function pressButton(t: TestApp, url: string, cookie: string, origin: string | null = 'http://localhost:8080') {
  const headers: Record<string, string> = { cookie, 'content-type': 'application/x-www-form-urlencoded' };
  if (origin) headers.origin = origin;
  return t.app.inject({ method: 'POST', url, headers, payload: '' });
}

/** create → Pay on the dev checkout; returns the checkout URL. */
export async function buy(t: TestApp, cookie: string, productId: string, couponCode?: string): Promise<string> {
  const created = await t.call('POST', createPath(productId, couponCode), { cookie });
  expect(created.statusCode).toBe(200);
  const { url } = created.json() as { url: string };
  if (!url.startsWith('/dev/checkout/')) return url;
  const paid = await pressButton(t, `${url}/pay`, cookie);
  expect(paid.statusCode).toBe(303);
  expect(paid.headers.location).toBe(SUCCESS);
  return url;
}

export async function tableCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = ['subscriptions', 'transactions', 'checkouts', 'promo_redemptions', 'payment_events'] as const;
  const entries = await Promise.all(
    tables.map(async (table) => {
      const row = await t.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      return [table, Number(row.n)] as const;
    }),
  );
  const promos = await t.db.selectFrom('promos').select((eb) => eb.fn.sum<string>('redemptions').as('n')).executeTakeFirstOrThrow();
  return { ...Object.fromEntries(entries), promoRedemptionCounters: Number(promos.n ?? 0) };
}

export const DAY_MS = 86_400_000;
