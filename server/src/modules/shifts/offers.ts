import { sql, type Kysely } from 'kysely';
import {
  ApplicantState,
  employeeRoutes,
  JobPeriodType,
  jobRequiredPermits,
  offerMessages,
  OfferMode,
  permitShortfallText,
  takeMessages,
  type OfficerShift,
  type OpenShiftOffer,
  type RateType,
  type StaffedShift,
} from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http-errors';
import { tellOfficers } from '../../messaging/officer-messages';
import type { Events } from '../../plugins/events';
import { replyWord, type AskAnswerer } from '../../plugins/sms-replies';
import { shortfallsOf } from '../../lib/required-permits';
import { ALERT_JOB_COLUMNS, alertsFit, jobTargets, reachableOfficer } from '../job-alerts';
import { favourite, unblocked } from '../rosters';
import { staffed } from './employer';
import { dropOfficer, lostReason } from './lost';
import { worksBetween } from './overlaps';
import { jobPlace } from './plan';
import { officerView, shiftRows } from './rows';
import { offerDeclinedSms, offerGoneSms, offerPush, offerQuestionSms, offerRefusedSms, offerSms, offerTakenSms, releasedPush, releasedSms } from './texts';

type Trx = Kysely<Database>;

/** Offers whose wave is due, sent per pass; a full batch asks the worker to come round again. */
const OFFER_BATCH = 20;

const offerRefusals = {
  inactive: 'your account is not active',
  blocked: 'this company\'s shifts are not open to you',
  onIt: 'you are already on this job at that time',
  busy: 'you already work another shift at that time',
} as const;

/** A lost shift with what offering and taking it need: its job (matching, permits, texts) and its company's settings. */
function offeredShifts(trx: Trx) {
  return trx
    .selectFrom('shifts as s')
    .innerJoin('jobs as j', 'j.id', 's.job_id')
    .innerJoin('users as e', 'e.id', 'j.employer_id')
    .select([
      's.id',
      's.job_id',
      's.user_id',
      sql<string>`to_char(s.day, 'YYYY-MM-DD')`.as('day'),
      's.starts_at',
      's.ends_at',
      's.called_off_at',
      's.release_reason',
      's.no_show_told_at',
      's.checked_in_at',
      'j.title',
      'j.company_name',
      'j.time_zone',
      ...ALERT_JOB_COLUMNS,
      'j.employer_id',
      'j.armed_type',
      'j.marked_permits',
      jobPlace.as('where'),
      sql<boolean>`j.deleted_at is not null`.as('deleted'),
      'e.offer_mode',
      'e.offer_wave_size',
      'e.offer_wave_minutes',
      'e.auto_offer',
      'e.confirm_hours',
      sql<boolean>`exists (select 1 from shifts b where b.backfill_of = s.id)`.as('covered'),
    ]);
}
type OfferedShift = Awaited<ReturnType<ReturnType<typeof offeredShifts>['executeTakeFirstOrThrow']>>;

/** The job as the hire's permit rule (issue 21) reads it for one shift: the shift's day is its only one. */
function permitsOf(shift: OfferedShift) {
  return { ...shift, period_type: JobPeriodType.OneDay, from_day: shift.day, to_day: null, days: [] };
}

/**
 * The same rule as SQL, for the officers (users as u) of a wave: each of the job's required permits held, without
 * an expiry or valid through the shift's day.
 */
function holdsPermits(shift: OfferedShift) {
  const required = jobRequiredPermits({ armedType: shift.armed_type, markedPermits: shift.marked_permits });
  if (!required.length) return sql<boolean>`true`;
  return sql<boolean>`(${sql.join(
    required.map((type) => sql`exists (select 1 from employee_documents d where d.user_id = u.id and d.type = ${type}::int and (d.expires is null or d.expires >= ${shift.day}::date))`),
    sql` and `,
  )})`;
}

/**
 * Asks the next officers of an offer, in one statement: those not yet asked, in the order favourites, the job's
 * other applicants (not hired), officers whose alert settings match, each group nearest first (their ZIP code's
 * centre to the job's; without one, last), `limit` of them (all when null). Only officers
 * a company may text (reachableOfficer), unblocked either way, holding the permits, and with no shift of the job at
 * that time (the lost shift's own officer among them). Each gets an 'offer' ask, open until the shift ends.
 */
