import { ApplicantState, employerRoutes, NO_SHOW_MINUTES } from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import { enqueueSms } from '../../messaging/outbox';
import { noShowSms } from './texts';

/** Shifts told per pass; a pass with a full batch asks the outbox worker to come round again. */
const NO_SHOW_BATCH = 100;

/**
 * An outbox source (issue 20): the employer gets an SMS when a hired officer has not checked in
 * NO_SHOW_MINUTES after a shift started (while it runs). The shifts are claimed FOR UPDATE SKIP LOCKED
 * and marked in the transaction that writes the SMS, so each is told once across processes.
 */
export async function tellNoShows(db: Db, now: Date, publicUrl: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('shifts as s')
      .innerJoin('jobs as j', 'j.id', 's.job_id')
      .innerJoin('users as e', 'e.id', 'j.employer_id')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id', 's.starts_at', 'j.title', 'j.time_zone', 'j.employer_id', 'e.phone as employer_phone', 'u.name', 'u.phone'])
      .where('s.checked_in_at', 'is', null)
      .where('s.no_show_told_at', 'is', null)
      // A shift stays once started (a record); whether its officer is still awaited is the hire's and the job's.
      .where('j.deleted_at', 'is', null)
      .where((eb) => eb.exists(eb.selectFrom('applicants as a').select('a.id').whereRef('a.job_id', '=', 's.job_id').whereRef('a.user_id', '=', 's.user_id').where('a.state', '=', ApplicantState.Accepted)))
      .where('s.starts_at', '<=', new Date(now.getTime() - NO_SHOW_MINUTES * 60_000))
      .where('s.ends_at', '>', now)
      .orderBy('s.starts_at')
      .limit(NO_SHOW_BATCH)
      .forUpdate('s')
      .skipLocked()
      .execute();
    if (!due.length) return false;
    await trx.updateTable('shifts').set({ no_show_told_at: now }).where('id', 'in', due.map((shift) => shift.id)).execute();
    for (const shift of due) {
      if (!shift.employer_phone) continue;
      const body = noShowSms({ title: shift.title, startsAt: shift.starts_at, timeZone: shift.time_zone }, shift.name ?? 'Your hired officer', shift.phone, `${publicUrl}${employerRoutes.today}`);
      await enqueueSms(trx, now, { to: shift.employer_phone, body, userId: shift.employer_id, retryUnknownOutcome: true });
    }
    return due.length === NO_SHOW_BATCH;
  });
}
