import { sql } from 'kysely';
import { ApplicantState, averageStars, NO_SHOW_MINUTES, Role, type EmployerRecord, type OfficerRecord, type OfficerRecordEntry } from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import { notFound } from '../../http-errors';
import { ratingTotals } from './ratings';

/**
 * The employer's record since `since` (recordWindowStart of the reader's zone): the hires made in the
 * window (still hired, cancelled, or withdrawn from), and of those the ones the employer cancelled: a
 * cancelled hire (Accepted → Rejected keeps hired_at), or a hire on a job the employer deleted before it
 * ended. Officers' ratings given in the window.
 */
export async function employerRecord(db: Db, employerId: number, since: Date): Promise<EmployerRecord> {
  const cancelled = sql<boolean>`(a.state = ${ApplicantState.Rejected} or (a.state = ${ApplicantState.Accepted} and j.deleted_at is not null and j.deleted_at < j.ends_at))`;
  const [hires, withdrawn, ratings] = await Promise.all([
    db
      .selectFrom('applicants as a')
      .innerJoin('jobs as j', 'j.id', 'a.job_id')
      .select([sql<number>`count(*)::int`.as('hires'), sql<number>`(count(*) filter (where ${cancelled}))::int`.as('cancelled')])
      .where('j.employer_id', '=', employerId)
      .where('a.hired_at', '>=', since)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('hire_withdrawals as w')
      .innerJoin('jobs as j', 'j.id', 'w.job_id')
      .select(sql<number>`count(*)::int`.as('hires'))
      .where('j.employer_id', '=', employerId)
      .where('w.hired_at', '>=', since)
      .executeTakeFirstOrThrow(),
    ratingTotals(db, Role.Employer, since).where('r.ratee_id', '=', employerId).executeTakeFirst(),
  ]);
  const count = ratings?.count ?? 0;
  return { hires: hires.hires + withdrawn.hires, cancelled: hires.cancelled, ratings: { average: averageStars(ratings?.total ?? 0, count), count } };
}

/**
 * The records of officers, all time: completed shifts (shiftCompleted), no-shows (not checked in
 * NO_SHOW_MINUTES after the start, the product's one definition, unless the employer approved hours
 * for it; a called-off or released shift is none), late withdrawals (hire_withdrawals.late, and late call-offs of one shift)
 * and the employers' ratings.
 */
export async function officerRecords(db: Db, userIds: number[], now: Date): Promise<Map<number, OfficerRecord>> {
  const records = new Map<number, OfficerRecord>(userIds.map((id) => [id, { completedShifts: 0, noShows: 0, lateWithdrawals: 0, ratings: { average: null, count: 0 } }]));
  if (userIds.length === 0) return records;
  const noShowBy = new Date(now.getTime() - NO_SHOW_MINUTES * 60_000);
  const [shifts, withdrawals, ratings] = await Promise.all([
    db
      .selectFrom('shifts as s')
      .select([
        's.user_id',
        sql<number>`(count(*) filter (where coalesce(s.approved_minutes > 0, s.checked_out_at is not null)))::int`.as('completed'),
        sql<number>`(count(*) filter (where s.checked_in_at is null and s.called_off_at is null and s.released_at is null and s.starts_at <= ${noShowBy} and coalesce(s.approved_minutes, 0) = 0))::int`.as('no_shows'),
        // A call-off inside 24 hours of the start (issue 36) counts as a late withdrawal from that shift.
        sql<number>`(count(*) filter (where s.call_off_late))::int`.as('late_call_offs'),
      ])
      .where('s.user_id', 'in', userIds)
      .groupBy('s.user_id')
      .execute(),
    db
      .selectFrom('hire_withdrawals as w')
      .select(['w.user_id', sql<number>`count(*)::int`.as('late')])
      .where('w.user_id', 'in', userIds)
      .where('w.late', '=', true)
      .groupBy('w.user_id')
      .execute(),
    ratingTotals(db, Role.Employee).where('r.ratee_id', 'in', userIds).execute(),
  ]);
  for (const row of shifts) Object.assign(records.get(row.user_id)!, { completedShifts: row.completed, noShows: row.no_shows, lateWithdrawals: row.late_call_offs });
  for (const row of withdrawals) records.get(row.user_id)!.lateWithdrawals += row.late;
  for (const row of ratings) records.get(row.ratee_id)!.ratings = { average: averageStars(row.total, row.count), count: row.count };
  return records;
}

/** GET reliability/jobs/{id}/officerRecords: the record of every applicant of the employer's own job (404 for another's). */
export async function applicantRecords(db: Db, employerId: number, jobId: number, now: Date): Promise<OfficerRecordEntry[]> {
  const job = await db.selectFrom('jobs').select('id').where('id', '=', jobId).where('employer_id', '=', employerId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!job) throw notFound();
  const applicants = await db
    .selectFrom('applicants as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select('a.user_id')
    .where('a.job_id', '=', jobId)
    .where('u.deleted_at', 'is', null)
    .orderBy('a.user_id')
    .execute();
  const records = await officerRecords(db, applicants.map((a) => a.user_id), now);
  return [...records].map(([userId, record]) => ({ userId, record }));
}
