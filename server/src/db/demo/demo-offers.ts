import { ApplicantState, dayIn, JobPeriodType, jobWeekDays, PaymentMethod, Shift, SubscriptionState, WITHDRAW_REASONS } from '@dutylink/contracts';
import type { Db } from '../connect';
import { stateIdOf } from '../reference-data';
import type { Events } from '../../plugins/events';
import { offerShift } from '../../modules/shifts';
import { DEMO_OFFICERS, jobBase } from './demo-reliability';

const HOUR = 3_600_000;
const ZONE = 'America/Chicago';
export const DEMO_OFFERED_TITLE = 'Lobby Desk - Uptown Tower';

/**
 * DEMO_DATA, issue 36: an open shift with offers out. Tanya Brooks, hired for the demo employer's one-day job
 * tomorrow afternoon, called it off two hours ago; the company offered it, and the first wave went to the job's
 * other applicants, Luis Ortega (+15555550112) and Grace Kim (+15555550113), whose 'offer' asks are open: a reply
 * YES from either phone in the dev outbox takes the shift, and Today shows who covers it. Runs once: skipped when
 * the job is there.
 */
export async function seedDemoOfferedShift(db: Db, events: Events, now: Date, employerId: number): Promise<void> {
  const [hired, ...asked] = await Promise.all(DEMO_OFFICERS.slice(1).map((officer) => db.selectFrom('users').select('id').where('phone', '=', officer.phone).executeTakeFirst()));
  const seeded = await db.selectFrom('jobs').select('id').where('employer_id', '=', employerId).where('title', '=', DEMO_OFFERED_TITLE).executeTakeFirst();
  if (!hired || asked.some((officer) => !officer) || seeded) return;
  const tomorrow = new Date(Date.parse(`${dayIn(now, ZONE)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const shiftId = await db.transaction().execute(async (trx) => {
    const job = await trx
      .insertInto('jobs')
      .values({
        ...jobBase,
        employer_id: employerId,
        title: DEMO_OFFERED_TITLE,
        description: 'Greet visitors at the lobby desk and sign contractors in.',
        period_type: JobPeriodType.OneDay,
        from_date: tomorrow,
        to_date: null,
        days: [...jobWeekDays({ periodType: JobPeriodType.OneDay, from: tomorrow, to: null })],
        shift: Shift.PM,
        location_name: 'Uptown Tower',
        location_description: 'Badge in at the security desk, ground floor.',
        address1: '2200 Ross Ave',
        state_id: stateIdOf('TX'),
        postal_code: '75201',
        number_of_employee: 1,
        salary_value: 26,
        payroll_type: PaymentMethod.DirectDeposit,
        enabled: true,
        created_at: new Date(now.getTime() - 72 * HOUR),
        updated_at: now,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const hiredAt = new Date(now.getTime() - 48 * HOUR);
    await trx.insertInto('applicants').values({ job_id: job.id, user_id: hired.id, state: ApplicantState.Accepted, reason: null, hired_at: hiredAt, created_at: hiredAt, updated_at: hiredAt }).execute();
    // The other applicants, subscribed as applying needs: the offer's first wave reaches them.
    for (const officer of asked) {
      await trx.insertInto('applicants').values({ job_id: job.id, user_id: officer!.id, state: ApplicantState.New, reason: null, created_at: hiredAt, updated_at: hiredAt }).execute();
      await trx
        .insertInto('subscriptions')
        .values({ user_id: officer!.id, state: SubscriptionState.Active, virtual: true, until: null, updated_at: now })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute();
    }
    // The events are recorded now, the rows keep their past times: the texts they write are due at once and go out
    // with the demo's start, instead of sitting in the outbox as due days ago (which reads as SMS delayed on sign-in).
    await events.record(trx, now, { kind: 'hire.made', jobId: job.id, userId: hired.id });
    const shift = await trx.selectFrom('shifts').select('id').where('job_id', '=', job.id).executeTakeFirstOrThrow();
    const calledOffAt = new Date(now.getTime() - 2 * HOUR);
    const reason = WITHDRAW_REASONS[0]!;
    await trx.updateTable('shifts').set({ called_off_at: calledOffAt, call_off_reason: reason, call_off_late: true }).where('id', '=', shift.id).execute();
    await events.record(trx, now, { kind: 'shift.called-off', jobId: job.id, userId: hired.id, shiftId: shift.id, reason, late: true });
    return shift.id;
  });
  await offerShift(db, employerId, shiftId, now);
}
