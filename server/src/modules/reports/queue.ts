import { sql } from 'kysely';
import {
  formatPhone,
  recordWindowStart,
  reportMessages,
  ReportOutcome,
  ReportTab,
  Role,
  type AdminReport,
  type ReportCounts,
  type ReportKind,
} from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import { HttpError, notFound } from '../../http-errors';
import { enqueueSmsBatch } from '../../messaging/outbox';
import { changeUserState, sendSmsIn } from '../admin';
import { employerRecord } from '../reliability';
import { reportClosedSms } from './texts';

/** The most reports one tab shows: open ones oldest first (a queue), closed ones latest first. */
export const REPORTS_SHOWN = 200;

function reportRows(db: Db) {
  return db
    .selectFrom('reports as r')
    .innerJoin('users as o', 'o.id', 'r.officer_id')
    .innerJoin('users as e', 'e.id', 'r.employer_id')
    .innerJoin('jobs as j', 'j.id', 'r.job_id')
    .select([
      'r.id',
      'r.created_at',
      'r.kind',
      'r.details',
      'r.outcome',
      'r.note',
      'r.closed_at',
      'r.officer_id',
      'o.name as officer_name',
      'o.phone as officer_phone',
      'r.employer_id',
      'e.enabled as employer_enabled',
      'j.company_name',
      'r.job_id',
      'j.title',
    ]);
}

type ReportRow = Awaited<ReturnType<ReturnType<typeof reportRows>['executeTakeFirstOrThrow']>>;

/** Each report with its employer's record over the 90 days before today in the admin's zone (one read per employer). */
async function withRecords(db: Db, rows: ReportRow[], now: Date, timeZone: string): Promise<AdminReport[]> {
  const since = recordWindowStart(now, timeZone);
  const records = new Map<number, Awaited<ReturnType<typeof employerRecord>>>();
  for (const id of new Set(rows.map((row) => row.employer_id))) records.set(id, await employerRecord(db, id, since));
  return rows.map((row) => ({
    id: row.id,
    created: row.created_at.toISOString(),
    kind: row.kind as ReportKind,
    details: row.details,
    officer: { id: row.officer_id, name: row.officer_name ?? (row.officer_phone ? formatPhone(row.officer_phone) : 'Deleted account') },
    employer: { id: row.employer_id, company: row.company_name, blocked: !row.employer_enabled },
    job: { id: row.job_id, title: row.title },
    employerRecord: records.get(row.employer_id)!,
    outcome: row.outcome,
    note: row.note,
    closed: row.closed_at?.toISOString() ?? null,
  }));
}

/** GET admin/reports/{tab}. */
export async function adminReports(db: Db, tab: ReportTab, now: Date, timeZone: string): Promise<AdminReport[]> {
  const query = reportRows(db).limit(REPORTS_SHOWN);
  const rows =
    tab === ReportTab.Open
      ? await query.where('r.outcome', 'is', null).orderBy('r.created_at').orderBy('r.id').execute()
      : await query.where('r.outcome', 'is not', null).orderBy('r.closed_at', 'desc').orderBy('r.id', 'desc').execute();
  return withRecords(db, rows, now, timeZone);
}

/** GET admin/reports/counts. */
export async function reportCounts(db: Db): Promise<ReportCounts> {
  const row = await db
    .selectFrom('reports')
    .select([sql<number>`(count(*) filter (where outcome is null))::int`.as('open'), sql<number>`(count(*) filter (where outcome is not null))::int`.as('closed')])
    .executeTakeFirstOrThrow();
  return row;
}

async function oneReport(db: Db, id: number, now: Date, timeZone: string): Promise<AdminReport> {
  const [report] = await withRecords(db, [await reportRows(db).where('r.id', '=', id).executeTakeFirstOrThrow()], now, timeZone);
  return report;
}

/** The open report, locked in the transaction; 404 for none, 409 once closed. */
async function openReport(db: Db, id: number) {
  const report = await db.selectFrom('reports').select(['id', 'employer_id', 'outcome']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!report) throw notFound();
  if (report.outcome !== null) throw new HttpError(409, reportMessages.closed);
  return report;
}