async function askNextOfficers(trx: Trx, shift: OfferedShift, limit: number | null, now: Date) {
  const employer = sql<number>`${shift.employer_id}::int`;
  const applicant = sql<boolean>`exists (select 1 from applicants a where a.job_id = ${shift.job_id}::int and a.user_id = u.id and a.state = ${ApplicantState.New}::int)`;
  // An offer is for one shift, favourites first anyway: a job's invite-first window does not hold it back.
  const job = { ...shift, id: shift.job_id, favourites_until: null };
  const fits = alertsFit(job, await jobTargets(trx, job), now);
  const picked = await sql<{ id: number; user_id: number; phone: string }>`
    with picked as (
      select u.id, u.phone
      from users u left join employee_profiles p on p.user_id = u.id
      where ${reachableOfficer(now)}
        and ${unblocked(employer, sql.ref('u.id'))}
        and ${holdsPermits(shift)}
        and not exists (select 1 from sms_asks k where k.shift_id = ${shift.id}::int and k.kind = 'offer' and k.user_id = u.id)
        and not exists (select 1 from shifts o where o.job_id = ${shift.job_id}::int and o.user_id = u.id and o.starts_at < ${shift.ends_at}::timestamptz and o.ends_at > ${shift.starts_at}::timestamptz)
        and not ${worksBetween(sql.ref('u.id'), shift.starts_at, shift.ends_at)}
        and (${favourite(employer, sql.ref('u.id'))} or ${applicant} or (p.user_id is not null and ${fits}))
      order by case when ${favourite(employer, sql.ref('u.id'))} then 1 when ${applicant} then 2 else 3 end, p.place <-> ${shift.place}::cube nulls last, u.id
      limit ${limit}
    )
    insert into sms_asks (user_id, phone, kind, shift_id, asked_at, open_until)
    select id, phone, 'offer', ${shift.id}::int, ${now}::timestamptz, ${shift.ends_at}::timestamptz from picked
    returning id, user_id, phone`.execute(trx);
  return picked.rows;
}

/**
 * Sends an offer's next wave, in the caller's transaction with the offer locked: its wave size of officers not yet
 * asked (everyone for 'all'), each told by their channel, the text saying "Reply YES to take it" (its ask names the
 * text, so that a YES answers only an offer that was texted) and the push opening Take this shift in the app; the next
 * wave is due a wave wait later, or never when nobody is left (or the shift ended, or its job was deleted).
 */
async function sendWave(trx: Trx, shift: OfferedShift, offer: { mode: string; wave_size: number; wave_minutes: number }, now: Date): Promise<void> {
  const limit = offer.mode === OfferMode.All ? null : offer.wave_size;
  const asked = shift.ends_at > now && !shift.deleted ? await askNextOfficers(trx, shift, limit, now) : [];
  const [sms, push] = [offerSms(shift, shift.where), offerPush(shift.id, shift)];
  const texts = await tellOfficers(trx, now, asked.map((officer) => ({ userId: officer.user_id, phone: officer.phone, type: 'offer', sms, push, retryUnknownOutcome: true })));
  if (asked.length) {
    await sql`update sms_asks k set outbox_id = a.outbox_id from unnest(${asked.map((a) => a.id)}::int[], ${asked.map((a) => texts.get(a.user_id)!)}::int[]) as a(id, outbox_id) where k.id = a.id`.execute(trx);
  }
  const more = limit !== null && asked.length === limit;
  await trx
    .updateTable('shift_offers')
    .set((eb) => ({ waves_sent: asked.length ? eb('waves_sent', '+', 1) : eb.ref('waves_sent'), next_wave_at: more ? new Date(now.getTime() + offer.wave_minutes * 60_000) : null }))
    .where('shift_id', '=', shift.id)
    .execute();
}

/** Why a lost shift cannot be offered now; null when it can. */
function offerRefusal(shift: OfferedShift, offer: { filled_at: Date | null; stopped_at: Date | null } | undefined, now: Date): string | null {
  if (!lostReason(shift)) return offerMessages.notLost;
  if (shift.covered || offer?.filled_at) return offerMessages.covered;
  if (shift.ends_at <= now || shift.deleted) return offerMessages.ended;
  return offer && !offer.stopped_at ? offerMessages.offered : null;
}

