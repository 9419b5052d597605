import { ApplicantState, dayIn, JobPeriodType, jobWeekDays, PaymentMethod, Shift } from '@dutylink/contracts';
import type { Db } from '../connect';
import { stateIdOf } from '../reference-data';
import type { Events } from '../../plugins/events';
import { openAsk } from '../../plugins/sms-replies';
import { DEMO_OFFICERS, jobBase } from './demo-reliability';

const HOUR = 3_600_000;
const ZONE = 'America/Chicago';
export const DEMO_UNCONFIRMED_TITLE = 'Loading Dock Watch – Deep Ellum Warehouse';

/**
 * DEMO_DATA, issue 36: an unconfirmed shift tomorrow. Marcus Reed is hired for the demo employer's one-day job
 * tomorrow morning, was asked to confirm 5 hours ago and has not answered, and the company was told an hour ago:
 * the employer's Today lists it under Needs you with Keep, and a reply YES from his phone (+15555550110) in the
 * dev outbox confirms it. Runs once: skipped when the job is there.
 */
export async function seedDemoUnconfirmedShift(db: Db, events: Events, now: Date, employerId: number): Promise<void> {
  const officer = await db.selectFrom('users').select(['id', 'phone']).where('phone', '=', DEMO_OFFICERS[0].phone).executeTakeFirst();
  const seeded = await db.selectFrom('jobs').select('id').where('employer_id', '=', employerId).where('title', '=', DEMO_UNCONFIRMED_TITLE).executeTakeFirst();
  if (!officer?.phone || seeded) return;
  const tomorrow = new Date(Date.parse(`${dayIn(now, ZONE)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await db.transaction().execute(async (trx) => {
    const job = await trx
      .insertInto('jobs')
      .values({
        ...jobBase,
        employer_id: employerId,
        title: DEMO_UNCONFIRMED_TITLE,
        description: 'Watch the loading dock and check delivery drivers in.',
        period_type: JobPeriodType.OneDay,
        from_date: tomorrow,
        to_date: null,
        days: [...jobWeekDays({ periodType: JobPeriodType.OneDay, from: tomorrow, to: null })],
        shift: Shift.AM,
        location_name: 'Deep Ellum Warehouse',
        location_description: 'Report to the dock office at door 4.',
        address1: '2800 Commerce St',
        state_id: stateIdOf('TX'),
        postal_code: '75226',
        number_of_employee: 1,
        salary_value: 24,
        payroll_type: PaymentMethod.DirectDeposit,
        enabled: true,
        created_at: new Date(now.getTime() - 48 * HOUR),
        updated_at: now,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const hiredAt = new Date(now.getTime() - 30 * HOUR);
    await trx.insertInto('applicants').values({ job_id: job.id, user_id: officer.id, state: ApplicantState.Accepted, reason: null, hired_at: hiredAt, created_at: hiredAt, updated_at: hiredAt }).execute();
    await events.record(trx, now, { kind: 'hire.made', jobId: job.id, userId: officer.id });
    const shift = await trx.selectFrom('shifts').select(['id', 'starts_at']).where('job_id', '=', job.id).executeTakeFirstOrThrow();
    const askedAt = new Date(now.getTime() - 5 * HOUR);
    await trx.updateTable('shifts').set({ confirm_asked_at: askedAt, unconfirmed_told_at: new Date(now.getTime() - HOUR) }).where('id', '=', shift.id).execute();
    const open = await trx.selectFrom('sms_asks').select('id').where('shift_id', '=', shift.id).executeTakeFirst();
    if (!open) await openAsk(trx, { userId: officer.id, phone: officer.phone!, kind: 'confirm', shiftId: shift.id }, askedAt, shift.starts_at);
  });
}
