import { FALLBACK_TIME_ZONE, type InviteFirst } from '@dutylink/contracts';

/** A job's invite-first window as its pages show it at `now`: until favourites_until, in the job's zone; null once over or without one. */
export function inviteFirstOf(job: { favourites_until: Date | null; time_zone: string | null }, now: Date): InviteFirst | null {
  return job.favourites_until && job.favourites_until > now ? { until: job.favourites_until.toISOString(), timeZone: job.time_zone ?? FALLBACK_TIME_ZONE } : null;
}