/**
 * Offers a lost shift with its company's settings (issue 36), in the caller's transaction with the shift locked,
 * and sends the first wave at once; an offer stopped before starts again with the officers not yet asked. Returns
 * the refusal (already offered, covered, ended), or null when the offer is out.
 */
async function startOffer(trx: Trx, shift: OfferedShift, now: Date, automatic: boolean): Promise<string | null> {
  const offer = await trx.selectFrom('shift_offers').select(['filled_at', 'stopped_at']).where('shift_id', '=', shift.id).forUpdate().executeTakeFirst();
  const refusal = offerRefusal(shift, offer, now);
  if (refusal) return refusal;
  const settings = { mode: shift.offer_mode, wave_size: shift.offer_wave_size, wave_minutes: shift.offer_wave_minutes, automatic };
  await trx
    .insertInto('shift_offers')
    .values({ shift_id: shift.id, ...settings, started_at: now, next_wave_at: now })
    .onConflict((conflict) => conflict.column('shift_id').doUpdateSet({ ...settings, stopped_at: null, next_wave_at: now }))
    .execute();
  await sendWave(trx, shift, settings, now);
  return null;
}

const ownShift = (trx: Trx, employerId: number, shiftId: number) => offeredShifts(trx).where('s.id', '=', shiftId).where('j.employer_id', '=', employerId).forUpdate('s').executeTakeFirst();
const todayRow = async (trx: Trx, shiftId: number, now: Date) => staffed((await shiftRows(trx).where('s.id', '=', shiftId).executeTakeFirst())!, now);

/** POST shifts/{id}/offer: the company offers a lost shift of its own (404 another's; 409 with the reason when it cannot). */
export async function offerShift(db: Db, employerId: number, shiftId: number, now: Date): Promise<StaffedShift> {
  return db.transaction().execute(async (trx) => {
    const shift = await ownShift(trx, employerId, shiftId);
    if (!shift) throw notFound();
    const refusal = await startOffer(trx, shift, now, false);
    if (refusal) throw new HttpError(409, refusal);
    return todayRow(trx, shiftId, now);
  });
}

/** POST shifts/{id}/stopOffer: no more waves; a later YES is told the shift is no longer offered. */
export async function stopOffer(db: Db, employerId: number, shiftId: number, now: Date): Promise<StaffedShift> {
  return db.transaction().execute(async (trx) => {
    if (!(await ownShift(trx, employerId, shiftId))) throw notFound();
    const stopped = await trx
      .updateTable('shift_offers')
      .set({ stopped_at: now, next_wave_at: null })
      .where('shift_id', '=', shiftId)
      .where('filled_at', 'is', null)
      .where('stopped_at', 'is', null)
      .executeTakeFirst();
    if (!stopped.numUpdatedRows) throw new HttpError(409, offerMessages.notOffered);
    // The officers' questions close with it: a later YES from them answers what else they were asked (a confirmation).
    await trx.updateTable('sms_asks').set({ answered_at: now, answer: 'stopped' }).where('shift_id', '=', shiftId).where('kind', '=', 'offer').where('answered_at', 'is', null).execute();
    return todayRow(trx, shiftId, now);
  });
}

/**
 * POST shifts/{id}/release (issue 36): the company lets go of the officer of a shift reported Unconfirmed (and not
 * confirmed or kept since), before its start. The shift stays as a record of the release, never on the officer's
 * record; the officer is told; `shift.lost` lets it be offered (at once with the company's automatic offers).
 */
export async function releaseShift(db: Db, events: Events, employerId: number, shiftId: number, now: Date, publicUrl: string): Promise<StaffedShift> {
  return db.transaction().execute(async (trx) => {
    const row = await shiftRows(trx).where('s.id', '=', shiftId).where('j.employer_id', '=', employerId).forUpdate('s').executeTakeFirst();
    if (!row) throw notFound();
    if (row.starts_at <= now || row.checked_in_at) throw new HttpError(409, offerMessages.started);
    if (!row.unconfirmed_told_at || row.confirmed_at || row.kept_at || row.called_off_at || row.released_at) throw new HttpError(409, offerMessages.notUnconfirmed);
    await trx.updateTable('shifts').set({ released_at: now, release_reason: 'unconfirmed' }).where('id', '=', row.id).execute();
    await dropOfficer(trx, row.id, now, 'released');
    if (row.officer_phone) {
      const message = { type: 'change', sms: releasedSms(row, `${publicUrl}${employeeRoutes.shifts}`), push: releasedPush(row.id, row), retryUnknownOutcome: true } as const;
      await tellOfficers(trx, now, [{ userId: row.user_id, phone: row.officer_phone, ...message }]);
    }
    await events.record(trx, now, { kind: 'shift.lost', jobId: row.job_id, userId: row.user_id, shiftId: row.id, why: 'unconfirmed' });
    return todayRow(trx, row.id, now);
  });
}

