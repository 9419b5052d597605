import { sql, type Kysely } from 'kysely';
import {
  ApplicantState,
  formatPhone,
  RECENT_OFFICER_DAYS,
  Role,
  UNBLOCK_FIRST,
  type BlockedCompaniesResponse,
  type MyOfficersResponse,
  type RosterFlags,
  type RosterOfficer,
} from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http-errors';
import type { Events } from '../../plugins/events';
import { officerRecords } from '../reliability';

type Trx = Kysely<Database>;

const DAY_MS = 86_400_000;

/** The company hired the officer, ever: a hire of any of its jobs (cancelled or withdrawn from too), or a shift of one. */
const hiredEver = (employerId: number, userId: number) =>
  sql<boolean>`(exists (select 1 from applicants a join jobs j on j.id = a.job_id where j.employer_id = ${employerId} and a.user_id = ${userId} and a.hired_at is not null)
    or exists (select 1 from shifts s join jobs j on j.id = s.job_id where j.employer_id = ${employerId} and s.user_id = ${userId})
    or exists (select 1 from hire_withdrawals w join jobs j on j.id = w.job_id where j.employer_id = ${employerId} and w.user_id = ${userId}))`;

/** The officer applied to one of the company's jobs, or was hired by it. */
const appliedOrHired = (employerId: number, userId: number) =>
  sql<boolean>`(${hiredEver(employerId, userId)} or exists (select 1 from applicants a join jobs j on j.id = a.job_id where j.employer_id = ${employerId} and a.user_id = ${userId}))`;

