import { employeeRoutes, employerRoutes, NO_SHOW_MINUTES } from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import { tellOfficers } from '../../messaging/officer-messages';
import { enqueueSms } from '../../messaging/outbox';
import type { Events } from '../../plugins/events';
import { shiftsToClaim } from './rows';
import { latePush, lateSms, noShowSms, officerNoShowPush, officerNoShowSms } from './texts';

/** Shifts told per pass; a pass with a full batch asks the outbox worker to come round again. */
const NO_SHOW_BATCH = 100;

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

/**
 * The running shifts whose officer is still awaited: not checked in or called off, no-show not yet told, the job
 * not deleted and the officer still hired. A shift stays once started (a record); whether its officer is still awaited is
 * the hire's and the job's. Claimed FOR UPDATE SKIP LOCKED, soonest first, a batch at a time.
 */
function awaitedShifts(trx: Db, now: Date) {
  return shiftsToClaim(trx, NO_SHOW_BATCH)
    .leftJoin('employer_profiles as ep', 'ep.user_id', 'j.employer_id')
    .select(['s.id', 's.starts_at', 's.user_id', 'j.title', 'j.time_zone', 'j.company_name', 'j.employer_id', 'e.phone as employer_phone', 'ep.work_phone', 'u.name', 'u.phone'])
    .where('s.checked_in_at', 'is', null)
    .where('s.no_show_told_at', 'is', null)
    .where('s.ends_at', '>', now);
}

/**
 * An outbox source (issue 36): when a shift starts, its officer not yet checked in is told so (a push first), with My shifts
 * and the time it becomes a no-show. Marked in the transaction that writes the SMS (shifts.late_told_at), so each
 * shift is told once across processes. Only before the no-show time: a pass that comes later leaves the shift
 * to the no-show's text rather than sending both at once.
 */
export async function tellLateOfficers(db: Db, now: Date, publicUrl: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const due = await awaitedShifts(trx, now).where('s.late_told_at', 'is', null).where('s.starts_at', '<=', now).where('s.starts_at', '>', minutesBefore(now, NO_SHOW_MINUTES)).execute();
    if (!due.length) return false;
    await trx.updateTable('shifts').set({ late_told_at: now }).where('id', 'in', due.map((shift) => shift.id)).execute();
    const link = `${publicUrl}${employeeRoutes.shifts}`;
    await tellOfficers(
      trx,
      now,
      due.flatMap((shift) => {
        const times = { title: shift.title, startsAt: shift.starts_at, timeZone: shift.time_zone };
        return shift.phone ? [{ userId: shift.user_id, phone: shift.phone, type: 'reminder' as const, sms: lateSms(times, link), push: latePush(shift.id, times), retryUnknownOutcome: true }] : [];
      }),
    );
    return due.length === NO_SHOW_BATCH;
  });
}

/**
 * An outbox source (issue 20): NO_SHOW_MINUTES after a shift started (while it runs) without a check-in, the
 * employer gets an SMS, and (issue 36) the officer one saying it is on their record as a no-show and whom to
 * call, and the shift is lost (shift.lost: it can be offered). The shifts are claimed and marked (no_show_told_at) in the transaction that writes the SMS, so each is
 * told once across processes.
 */
export async function tellNoShows(db: Db, events: Events, now: Date, publicUrl: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const due = await awaitedShifts(trx, now).select('s.job_id').where('s.starts_at', '<=', minutesBefore(now, NO_SHOW_MINUTES)).execute();
    if (!due.length) return false;
    await trx.updateTable('shifts').set({ no_show_told_at: now }).where('id', 'in', due.map((shift) => shift.id)).execute();
    for (const shift of due) {
      const times = { title: shift.title, startsAt: shift.starts_at, timeZone: shift.time_zone };
      if (shift.employer_phone) {
        const body = noShowSms(times, shift.name ?? 'Your hired officer', shift.phone, `${publicUrl}${employerRoutes.today}`);
        await enqueueSms(trx, now, { to: shift.employer_phone, body, userId: shift.employer_id, retryUnknownOutcome: true });
      }
      if (shift.phone) {
        const sms = officerNoShowSms(times, shift.company_name, shift.work_phone, `${publicUrl}${employeeRoutes.shifts}`);
        await tellOfficers(trx, now, [{ userId: shift.user_id, phone: shift.phone, type: 'reminder', sms, push: officerNoShowPush(shift.id, times, shift.company_name), retryUnknownOutcome: true }]);
      }
      // Issue 36: the shift lost its officer and can be offered for the rest of it.
      await events.record(trx, now, { kind: 'shift.lost', jobId: shift.job_id, userId: shift.user_id, shiftId: shift.id, why: 'no-show' });
    }
    return due.length === NO_SHOW_BATCH;
  });
}
