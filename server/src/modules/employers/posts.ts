import { BillingPeriod } from '@dutylink/contracts';
import { addMonths } from 'date-fns';
import type { Db } from '../../db/connect';
import { isRunning } from '../../lib/access';

/**
 * THE rule for 'posts remaining' (spec section 9: 'You have 3 posts remaining').
 *
 * Each plan allows a number of job posts per billing period: Daily 3, Weekly 10, Monthly 30,
 * Annual 400. A post is used when a job is PUBLISHED (created, POST employers/jobs with id 0);
 * editing, closing or deleting a job neither uses nor gives back a post, so deleted and closed
 * jobs created in the period still count. The period is the subscription's current one
 * (subscriptions.period_start up to now). A virtual (free, promo) subscription gets the Monthly
 * allowance over a rolling month (the last month up to now), as it has no billing period of its own.
 * Without a running subscription nothing may be published (remaining 0).
 *
 * Override with POSTS_PER_PERIOD_JSON, an object keyed by period name, e.g.
 *   POSTS_PER_PERIOD_JSON='{"day":5,"month":50}'
 */
export type PostsPerPeriod = Record<BillingPeriod, number>;

export const DEFAULT_POSTS_PER_PERIOD: PostsPerPeriod = {
  [BillingPeriod.Day]: 3,
  [BillingPeriod.Week]: 10,
  [BillingPeriod.Month]: 30,
  [BillingPeriod.Year]: 400,
};

const KEYS: Record<string, BillingPeriod> = { day: BillingPeriod.Day, week: BillingPeriod.Week, month: BillingPeriod.Month, year: BillingPeriod.Year };

export function loadPostsPerPeriod(env: Record<string, string | undefined>): PostsPerPeriod {
  const result = { ...DEFAULT_POSTS_PER_PERIOD };
  const json = env.POSTS_PER_PERIOD_JSON?.trim();
  if (!json) return result;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('POSTS_PER_PERIOD_JSON is not valid JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('POSTS_PER_PERIOD_JSON must be an object keyed by day, week, month, year');
  for (const [key, value] of Object.entries(parsed)) {
    const period = KEYS[key];
    if (period === undefined) throw new Error(`POSTS_PER_PERIOD_JSON: unknown period "${key}" (use day, week, month, year)`);
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 100_000) throw new Error(`POSTS_PER_PERIOD_JSON: ${key} must be a whole number from 0`);
    result[period] = value;
  }
  return result;
}

/** Posts the employer may still publish now (0 without a running subscription). */
export async function postsRemaining(db: Db, employerId: number, now: Date, allowances: PostsPerPeriod): Promise<number> {
  const sub = await db.selectFrom('subscriptions').selectAll().where('user_id', '=', employerId).executeTakeFirst();
  if (!isRunning(sub, now)) return 0;
  const monthly = sub.virtual || sub.period === null || sub.period_start === null;
  const allowance = monthly ? allowances[BillingPeriod.Month] : allowances[sub.period!];
  const since = monthly ? addMonths(now, -1) : sub.period_start!;
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('employer_id', '=', employerId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Math.max(0, allowance - Number(row.n));
}
