import { sql } from 'kysely';
import { reportMessages, REPORTS_PER_DAY, type NewReportRequest, type ReportChoices, type ReportSent } from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import { notFound, tooManyRequests } from '../../http-errors';

const DAY_MS = 86_400_000;
/** The most jobs the form offers. */
const CHOICES_LIMIT = 500;

/**
 * The jobs an officer may report: those applied to (any state, closed or deleted since), and those
 * withdrawn from after a hire, of employers whose accounts are not deleted.
 */
function reportableJobs(db: Db, officerId: number) {
  const applied = db.selectFrom('applicants').select('job_id').where('user_id', '=', officerId);
  const withdrawn = db.selectFrom('hire_withdrawals').select('job_id').where('user_id', '=', officerId);
  return db
    .selectFrom('jobs as j')
    .innerJoin('users as e', 'e.id', 'j.employer_id')
    .where('j.id', 'in', applied.union(withdrawn))
    .where('e.deleted_at', 'is', null);
}

/** GET reports/choices: the employers (by company, A to Z) and their jobs the officer may report. */
export async function reportChoices(db: Db, officerId: number): Promise<ReportChoices> {
  const rows = await reportableJobs(db, officerId)
    .select(['j.id', 'j.title', 'j.employer_id', 'j.company_name'])
    .orderBy(sql`lower(j.company_name)`)
    .orderBy('j.employer_id')
    .orderBy('j.title')
    .orderBy('j.id')
    .limit(CHOICES_LIMIT)
    .execute();
  const employers: ReportChoices['employers'] = [];
  for (const row of rows) {
    let employer = employers.at(-1);
    if (employer?.id !== row.employer_id) {
      employer = { id: row.employer_id, company: row.company_name, jobs: [] };
      employers.push(employer);
    }
    employer.jobs.push({ id: row.id, title: row.title });
  }
  return { employers };
}

/**
 * POST reports: about a job the officer applied to and its employer (404 otherwise, as for a stranger's
 * job), at most REPORTS_PER_DAY in 24 hours (429). The officer's row is locked, so two reports sent at
 * once are counted one after the other.
 */
export async function sendReport(db: Db, officerId: number, report: NewReportRequest, now: Date): Promise<ReportSent> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', officerId).forUpdate().executeTakeFirstOrThrow();
    const job = await reportableJobs(trx, officerId).select('j.id').where('j.id', '=', report.jobId).where('j.employer_id', '=', report.employerId).executeTakeFirst();
    if (!job) throw notFound();
    const recent = await trx
      .selectFrom('reports')
      .select('created_at')
      .where('officer_id', '=', officerId)
      .where('created_at', '>', new Date(now.getTime() - DAY_MS))
      .orderBy('created_at')
      .execute();
    if (recent.length >= REPORTS_PER_DAY) {
      throw tooManyRequests(reportMessages.tooMany(REPORTS_PER_DAY), (recent[recent.length - REPORTS_PER_DAY].created_at.getTime() + DAY_MS - now.getTime()) / 1000);
    }
    const row = await trx
      .insertInto('reports')
      .values({ officer_id: officerId, employer_id: report.employerId, job_id: report.jobId, kind: report.kind, details: report.details, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id };
  });
}