/** What the company's roster says of an officer who is a live employee account, with whether the company hired or met them; undefined for anyone else. */
async function rosterEntry(db: Trx, employerId: number, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('roster_officers as r', (join) => join.onRef('r.user_id', '=', 'u.id').on('r.employer_id', '=', employerId))
    .select([
      sql<boolean>`coalesce(r.favourite, false)`.as('favourite'),
      sql<boolean>`coalesce(r.blocked, false)`.as('blocked'),
      hiredEver(employerId, userId).as('hired'),
      appliedOrHired(employerId, userId).as('met'),
    ])
    .where('u.id', '=', userId)
    .where('u.role', '=', Role.Employee)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Writes the company's flags for the officer (a row per officer it ever marked). */
async function writeFlags(trx: Trx, employerId: number, userId: number, flags: RosterFlags, now: Date): Promise<void> {
  const values = { favourite: flags.favourite, blocked: flags.blocked, updated_at: now };
  await trx
    .insertInto('roster_officers')
    .values({ employer_id: employerId, user_id: userId, ...values })
    .onConflict((oc) => oc.columns(['employer_id', 'user_id']).doUpdateSet(values))
    .execute();
}

/**
 * POST rosters/officers/{id}/favourite: the company marks an officer it hired (any of its jobs, ever) as Favourite,
 * or no longer. A blocked officer is unblocked first (409); anyone else is not found.
 */
export async function setFavourite(db: Db, employerId: number, userId: number, favourite: boolean, now: Date): Promise<RosterFlags> {
  return db.transaction().execute(async (trx) => {
    const entry = await rosterEntry(trx, employerId, userId);
    if (!entry || !entry.hired) throw notFound();
    if (favourite && entry.blocked) throw new HttpError(409, UNBLOCK_FIRST);
    const flags = { favourite, blocked: entry.blocked };
    await writeFlags(trx, employerId, userId, flags, now);
    return flags;
  });
}

/**
 * POST rosters/officers/{id}/block: the company blocks (or unblocks) an officer who applied to or was hired on its
 * jobs. Blocking removes the favourite, and declines the officer's applications still waiting for an answer, each
 * as a turn-down (application.rejected: they are told they were not selected, as the page says); a hire and its
 * shifts stay (docs/decisions/rosters.md). From then on the two are apart (between.ts `unblocked`).
 */
export async function setOfficerBlocked(db: Db, events: Events, employerId: number, userId: number, blocked: boolean, now: Date): Promise<RosterFlags> {
  return db.transaction().execute(async (trx) => {
    const entry = await rosterEntry(trx, employerId, userId);
    if (!entry || !(entry.met || entry.blocked)) throw notFound();
    const flags = { favourite: blocked ? false : entry.favourite, blocked };
    await writeFlags(trx, employerId, userId, flags, now);
    if (blocked && !entry.blocked) {
      for (const application of await lockedWaitingApplications(trx, employerId, userId)) {
        const declined = await trx
          .updateTable('applicants')
          .set({ state: ApplicantState.Rejected, reason: null, updated_at: now })
          .where('id', '=', application.id)
          .where('state', '=', ApplicantState.New)
          .executeTakeFirst();
        if (declined.numUpdatedRows > 0n) await events.record(trx, now, { kind: 'application.rejected', jobId: application.job_id, userId, reason: '' });
      }
    }
    return flags;
  });
}

/**
 * The officer's applications to the company's jobs (not deleted) still waiting for an answer, with their jobs
 * locked FOR UPDATE in id order, as every write to a job's applications takes its job's lock first (jobs' lockJob).
 */
async function lockedWaitingApplications(trx: Trx, employerId: number, userId: number) {
  const waiting = await trx
    .selectFrom('applicants as a')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .select(['a.id', 'a.job_id'])
    .where('j.employer_id', '=', employerId)
    .where('j.deleted_at', 'is', null)
    .where('a.user_id', '=', userId)
    .where('a.state', '=', ApplicantState.New)
    .orderBy('a.job_id')
    .execute();
  if (waiting.length > 0) await trx.selectFrom('jobs').select('id').where('id', 'in', waiting.map((a) => a.job_id)).orderBy('id').forUpdate().execute();
  return waiting;
}

const officerName = (name: string | null, phone: string | null) => name ?? (phone ? formatPhone(phone) : '');

/**
 * GET rosters/officers: the company's favourites and its recent officers (hired in the last RECENT_OFFICER_DAYS
 * days, or with a shift of its jobs starting since then), each with the record employers see with an application
 * and the day of their last shift that started; the officers it blocked apart, so they can be unblocked.
 */
export async function myOfficers(db: Db, employerId: number, now: Date): Promise<MyOfficersResponse> {
  const since = new Date(now.getTime() - RECENT_OFFICER_DAYS * DAY_MS);
  const rows = await db
    .with('roster', (qc) =>
      qc
        .selectFrom('roster_officers')
        .select('user_id')
        .where('employer_id', '=', employerId)
        .where((eb) => eb.or([eb('favourite', '=', true), eb('blocked', '=', true)]))
        .union(qc.selectFrom('applicants as a').innerJoin('jobs as j', 'j.id', 'a.job_id').select('a.user_id').where('j.employer_id', '=', employerId).where('a.hired_at', '>=', since))
        .union(qc.selectFrom('shifts as s').innerJoin('jobs as j', 'j.id', 's.job_id').select('s.user_id').where('j.employer_id', '=', employerId).where('s.starts_at', '>=', since)),
    )
    .selectFrom('roster as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('roster_officers as r', (join) => join.onRef('r.user_id', '=', 'u.id').on('r.employer_id', '=', employerId))
    .select([
      'u.id',
      'u.name',
      'u.phone',
      sql<boolean>`coalesce(r.favourite, false)`.as('favourite'),
      sql<boolean>`coalesce(r.blocked, false)`.as('blocked'),
      sql<string | null>`(select to_char(max(s.day), 'YYYY-MM-DD') from shifts s join jobs j on j.id = s.job_id
        where j.employer_id = ${employerId} and s.user_id = u.id and s.starts_at <= ${now})`.as('last_shift_day'),
    ])
    .where('u.deleted_at', 'is', null)
    .where('u.role', '=', Role.Employee)
    .orderBy(sql`coalesce(r.favourite, false)`, 'desc')
    .orderBy(sql`last_shift_day desc nulls last`)
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
  const records = await officerRecords(db, rows.map((r) => r.id), now);
  const officers: RosterOfficer[] = rows.map((r) => ({
    userId: r.id,
    name: officerName(r.name, r.phone),
    favourite: r.favourite,
    blocked: r.blocked,
    record: records.get(r.id)!,
    lastShiftDay: r.last_shift_day,
  }));
  return { officers: officers.filter((o) => !o.blocked), blocked: officers.filter((o) => o.blocked) };
}

/**
 * POST rosters/companies/{id}/block: the officer blocks (or unblocks) a company they can see (one with an open job,
 * or a job they applied to; to unblock, one they blocked). Their applications to it still waiting for an answer
 * are withdrawn (application.withdrawn); a hire and its shifts stay. From then on the two are apart.
 */
export async function setCompanyBlocked(db: Db, events: Events, userId: number, employerId: number, blocked: boolean, now: Date): Promise<{ blocked: boolean }> {
  return db.transaction().execute(async (trx) => {
    const seen = await trx
      .selectFrom('users as e')
      .select([
        sql<boolean>`exists (select 1 from company_blocks b where b.user_id = ${userId} and b.employer_id = e.id)`.as('blocked'),
        (eb) =>
          eb
            .or([
              // A job of theirs an officer can open: enabled, not deleted nor over (the job list's open jobs, less the employer's state).
              eb.exists(eb.selectFrom('jobs as j').select('j.id').whereRef('j.employer_id', '=', 'e.id').where('j.enabled', '=', true).where('j.deleted_at', 'is', null).where('j.ends_at', '>', now)),
              eb.exists(eb.selectFrom('applicants as a').innerJoin('jobs as j', 'j.id', 'a.job_id').select('a.id').whereRef('j.employer_id', '=', 'e.id').where('a.user_id', '=', userId)),
            ])
            .as('visible'),
      ])
      .where('e.id', '=', employerId)
      .where('e.role', '=', Role.Employer)
      .where('e.deleted_at', 'is', null)
      .executeTakeFirst();
    if (!seen || !(seen.visible || seen.blocked)) throw notFound();
    if (!blocked) {
      await trx.deleteFrom('company_blocks').where('user_id', '=', userId).where('employer_id', '=', employerId).execute();
      return { blocked };
    }
    if (seen.blocked) return { blocked };
    await trx.insertInto('company_blocks').values({ user_id: userId, employer_id: employerId, created_at: now }).execute();
    for (const application of await lockedWaitingApplications(trx, employerId, userId)) {
      const withdrawn = await trx.deleteFrom('applicants').where('id', '=', application.id).where('state', '=', ApplicantState.New).executeTakeFirst();
      if (withdrawn.numDeletedRows > 0n) await events.record(trx, now, { kind: 'application.withdrawn', jobId: application.job_id, userId });
    }
    return { blocked };
  });
}

/** GET rosters/blockedCompanies: the companies the officer blocked, A to Z. */
export async function blockedCompanies(db: Db, userId: number): Promise<BlockedCompaniesResponse> {
  const rows = await db
    .selectFrom('company_blocks as b')
    .innerJoin('users as e', 'e.id', 'b.employer_id')
    .leftJoin('employer_profiles as ep', 'ep.user_id', 'b.employer_id')
    .select(['b.employer_id', sql<string>`coalesce(nullif(ep.company, ''), e.name, 'DutyLink employer')`.as('company')])
    .where('b.user_id', '=', userId)
    .where('e.deleted_at', 'is', null)
    .orderBy(sql`lower(coalesce(nullif(ep.company, ''), e.name, 'DutyLink employer'))`)
    .orderBy('b.employer_id')
    .execute();
  return { companies: rows.map((r) => ({ employerId: r.employer_id, company: r.company })) };
}

/**
 * An invite-first post (issue 36): a job published by a company with invite_first_hours reaches its favourites
 * until then (jobs.favourites_until, read by the job list, the job page, applying and the alerts). A company without
 * favourites posts to everyone at once: nobody would see it first.
 */
export async function startInviteFirst(trx: Trx, jobId: number, at: Date): Promise<void> {
  await sql`update jobs j set favourites_until = ${at}::timestamptz + make_interval(hours => u.invite_first_hours)
    from users u
    where j.id = ${jobId} and u.id = j.employer_id and u.invite_first_hours > 0
      and exists (select 1 from roster_officers r where r.employer_id = j.employer_id and r.favourite)`.execute(trx);
}
