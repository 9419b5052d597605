import { sql, type ExpressionBuilder } from 'kysely';
import { ApplicantState, ARMED_STATUS_LABEL, enumLabel, type Dress, type Equipment, formatAddress, formatPhone, jobEquipment, jobUniform, type OfficerShift, type ShiftClock, type ShiftTimes } from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';

/**
 * The shifts with what every view of them needs: the job's title, place, zone and pay, the company, and
 * the officer. Callers add their own where: whose shifts, and which.
 */
export function shiftRows(db: Db) {
  return db
    .selectFrom('shifts as s')
    .innerJoin('jobs as j', 'j.id', 's.job_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('us_states as st', 'st.id', 'j.state_id')
    .leftJoin('employer_profiles as ep', 'ep.user_id', 'j.employer_id')
    // Issue 36: a lost shift's offer, and the backfill that covers it with its officer.
    .leftJoin('shift_offers as o', 'o.shift_id', 's.id')
    .leftJoin('shifts as b', 'b.backfill_of', 's.id')
    .leftJoin('users as bu', 'bu.id', 'b.user_id')
    .selectAll('s')
    .select([
      'j.title',
      'j.company_name',
      'j.time_zone',
      'j.location_name',
      'j.location_description',
      'j.address1',
      'j.address2',
      'j.city',
      'j.postal_code',
      'j.uniform_type',
      'j.uniform_other',
      'j.armed_type',
      'j.equipment',
      'j.equipment_description',
      'j.salary_value',
      'j.salary_type',
      'j.employer_id',
      'ep.work_phone',
      'u.name as officer_name',
      'u.phone as officer_phone',
      sql<string>`coalesce(st.code, '')`.as('state_code'),
      sql<number>`(select c.confirm_hours from users c where c.id = j.employer_id)`.as('confirm_hours'),
      'o.started_at as offer_started_at',
      'o.next_wave_at as offer_next_wave_at',
      'o.filled_at as offer_filled_at',
      'o.stopped_at as offer_stopped_at',
      'o.automatic as offer_automatic',
      sql<number>`(select count(*)::int from sms_asks k where k.shift_id = s.id and k.kind = 'offer')`.as('offer_asked'),
      'b.user_id as covered_by_id',
      'b.called_off_at as covered_by_called_off_at',
      'b.release_reason as covered_by_release_reason',
      'b.no_show_told_at as covered_by_no_show_told_at',
      'b.checked_in_at as covered_by_checked_in_at',
      sql<string | null>`coalesce(bu.name, bu.phone)`.as('covered_by_name'),
      // Issue 21: the stars each side gave for the shift.
      sql<number | null>`(select r.stars from shift_ratings r where r.shift_id = s.id and r.side = 'officer')`.as('officer_rated'),
      sql<number | null>`(select r.stars from shift_ratings r where r.shift_id = s.id and r.side = 'employer')`.as('employer_rated'),
    ]);
}

type ShiftsAsS = ExpressionBuilder<Database & { s: Database['shifts'] }, 's'>;

/**
 * The shift (shifts as s) is still its officer's to work (issue 36): not called off and not released. A lost shift
 * stays as a record but leaves My shifts, the feed, reminders and the passes, and is never planned again.
 */
export const stillTheirs = (eb: ShiftsAsS) => eb.and([eb('s.called_off_at', 'is', null), eb('s.released_at', 'is', null)]);

/**
 * The shift's (shifts as s) officer still has it: hired on its job (not withdrawn or cancelled), or it is a
 * backfill (issue 36), which gives its officer this one shift without a hire.
 */
export const stillHired = (eb: ShiftsAsS) =>
  eb.or([
    eb('s.backfill_of', 'is not', null),
    eb.exists(eb.selectFrom('applicants as a').select('a.id').whereRef('a.job_id', '=', 's.job_id').whereRef('a.user_id', '=', 's.user_id').where('a.state', '=', ApplicantState.Accepted)),
  ]);

/**
 * The shifts a pass claims (reminders of issue 36, no-shows): each still awaited from its officer (not called off or released,
 * the job not deleted, the officer still hired), with its job (j), employer (e) and officer (u), soonest first, a
 * batch at a time, FOR UPDATE SKIP LOCKED so passes in several processes never take one twice. Callers add what
 * they select and which shifts.
 */
export function shiftsToClaim(trx: Db, batch: number) {
  return trx
    .selectFrom('shifts as s')
    .innerJoin('jobs as j', 'j.id', 's.job_id')
    .innerJoin('users as e', 'e.id', 'j.employer_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .where(stillTheirs)
    .where('j.deleted_at', 'is', null)
    .where(stillHired)
    .orderBy('s.starts_at')
    .limit(batch)
    .forUpdate('s')
    .skipLocked();
}

export type ShiftRow = Awaited<ReturnType<ReturnType<typeof shiftRows>['executeTakeFirstOrThrow']>>;

export const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The shift's times and check-ins, for the rules of packages/contracts (shifts/rules.ts). */
export const clockOf = (row: ShiftRow): ShiftClock => ({ startsAt: row.starts_at, endsAt: row.ends_at, checkedInAt: row.checked_in_at, checkedOutAt: row.checked_out_at });

export function shiftTimesOf(row: ShiftRow): ShiftTimes {
  return { id: row.id, jobId: row.job_id, title: row.title, startsAt: row.starts_at.toISOString(), endsAt: row.ends_at.toISOString(), timeZone: row.time_zone };
}

export const addressOf = (row: ShiftRow) =>
  formatAddress({ address1: row.address1, address2: row.address2, city: row.city, stateCode: row.state_code, state: '', postalCode: row.postal_code, idstate: 0 });

export const officerName = (row: ShiftRow) => row.officer_name ?? (row.officer_phone ? formatPhone(row.officer_phone) : 'Deleted account');

/** What an officer reads of a shift. */
export function officerView(row: ShiftRow): OfficerShift {
  return {
    ...shiftTimesOf(row),
    company: row.company_name,
    locationName: row.location_name,
    address: addressOf(row),
    locationDescription: row.location_description,
    workPhone: row.work_phone ?? '',
    uniform: jobUniform({ uniformType: row.uniform_type as Dress, uniformOther: row.uniform_other }),
    armed: enumLabel(ARMED_STATUS_LABEL, row.armed_type),
    equipment: jobEquipment({ equipment: row.equipment as Equipment, equipmentDescription: row.equipment_description }),
    checkedInAt: iso(row.checked_in_at),
    checkedOutAt: iso(row.checked_out_at),
    approved: row.approved_at !== null,
    confirmedAt: iso(row.confirmed_at),
    confirmFrom: new Date(row.starts_at.getTime() - row.confirm_hours * 3_600_000).toISOString(),
    covering: row.backfill_of !== null,
  };
}
