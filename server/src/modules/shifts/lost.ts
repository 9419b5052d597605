import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { ApplicantState, LostReason } from '@dutylink/contracts';
import type { Database } from '../../db/schema';
import { dropShiftMessages } from '../../messaging/officer-messages';
import type { EventOf, Events } from '../../plugins/events';
import { closeShiftAsks } from '../../plugins/sms-replies';
import { stillTheirs, type ShiftRow } from './rows';

type Trx = Kysely<Database>;

/**
 * The shifts of an ended hire (withdrawn, cancelled) whose day, in the job's zone, is within this many days from
 * today are kept as released, to be offered; later ones go (docs/decisions/backfill.md).
 */
export const RELEASE_DAYS = 7;

/** The shift (shifts as s) lost its officer (issue 36): called off, released, or a no-show not checked in since. */
export const lost = (eb: ExpressionBuilder<Database & { s: Database['shifts'] }, 's'>) =>
  eb.or([eb('s.called_off_at', 'is not', null), eb('s.released_at', 'is not', null), eb.and([eb('s.no_show_told_at', 'is not', null), eb('s.checked_in_at', 'is', null)])]);

/** Why a shift lost its officer, or null while it has them (the same cases as `lost`). */
export function lostReason(row: Pick<ShiftRow, 'called_off_at' | 'release_reason' | 'no_show_told_at' | 'checked_in_at'>): LostReason | null {
  if (row.called_off_at) return LostReason.CalledOff;
  if (row.release_reason) return row.release_reason as LostReason;
  return row.no_show_told_at && !row.checked_in_at ? LostReason.NoShow : null;
}

/** The officer no longer works the shift: its reminders not yet sent (a push's fallback SMS too) and its open asks go. */
export async function dropOfficer(trx: Trx, shiftId: number, now: Date, answer: string): Promise<void> {
  await dropShiftMessages(trx, now, [shiftId], true);
  await closeShiftAsks(trx, shiftId, now, answer);
}

/**
 * A hire ended by a withdrawal or a cancel (hire.ended): its shifts not started whose day, in the job's zone, is
 * within RELEASE_DAYS are kept as released (the reason from how it ended), each lost and so offerable; planShifts
 * then removes the later ones. A backfill shift is the officer's own and is not touched.
 */
export async function releaseEndedHire(trx: Trx, events: Events, event: EventOf<'hire.ended'>, now: Date): Promise<void> {
  if (event.why !== 'withdrawn' && event.why !== 'cancelled') return;
  const released = await trx
    .updateTable('shifts as s')
    .set({ released_at: now, release_reason: event.why })
    .where('s.job_id', '=', event.jobId)
    .where('s.user_id', '=', event.userId)
    .where('s.backfill_of', 'is', null)
    .where(stillTheirs)
    .where('s.checked_in_at', 'is', null)
    .where('s.starts_at', '>', now)
    .where(sql<boolean>`s.day < (select (${now}::timestamptz at time zone j.time_zone)::date + ${RELEASE_DAYS}::int from jobs j where j.id = s.job_id and j.deleted_at is null)`)
    // Still not hired: a hire that ended and was made again in one transaction keeps its shifts.
    .where((eb) => eb.not(eb.exists(eb.selectFrom('applicants as a').select('a.id').whereRef('a.job_id', '=', 's.job_id').whereRef('a.user_id', '=', 's.user_id').where('a.state', '=', ApplicantState.Accepted))))
    .returning(['s.id'])
    .execute();
  for (const { id } of released) {
    await dropOfficer(trx, id, now, event.why);
    await events.record(trx, now, { kind: 'shift.lost', jobId: event.jobId, userId: event.userId, shiftId: id, why: event.why });
  }
}