/** A shift that lost its officer is offered at once when its company chose automatic offers (users.auto_offer). */
export async function offerIfAutomatic(trx: Trx, shiftId: number, now: Date): Promise<void> {
  const shift = await offeredShifts(trx).where('s.id', '=', shiftId).where('e.auto_offer', '=', true).forUpdate('s').executeTakeFirst();
  if (shift) await startOffer(trx, shift, now, true);
}

/**
 * An outbox source (issue 36): the offers whose next wave is due send it, each once across processes (claimed FOR
 * UPDATE SKIP LOCKED, its next wave moved in the transaction that writes the texts).
 */
export async function sendDueWaves(db: Db, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('shift_offers')
      .select(['shift_id', 'mode', 'wave_size', 'wave_minutes'])
      .where('next_wave_at', '<=', now)
      .where('filled_at', 'is', null)
      .where('stopped_at', 'is', null)
      .orderBy('next_wave_at')
      .limit(OFFER_BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    for (const offer of due) await sendWave(trx, await offeredShifts(trx).where('s.id', '=', offer.shift_id).executeTakeFirstOrThrow(), offer, now);
    return due.length === OFFER_BATCH;
  });
}

/** Why this officer cannot take the shift: the hire's checks for one shift (account, blocks, permits, not already on it or working another then); null when they can. */
async function takeRefusal(trx: Trx, shift: OfferedShift, userId: number, now: Date): Promise<string | null> {
  const officer = await trx
    .selectFrom('users as u')
    .select([
      unblocked(sql<number>`${shift.employer_id}::int`, sql.ref('u.id')).as('unblocked'),
      sql<boolean>`exists (select 1 from shifts o where o.job_id = ${shift.job_id}::int and o.user_id = u.id and o.starts_at < ${shift.ends_at}::timestamptz and o.ends_at > ${shift.starts_at}::timestamptz)`.as('onIt'),
      worksBetween(sql.ref('u.id'), shift.starts_at, shift.ends_at).as('busy'),
    ])
    .where('u.id', '=', userId)
    .where('u.enabled', '=', true)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!officer) return offerRefusals.inactive;
  if (!officer.unblocked) return offerRefusals.blocked;
  const documents = await trx.selectFrom('employee_documents').select(['type', sql<string | null>`to_char(expires, 'YYYY-MM-DD')`.as('expired')]).where('user_id', '=', userId).forShare().execute();
  const shortfalls = shortfallsOf(permitsOf(shift), documents, now);
  if (shortfalls.length) return shortfalls.map(permitShortfallText).join(', ');
  if (officer.onIt) return offerRefusals.onIt;
  return officer.busy ? offerRefusals.busy : null;
}

/** What an officer's YES to an offer came to: the shift taken (their backfill shift), gone (`filled`: to another), or refused with the reason. */
type Take = { taken: number } | { gone: { filled: boolean } } | { refused: string };

/**
 * The first valid YES takes the shift (issue 36), by a reply or by Take this shift in the app (issue 39), in the
 * caller's transaction: the offer is locked (FOR UPDATE), so of YES at once one fills it and every later one finds it
 * taken; the taker passes the hire's checks and gets a backfill shift of their own (confirmed by that YES when it
 * starts within the company's confirm time), and `shift.covered` gives it its reminder and tells the company.
 */