/**
 * Tells each officer whose report `closing` closes what the admin did (issue 36), in the transaction that
 * closes it: one text per officer (a block closes all of an employer's open reports, perhaps several of one
 * officer's), naming the job when it is one. An officer without a phone or deleted since is not texted.
 */
async function tellReporters(trx: Db, closing: { ids: number[]; outcome: ReportOutcome }, now: Date): Promise<void> {
  if (closing.ids.length === 0) return;
  const rows = await trx
    .selectFrom('reports as r')
    .innerJoin('users as o', 'o.id', 'r.officer_id')
    .innerJoin('jobs as j', 'j.id', 'r.job_id')
    .select(['r.officer_id', 'o.phone', 'j.company_name', 'j.title'])
    .where('r.id', 'in', closing.ids)
    .where('o.deleted_at', 'is', null)
    .where('o.phone', 'is not', null)
    .orderBy('r.id')
    .execute();
  const byOfficer = new Map<number, typeof rows>();
  for (const row of rows) byOfficer.set(row.officer_id, [...(byOfficer.get(row.officer_id) ?? []), row]);
  await enqueueSmsBatch(
    trx,
    now,
    [...byOfficer.values()].map((reports) => ({
      to: reports[0].phone!,
      userId: reports[0].officer_id,
      retryUnknownOutcome: true,
      body: reportClosedSms({ company: reports[0].company_name, title: new Set(reports.map((r) => r.title)).size === 1 ? reports[0].title : null, outcome: closing.outcome }),
    })),
  );
}

interface Closing {
  id: number;
  adminId: number;
  now: Date;
  timeZone: string;
}

/**
 * POST admin/reports/{id}/message: the admin SMS (admin/sms.ts, its refusals included: a blocked employer,
 * no phone, STOP) to the report's employer, and the report closed with the text as its note, together.
 */
export async function messageEmployer(db: Db, { id, adminId, now, timeZone }: Closing, text: string): Promise<AdminReport> {
  await db.transaction().execute(async (trx) => {
    const report = await openReport(trx, id);
    await sendSmsIn(trx, { text, role: Role.Employer, userIDs: [report.employer_id] }, now);
    await trx.updateTable('reports').set({ outcome: ReportOutcome.Messaged, note: text, closed_at: now, closed_by: adminId }).where('id', '=', id).execute();
    await tellReporters(trx, { ids: [id], outcome: ReportOutcome.Messaged }, now);
  });
  return oneReport(db, id, now, timeZone);
}

/**
 * POST admin/reports/{id}/block: the admin block of users (every session ends), and every open report
 * about that employer closed as blocked: nothing is left to act on.
 */
export async function blockEmployer(db: Db, { id, adminId, now, timeZone }: Closing): Promise<AdminReport> {
  const report = await openReport(db, id);
  await changeUserState(db, report.employer_id, false);
  await db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable('reports')
      .set({ outcome: ReportOutcome.Blocked, closed_at: now, closed_by: adminId })
      .where('employer_id', '=', report.employer_id)
      .where('outcome', 'is', null)
      .returning('id')
      .execute();
    await tellReporters(trx, { ids: closed.map((row) => row.id), outcome: ReportOutcome.Blocked }, now);
  });
  return oneReport(db, id, now, timeZone);
}

/** POST admin/reports/{id}/dismiss: closed with the admin's optional note. */
export async function dismissReport(db: Db, { id, adminId, now, timeZone }: Closing, note: string): Promise<AdminReport> {
  await db.transaction().execute(async (trx) => {
    await openReport(trx, id);
    await trx.updateTable('reports').set({ outcome: ReportOutcome.Dismissed, note, closed_at: now, closed_by: adminId }).where('id', '=', id).execute();
    await tellReporters(trx, { ids: [id], outcome: ReportOutcome.Dismissed }, now);
  });
  return oneReport(db, id, now, timeZone);
}
