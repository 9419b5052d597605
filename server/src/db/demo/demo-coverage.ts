import { dayIn, WITHDRAW_REASONS } from '@dutylink/contracts';
import { sql } from 'kysely';
import type { Db } from '../connect';
import { DEMO_OFFICERS } from './demo-reliability';

const HOUR = 3_600_000;
const ZONE = 'America/Chicago';
/** How long the demo's backfill took to fill: the median time to fill a newcomer reads on Today. */
export const DEMO_FILL_MINUTES = 38;

/**
 * DEMO_DATA, issue 36 (coverage figures): two more officers on the Comerica job's post (demo-shifts.ts) today, so it
 * is in this week whatever the day, and its officers are free tomorrow for the offered shift (demo-offers.ts): Tanya Brooks called it off over a day ahead and Luis Ortega's backfill took it
 * DEMO_FILL_MINUTES later (covered); Grace Kim called off hours ago and nobody has it yet (open). Today then reads
 * "Coverage this week: N of N+1 shifts covered" and "Median time to fill: 38 min". Rows of shifts and shift_offers only.
 * Runs once: skipped when Tanya has a shift on the job.
 */
export async function seedDemoCoverage(db: Db, now: Date, employeeId: number): Promise<void> {
  const day = dayIn(now, ZONE);
  // The demo employee's Comerica shift of that day (demo-shifts.ts): the same post and times.
  const employees = await db.selectFrom('shifts').select(['job_id', 'starts_at', 'ends_at']).where('user_id', '=', employeeId).where(sql<boolean>`day = ${day}::date`).executeTakeFirst();
  const post = employees && { ...employees, day };
  const [, tanya, luis, grace] = await Promise.all(
    DEMO_OFFICERS.map((officer) => db.selectFrom('users').select('id').where('phone', '=', officer.phone).executeTakeFirst()),
  );
  if (!post || !tanya || !luis || !grace) return;
  if (await db.selectFrom('shifts').select('id').where('job_id', '=', post.job_id).where('user_id', '=', tanya.id).executeTakeFirst()) return;
  const calledOff = (hoursBefore: number, nowMinus: number) => {
    const at = new Date(Math.min(post.starts_at.getTime() - hoursBefore * HOUR, now.getTime() - nowMinus * HOUR));
    return { called_off_at: at, call_off_reason: WITHDRAW_REASONS[0], call_off_late: post.starts_at.getTime() - at.getTime() < 24 * HOUR };
  };
  await db.transaction().execute(async (trx) => {
    const lost = calledOff(30, 2);
    const tanyas = await trx.insertInto('shifts').values({ ...post, user_id: tanya.id, ...lost }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('shifts').values({ ...post, user_id: luis.id, backfill_of: tanyas.id }).execute();
    const filledAt = new Date(lost.called_off_at.getTime() + DEMO_FILL_MINUTES * 60_000);
    await trx
      .insertInto('shift_offers')
      .values({ shift_id: tanyas.id, mode: 'waves', wave_size: 5, wave_minutes: 15, automatic: false, started_at: lost.called_off_at, waves_sent: 1, filled_at: filledAt })
      .execute();
    await trx.insertInto('shifts').values({ ...post, user_id: grace.id, ...calledOff(3, 1) }).execute();
  });
}
