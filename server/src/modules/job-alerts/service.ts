import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { tellOfficers } from '../../messaging/officer-messages';
import { alertAskOpenUntil, jobAlertLink, jobAlertLinkExpiry, jobAlertPush, jobAlertSms, type AlertJobSummary } from './alert-text';
import { ALERT_JOB_COLUMNS, insertNewRecipients, jobTargets } from './matching';
import { openAt } from '../jobs';

type Trx = Kysely<Database>;

/** How alerts make their links: app.jobLinks.make and config.publicUrl. */
export interface JobAlertLinks {
  make(userId: number, jobId: number, expiresAt: Date): string;
  publicUrl: string;
}

/**
 * Queues the job's alerts, inside the transaction that publishes it or saves an edit of an active one:
 * they go out with it or not at all, and the save does not wait for the matching (issue 22). Saving a
 * job again before its alerts went out changes nothing here: the fan-out reads the job as it is then.
 * job_alert_queue.queued_at is when the job's alerts are due: an invite-first job waits there for the others
 * (sendQueuedJobAlerts), and an edit meanwhile makes it due at once, for the favourites it newly fits.
 */
export async function queueJobAlerts(trx: Trx, jobId: number, now: Date): Promise<void> {
  await trx
    .insertInto('job_alert_queue')
    .values({ job_id: jobId, queued_at: now })
    .onConflict((oc) => oc.column('job_id').doUpdateSet({ queued_at: sql<Date>`least(job_alert_queue.queued_at, excluded.queued_at)` }))
    .execute();
}

/** Queued jobs one pass of the outbox worker fans out before it delivers (then it comes back for more). */
export const ALERT_JOBS_PER_PASS = 4;

/**
 * Sends the alerts of up to `limit` queued jobs that are due, one job per transaction that also takes it off the
 * queue (so a crash puts it back, and job_alerts keeps anyone from being texted twice). An invite-first job still
 * reaching only the company's favourites (issue 36) has alerted them and stays queued, due at favourites_until,
 * when everyone else it fits is alerted. Queued rows are claimed with SKIP LOCKED: any number of processes may
 * run this. True when due jobs may be left in the queue.
 */
export async function sendQueuedJobAlerts(db: Trx, now: () => Date, links: JobAlertLinks, limit = ALERT_JOBS_PER_PASS): Promise<boolean> {
  for (let done = 0; done < limit; done += 1) {
    const found = await db.transaction().execute(async (trx) => {
      const at = now();
      const queued = await trx
        .selectFrom('job_alert_queue')
        .select('job_id')
        .where('queued_at', '<=', at)
        .orderBy('queued_at')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!queued) return false;
      await sendJobAlerts(trx, queued.job_id, at, links);
      const held = await trx.selectFrom('jobs').select('favourites_until').where('id', '=', queued.job_id).where('favourites_until', '>', at).executeTakeFirst();
      if (held) await trx.updateTable('job_alert_queue').set({ queued_at: held.favourites_until! }).where('job_id', '=', queued.job_id).execute();
      else await trx.deleteFrom('job_alert_queue').where('job_id', '=', queued.job_id).execute();
      return true;
    });
    if (!found) return false;
  }
  return true;
}

/**
 * SMS job alerts (issue 7): every employee the job now fits who was never alerted about it gets one SMS
 * with a signed link to the public job page, in the caller's transaction (sendQueuedJobAlerts'): an edit
 * alerts only the employees it newly fits. Returns how many were alerted.
 */
export async function sendJobAlerts(trx: Trx, jobId: number, now: Date, links: JobAlertLinks): Promise<number> {
  const job = await trx
    .selectFrom('jobs as j')
    .innerJoin('users as e', 'e.id', 'j.employer_id')
    .leftJoin('employer_profiles as ep', 'ep.user_id', 'j.employer_id')
    .select([
      'j.id',
      'j.employer_id',
      'j.favourites_until',
      'j.title',
      ...ALERT_JOB_COLUMNS,
      'j.city',
      'j.period_type',
      'j.shift',
      sql<string>`to_char(j.from_date, 'YYYY-MM-DD')`.as('from_day'),
      sql<string | null>`to_char(j.to_date, 'YYYY-MM-DD')`.as('to_day'),
      sql<string>`coalesce(nullif(ep.company, ''), e.name, 'DutyLink employer')`.as('company'),
    ])
    .where('j.id', '=', jobId)
    .where(openAt(now))
    .executeTakeFirst();
  if (!job) return 0;

  const recipients = await insertNewRecipients(trx, job, await jobTargets(trx, job), now);
  if (recipients.rows.length === 0) return 0;

  const summary: AlertJobSummary = {
    id: job.id,
    title: job.title,
    company: job.company,
    periodType: job.period_type,
    from: job.from_day,
    to: job.to_day,
    shift: job.shift,
    salaryType: job.salary_type,
    salaryValue: Number(job.salary_value),
    city: job.city,
  };
  const expires = jobAlertLinkExpiry(summary, now);
  const alertLinks = recipients.rows.map((r) => jobAlertLink(links.publicUrl, job.id, r.user_id, links.make(r.user_id, job.id, expires)));
  const alert = jobAlertSms(summary, Math.max(...alertLinks.map((link) => link.length)));
  const push = jobAlertPush(summary);
  const texts = await tellOfficers(
    trx,
    now,
    recipients.rows.map((r, i) => ({
      userId: r.user_id,
      phone: r.phone,
      type: 'alert',
      sms: alert(alertLinks[i]!),
      push,
      // job_alerts makes one message per (job, employee). After an unknown provider outcome (a crash
      // between sending and marking) it is sent again: no alert is lost, and what may be doubled is
      // bounded by one claimed batch of the crashed process (docs/decisions/outbox.md).
      retryUnknownOutcome: true,
    })),
  );
  // Issue 36: each alert is a question a reply YES answers by applying (jobs/apply-by-reply.ts), in one statement.
  await trx
    .insertInto('sms_asks')
    .columns(['user_id', 'phone', 'kind', 'job_id', 'asked_at', 'open_until', 'outbox_id'])
    .expression(
      sql`select r.user_id, r.phone, 'alert', ${job.id}::int, ${now}::timestamptz, ${alertAskOpenUntil(expires, now)}::timestamptz, r.outbox_id
          from unnest(${recipients.rows.map((r) => r.user_id)}::int[], ${recipients.rows.map((r) => r.phone)}::text[],
            ${recipients.rows.map((r) => texts.get(r.user_id)!)}::int[]) as r(user_id, phone, outbox_id)`,
    )
    .execute();
  return recipients.rows.length;
}
