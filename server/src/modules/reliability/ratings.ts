import { sql } from 'kysely';
import { averageStars, ratingMessages, Role, shiftCompleted, type RateShiftRequest, type RatingsAboutMe, type ShiftRating } from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import type { User } from '../../db/schema';
import { HttpError, notFound } from '../../http-errors';

/** Who rates: an officer rates the employer of their shift, an employer the officer of a shift of their job. */
const sideOf = (role: Role) => (role === Role.Employee ? 'officer' : 'employer');

/** The most ratings a reader's list shows, newest first; the average counts them all. */
export const RATINGS_SHOWN = 100;

/**
 * POST reliability/shifts/{id}/rating: once per shift per side, after the shift is completed
 * (shiftCompleted: checked out, or approved with more than 0 minutes). Another's shift answers 404, a
 * shift not completed 409, a second rating 409 (the first stays).
 */
export async function rateShift(db: Db, rater: Pick<User, 'id' | 'role'>, shiftId: number, body: RateShiftRequest, now: Date): Promise<ShiftRating> {
  const side = sideOf(rater.role);
  const shift = await db
    .selectFrom('shifts as s')
    .innerJoin('jobs as j', 'j.id', 's.job_id')
    .select(['s.id', 's.user_id', 'j.employer_id', 's.checked_out_at', 's.approved_minutes'])
    .where('s.id', '=', shiftId)
    .where(side === 'officer' ? 's.user_id' : 'j.employer_id', '=', rater.id)
    .executeTakeFirst();
  if (!shift) throw notFound();
  if (!shiftCompleted({ checkedOut: shift.checked_out_at !== null, approvedMinutes: shift.approved_minutes })) throw new HttpError(409, ratingMessages.notCompleted);
  const row = await db
    .insertInto('shift_ratings')
    .values({
      shift_id: shift.id,
      side,
      rater_id: rater.id,
      ratee_id: side === 'officer' ? shift.employer_id : shift.user_id,
      stars: body.stars,
      comment: body.comment,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['shift_id', 'side']).doNothing())
    .returning(['shift_id', 'stars', 'comment', 'created_at'])
    .executeTakeFirst();
  if (!row) throw new HttpError(409, ratingMessages.already);
  return { shiftId: row.shift_id, stars: row.stars, comment: row.comment, created: row.created_at.toISOString() };
}

/** The other side's ratings of `ratee` (employer or officer), optionally since an instant: their count and star total. */
export function ratingTotals(db: Db, rateeRole: Role, since?: Date) {
  let query = db
    .selectFrom('shift_ratings as r')
    .select(['r.ratee_id', sql<number>`count(*)::int`.as('count'), sql<number>`coalesce(sum(r.stars), 0)::int`.as('total')])
    .where('r.side', '=', rateeRole === Role.Employer ? 'officer' : 'employer')
    .groupBy('r.ratee_id');
  if (since) query = query.where('r.created_at', '>=', since);
  return query;
}

/** GET reliability/ratings: the ratings about the signed-in officer or employer, with the job and the shift's day, not the rater. */
export async function ratingsAbout(db: Db, user: Pick<User, 'id' | 'role'>): Promise<RatingsAboutMe> {
  const [totals, rows] = await Promise.all([
    ratingTotals(db, user.role).where('r.ratee_id', '=', user.id).executeTakeFirst(),
    db
      .selectFrom('shift_ratings as r')
      .innerJoin('shifts as s', 's.id', 'r.shift_id')
      .innerJoin('jobs as j', 'j.id', 's.job_id')
      .select(['r.stars', 'r.comment', 'j.title', sql<string>`to_char(s.day, 'YYYY-MM-DD')`.as('day')])
      .where('r.ratee_id', '=', user.id)
      .where('r.side', '=', user.role === Role.Employer ? 'officer' : 'employer')
      .orderBy('r.created_at', 'desc')
      .orderBy('r.shift_id', 'desc')
      .limit(RATINGS_SHOWN)
      .execute(),
  ]);
  const count = totals?.count ?? 0;
  return { average: averageStars(totals?.total ?? 0, count), count, ratings: rows };
}
