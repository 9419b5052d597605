import { sql } from 'kysely';
import { employeeRoutes, FALLBACK_TIME_ZONE, formatDay, PERMIT_EXPIRY_WARNING_DAYS, permitDocumentLabel, type PushPayload } from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import { tellOfficers } from '../../messaging/officer-messages';
import { sms } from '../../lib/sms-text';

/** Days before a permit's expiry date on which its holder is texted (issue 21). */
export const EXPIRY_REMINDER_DAYS = [PERMIT_EXPIRY_WARNING_DAYS, 7] as const;
/** No reminder goes out before this hour of the officer's own day. */
const FROM_HOUR = 9;
/** Reminders written per transaction. */
const BATCH = 500;

export const permitExpirySms = (type: number, expires: string, daysLeft: number, link: string) =>
  sms(2)`DutyLink: your ${permitDocumentLabel(type)} expires on ${formatDay(expires)}, ${daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`}. Renew it and update Permits & Credentials to stay hireable for jobs that need it: ${link}`;

/** The reminder as a push notification (docs/decisions/push-first.md): a tap opens Permits & Credentials. */
export const permitExpiryPush = (type: number, expires: string, daysLeft: number): Omit<PushPayload, 'ack'> => ({
  title: `Your ${permitDocumentLabel(type)} expires ${daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`}`,
  body: `On ${formatDay(expires)}. Renew it and update Permits & Credentials to stay hireable for jobs that need it.`,
  url: employeeRoutes.permits,
  tag: `permit-${type}`,
});

interface Due {
  user_id: number;
  type: number;
  expires: string;
  phone: string;
  days_left: number;
  days_before: number;
}

/**
 * The hourly pass (issue 21): the holder of a permit expiring within 30 days is reminded (a push first, issue 39),
 * and again within 7 days, from 9:00 of their own day (their profile's zone, else their state's). A permit first entered
 * with less than 30 days left is reminded at once, with the days it has. Each reminder is recorded with
 * the expiry date it was about (permit_expiry_reminders), in the transaction that writes it to the
 * outbox: saving the permits step again sends nothing twice, a renewed permit is reminded anew, and
 * processes running the pass at once write each reminder once (the second insert waits, then conflicts).
 * Returns how many reminders were written.
 */
export async function remindOfExpiringPermits(db: Db, now: Date, publicUrl: string): Promise<number> {
  const link = `${publicUrl}${employeeRoutes.permits}`;
  let written = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const { rows: due } = await sql<Due>`
        with held as (
          select d.user_id, d.type, d.expires, u.phone,
            (d.expires - (${now}::timestamptz at time zone z.tz)::date) as days_left,
            extract(hour from ${now}::timestamptz at time zone z.tz) as hour
          from employee_documents d
          join users u on u.id = d.user_id
          join employee_profiles p on p.user_id = d.user_id
          left join us_states s on s.id = p.state_id
          cross join lateral (select coalesce(nullif(p.time_zone, ''), s.time_zone, ${FALLBACK_TIME_ZONE}) as tz) z
          where d.expires between ${now}::date - 1 and ${now}::date + ${EXPIRY_REMINDER_DAYS[0] + 1}::int
            and u.phone is not null and u.enabled and u.deleted_at is null
        ), due as (
          select user_id, type, to_char(expires, 'YYYY-MM-DD') as expires, expires as day, phone, days_left,
            (case when days_left <= ${EXPIRY_REMINDER_DAYS[1]}::int then ${EXPIRY_REMINDER_DAYS[1]}::int else ${EXPIRY_REMINDER_DAYS[0]}::int end) as days_before
          from held
          where days_left between 1 and ${EXPIRY_REMINDER_DAYS[0]}::int and hour >= ${FROM_HOUR}::int
        )
        select user_id, type, expires, phone, days_left, days_before from due
        where not exists (
          select 1 from permit_expiry_reminders r
          where r.user_id = due.user_id and r.type = due.type and r.expires = due.day and r.days_before = due.days_before
        )
        order by day, user_id, type
        limit ${BATCH}`.execute(trx);
      if (!due.length) return 0;
      const recorded = await trx
        .insertInto('permit_expiry_reminders')
        .values(due.map((d) => ({ user_id: d.user_id, type: d.type, expires: d.expires, days_before: d.days_before, sent_at: now })))
        .onConflict((conflict) => conflict.doNothing())
        .returning(['user_id', 'type', 'days_before'])
        .execute();
      const mine = new Set(recorded.map((r) => `${r.user_id}/${r.type}/${r.days_before}`));
      const messages = due
        .filter((d) => mine.has(`${d.user_id}/${d.type}/${d.days_before}`))
        .map((d) => ({
          userId: d.user_id,
          phone: d.phone,
          type: 'reminder' as const,
          sms: permitExpirySms(d.type, d.expires, d.days_left, link),
          push: permitExpiryPush(d.type, d.expires, d.days_left),
          retryUnknownOutcome: true,
        }));
      await tellOfficers(trx, now, messages);
      return due.length;
    });
    written += batch;
    if (batch < BATCH) return written;
  }
}
