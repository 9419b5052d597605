import { employerJobsPaths, jobApplicantsPaths, jobPaths, JobPeriodType, Shift, WeekDay, type JobApplicant } from '@dutylink/contracts';
import type { TestApp } from '../../helpers/test-app';
import { applicantOf, employer, validJob } from '../employers/fixtures';

/** Monday, Nov 30 2026, 9:00 in Dallas (the fixture job's zone is America/Chicago, UTC-6). */
export const MONDAY = new Date('2026-11-30T15:00:00Z');

export type Party = { cookie: string; userId: number; phone: string };

/** An AM one-day job on Wednesday Dec 2 (07:00-15:00 Chicago, 13:00-21:00 UTC) of `boss`. */
export async function wednesdayJob(t: TestApp, boss: Party, title = 'Bank lobby'): Promise<number> {
  const model = validJob(t, { title });
  model.general = { ...model.general, periodType: JobPeriodType.OneDay, from: '2026-12-02', to: null, days: [WeekDay.Wednesday], shift: Shift.AM, timeRange: [] };
  const saved = await t.call('POST', employerJobsPaths.save, { cookie: boss.cookie, body: model });
  expect(saved.statusCode).toBe(200);
  return saved.json().id;
}

/** The officer applies to the job (when not yet) and the employer hires them. */
export async function hire(t: TestApp, boss: Party, jobId: number, officer: Party): Promise<void> {
  expect((await t.call('POST', jobPaths.apply(jobId), { cookie: officer.cookie })).statusCode).toBe(200);
  const list = (await t.call('GET', jobApplicantsPaths.list(jobId), { cookie: boss.cookie })).json() as JobApplicant[];
  const application = list.find((a) => a.user.id === officer.userId)!;
  expect((await t.call('POST', jobApplicantsPaths.accept(application.id), { cookie: boss.cookie })).json()).toEqual({ success: true });
}

/** A new employer's Wednesday job with a new officer hired for it, and the officer's shift id. */
export async function hiredShift(t: TestApp): Promise<{ boss: Party; officer: Party; jobId: number; shiftId: number }> {
  const boss = await employer(t);
  const jobId = await wednesdayJob(t, boss);
  const officer = await applicantOf(t, jobId);
  const list = (await t.call('GET', jobApplicantsPaths.list(jobId), { cookie: boss.cookie })).json() as JobApplicant[];
  expect((await t.call('POST', jobApplicantsPaths.accept(list[0].id), { cookie: boss.cookie })).json()).toEqual({ success: true });
  const shift = await t.db.selectFrom('shifts').select('id').where('job_id', '=', jobId).where('user_id', '=', officer.userId).executeTakeFirstOrThrow();
  return { boss, officer, jobId, shiftId: shift.id };
}