async function takeOffer(trx: Trx, events: Events, shift: OfferedShift, userId: number, now: Date): Promise<Take> {
  const offer = await trx.selectFrom('shift_offers').select(['filled_at', 'stopped_at']).where('shift_id', '=', shift.id).forUpdate().executeTakeFirst();
  if (!offer || offer.filled_at || offer.stopped_at || shift.ends_at <= now || shift.deleted) return { gone: { filled: offer?.filled_at != null } };
  const refusal = await takeRefusal(trx, shift, userId, now);
  if (refusal) return { refused: refusal };
  const confirmed = shift.starts_at.getTime() - now.getTime() <= shift.confirm_hours * 3_600_000;
  const backfill = await trx
    .insertInto('shifts')
    .values({ job_id: shift.job_id, user_id: userId, day: shift.day, starts_at: shift.starts_at, ends_at: shift.ends_at, backfill_of: shift.id, confirmed_at: confirmed ? now : null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('shift_offers').set({ filled_at: now, next_wave_at: null }).where('shift_id', '=', shift.id).execute();
  await events.record(trx, now, { kind: 'shift.covered', jobId: shift.job_id, userId, shiftId: backfill.id, lostShiftId: shift.id });
  return { taken: backfill.id };
}

/** The answers to an offer's replies (issue 36): YES takes the shift (takeOffer); NO declines; anything else gets the offer back. */
export function offerAnswerer(events: Events, publicUrl: string): AskAnswerer {
  return async (trx, ask, body, now) => {
    const shift = await offeredShifts(trx).where('s.id', '=', ask.shiftId!).executeTakeFirstOrThrow();
    const word = replyWord(body);
    if (word === 'no') return { reply: offerDeclinedSms(shift), answered: true };
    if (word !== 'yes') return { reply: offerQuestionSms(shift), answered: false };
    const take = await takeOffer(trx, events, shift, ask.userId, now);
    if ('gone' in take) return { reply: offerGoneSms(shift, take.gone.filled), answered: true };
    if ('refused' in take) return { reply: offerRefusedSms(shift, take.refused), answered: true };
    return { reply: offerTakenSms(shift, shift.where, `${publicUrl}${employeeRoutes.shifts}`), answered: true };
  };
}

/**
 * GET shifts/offers (issue 39): the open shifts offered to the officer, by text or by push, soonest first: asked and not
 * answered, the offer neither filled nor stopped, the shift not ended.
 */
export async function openOffers(db: Db, userId: number, now: Date): Promise<OpenShiftOffer[]> {
  const rows = await offeredShifts(db)
    .innerJoin('sms_asks as k', (join) => join.onRef('k.shift_id', '=', 's.id').on('k.kind', '=', 'offer'))
    .innerJoin('shift_offers as o', 'o.shift_id', 's.id')
    .where('k.user_id', '=', userId)
    .where('k.answered_at', 'is', null)
    .where('k.open_until', '>', now)
    .where('o.filled_at', 'is', null)
    .where('o.stopped_at', 'is', null)
    .where('s.ends_at', '>', now)
    .where('j.deleted_at', 'is', null)
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    jobId: row.job_id,
    title: row.title,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    timeZone: row.time_zone,
    company: row.company_name,
    place: row.where,
    rate: Number(row.salary_value),
    rateType: row.salary_type as RateType,
  }));
}

/**
 * POST shifts/offers/{id}/take (issue 39): Take this shift in the app, as a reply YES takes it (takeOffer), with the
 * officer's ask locked first as a reply locks it, so that the reply and the button at once answer it once. 404 for a
 * shift not offered to the officer; 409 with the words of the texts when it is gone or a check refuses it.
 */
export async function takeOfferedShift(db: Db, events: Events, userId: number, shiftId: number, now: Date): Promise<OfficerShift> {
  return db.transaction().execute(async (trx) => {
    const ask = await trx.selectFrom('sms_asks').select('id').where('kind', '=', 'offer').where('shift_id', '=', shiftId).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!ask) throw notFound();
    const take = await takeOffer(trx, events, await offeredShifts(trx).where('s.id', '=', shiftId).executeTakeFirstOrThrow(), userId, now);
    if ('gone' in take) throw new HttpError(409, take.gone.filled ? takeMessages.taken : takeMessages.gone);
    if ('refused' in take) throw new HttpError(409, takeMessages.cannotTake(take.refused));
    await trx.updateTable('sms_asks').set({ answered_at: now, answer: 'button' }).where('id', '=', ask.id).where('answered_at', 'is', null).execute();
    return officerView((await shiftRows(trx).where('s.id', '=', take.taken).executeTakeFirst())!);
  });
}
