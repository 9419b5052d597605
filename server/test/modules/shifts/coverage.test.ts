import { adminPaths, EmployerJobState, employerJobsPaths, shiftPaths, type CoverageWeekRow, type EmployerJobsResponse, type TodayBoardResponse } from '@dutylink/contracts';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';
import { adminSession, insertEmployee, insertJob } from '../admin/fixtures';
import { employer } from '../employers/fixtures';

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** Wednesday, Dec 2 2026, noon in Dallas: this week runs Monday Nov 30 to Sunday Dec 6. */
const WEDNESDAY = new Date('2026-12-02T18:00:00Z');
const CHICAGO = 'America/Chicago';

type Loss = { calledOff: Date } | { released: Date } | { noShow: Date } | null;

describe('coverage figures (issue 36)', () => {
  const database = useTestDatabase();
  let t: TestApp;
  let officers: number[];
  beforeAll(async () => {
    t = await database.build({ env: { DEMO_DATA: 'false' } });
    t.clock.current = WEDNESDAY;
    officers = await Promise.all([1, 2, 3].map(async () => (await insertEmployee(t)).id));
  });
  beforeEach(() => {
    t.clock.current = WEDNESDAY;
  });

  /** A shift of `jobId` on `day` (its day in the job's zone) starting at `startsAt`, lost as `loss` says, worked by officer `who`. */
  async function shift(jobId: number, day: string, startsAt: Date, loss: Loss = null, who = 0, backfillOf: number | null = null): Promise<number> {
    const row = await t.db
      .insertInto('shifts')
      .values({
        job_id: jobId,
        user_id: officers[who],
        day,
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + 8 * HOUR),
        backfill_of: backfillOf,
        called_off_at: loss && 'calledOff' in loss ? loss.calledOff : null,
        call_off_reason: loss && 'calledOff' in loss ? 'Sick or injured' : null,
        call_off_late: loss && 'calledOff' in loss ? true : null,
        released_at: loss && 'released' in loss ? loss.released : null,
        release_reason: loss && 'released' in loss ? 'unconfirmed' : null,
        no_show_told_at: loss && 'noShow' in loss ? loss.noShow : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The lost shift `shiftId` offered at `startedAt`, and taken `after` minutes after it was lost (`lostAt`). */
  async function filled(shiftId: number, lostAt: Date, after: number): Promise<void> {
    await t.db
      .insertInto('shift_offers')
      .values({ shift_id: shiftId, mode: 'all', wave_size: 5, wave_minutes: 15, automatic: false, started_at: lostAt, waves_sent: 1, filled_at: new Date(lostAt.getTime() + after * MINUTE) })
      .execute();
  }

  const at = (iso: string) => new Date(iso);
  const today = async (cookie: string) => (await t.call('GET', shiftPaths.today, { cookie, timeZone: CHICAGO })).json() as TodayBoardResponse;
  const jobPosts = async (cookie: string) =>
    ((await t.call('POST', employerJobsPaths.items(0, 10), { cookie, body: { state: EmployerJobState.Active, text: '' } })).json() as EmployerJobsResponse).items;

  it('counts a week of planned shifts: kept, lost and open, lost and covered, and chains of backfills both ways', async () => {
    const boss = await employer(t);
    const jobId = await insertJob(t, boss.userId, { title: 'Bank lobby' });
    const quiet = await insertJob(t, boss.userId, { title: 'Quiet post' });
    await t.db.updateTable('jobs').set({ time_zone: CHICAGO }).where('employer_id', '=', boss.userId).execute();

    // Kept its officer (Monday, already worked).
    await shift(jobId, '2026-11-30', at('2026-11-30T13:00:00Z'));
    // Called off, never covered: open.
    await shift(jobId, '2026-12-03', at('2026-12-03T13:00:00Z'), { calledOff: at('2026-12-01T12:00:00Z') });
    // Released unconfirmed; its backfill took it 42 minutes later and keeps it: covered.
    const released = await shift(jobId, '2026-12-04', at('2026-12-04T13:00:00Z'), { released: at('2026-12-02T10:00:00Z') });
    await shift(jobId, '2026-12-04', at('2026-12-04T13:00:00Z'), null, 1, released);
    await filled(released, at('2026-12-02T10:00:00Z'), 42);
    // Called off, its backfill called off too, and the second backfill keeps it: covered (a chain).
    const first = await shift(jobId, '2026-12-05', at('2026-12-05T13:00:00Z'), { calledOff: at('2026-12-01T00:00:00Z') });
    const second = await shift(jobId, '2026-12-05', at('2026-12-05T13:00:00Z'), { calledOff: at('2026-12-02T00:00:00Z') }, 1, first);
    await shift(jobId, '2026-12-05', at('2026-12-05T13:00:00Z'), null, 2, second);
    await filled(first, at('2026-12-01T00:00:00Z'), 60);
    await filled(second, at('2026-12-02T00:00:00Z'), 120);
    // A no-show whose backfill was a no-show too, with nobody after: open (a chain that ends lost).
    const noShow = await shift(jobId, '2026-12-06', at('2026-12-06T13:00:00Z'), { noShow: at('2026-12-06T13:15:00Z') });
    await shift(jobId, '2026-12-06', at('2026-12-06T13:00:00Z'), { noShow: at('2026-12-06T13:20:00Z') }, 1, noShow);
    // A no-show who checked in late after all kept the shift: covered, and never lost.
    const late = await shift(jobId, '2026-12-02', at('2026-12-02T13:00:00Z'), { noShow: at('2026-12-02T13:15:00Z') });
    await t.db.updateTable('shifts').set({ checked_in_at: at('2026-12-02T13:40:00Z') }).where('id', '=', late).execute();
    // Last week's and next week's shifts are not this week's; a fill 40 days ago is too old for the median.
    await shift(jobId, '2026-11-29', at('2026-11-29T13:00:00Z'), { calledOff: at('2026-11-28T13:00:00Z') });
    await shift(jobId, '2026-12-07', at('2026-12-07T13:00:00Z'), { calledOff: at('2026-12-01T13:00:00Z') });
    const old = await shift(jobId, '2026-10-23', at('2026-10-23T13:00:00Z'), { calledOff: at('2026-10-22T13:00:00Z') });
    await filled(old, at('2026-10-22T13:00:00Z'), 5);

    const board = await today(boss.cookie);
    // The median of 42, 60 and 120 minutes; lost since 30 days ago or ahead: Thu, Fri, Sat and its backfill, Sun and its backfill, last Sunday, next Monday.
    expect(board.coverage).toEqual({ planned: 6, covered: 4, open: 2, medianFillMinutes: 60, lostRecently: 8 });
    const posts = await jobPosts(boss.cookie);
    expect(posts.map((post) => [post.id, post.coverage])).toEqual([
      [quiet, { planned: 0, covered: 0, open: 0 }],
      [jobId, { planned: 6, covered: 4, open: 2 }],
    ]);

    // Another company sees none of it.
    const other = await employer(t);
    expect((await today(other.cookie)).coverage).toEqual({ planned: 0, covered: 0, open: 0, medianFillMinutes: null, lostRecently: 0 });

    // Across companies, per week: this week's figures, and last week's called-off Sunday open.
    const admin = await adminSession(t);
    const weeks = (await t.call('GET', adminPaths.coveragePerWeek, { cookie: admin.cookie, timeZone: CHICAGO })).json() as CoverageWeekRow[];
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ week: '2026-11-30', planned: 6, covered: 4, open: 2, medianFillMinutes: 60 });
    expect(weeks.at(-2)).toEqual({ week: '2026-11-23', planned: 1, covered: 0, open: 1, medianFillMinutes: null });
    expect(weeks.find((week) => week.week === '2026-10-19')).toEqual({ week: '2026-10-19', planned: 1, covered: 0, open: 1, medianFillMinutes: 5 });
    expect(weeks[0].week).toBe('2026-09-14');
    expect((await t.call('GET', adminPaths.coveragePerWeek, { cookie: boss.cookie })).statusCode).toBe(403);
  });

  it("puts a shift at 11 PM on Sunday, Pacific, in that week, not the next, by the job's zone", async () => {
    const boss = await employer(t);
    const jobId = await insertJob(t, boss.userId);
    await t.db.updateTable('jobs').set({ time_zone: 'America/Los_Angeles' }).where('id', '=', jobId).execute();
    // Sunday Dec 6, 11 PM PST is Monday 07:00 UTC, called off; Monday Dec 7, 00:30 PST is the next week's.
    await shift(jobId, '2026-12-06', at('2026-12-07T07:00:00Z'), { calledOff: at('2026-12-05T12:00:00Z') });
    await shift(jobId, '2026-12-07', at('2026-12-07T08:30:00Z'));
    // Sunday 10 PM in Los Angeles, already Monday in UTC and in Chicago: the job's week is still Nov 30 to Dec 6.
    t.clock.current = at('2026-12-07T06:00:00Z');
    expect((await jobPosts(boss.cookie))[0].coverage).toEqual({ planned: 1, covered: 0, open: 1 });
    // Monday 1 AM in Los Angeles: the new week has the Monday shift only.
    t.clock.current = at('2026-12-07T09:00:00Z');
    expect((await jobPosts(boss.cookie))[0].coverage).toEqual({ planned: 1, covered: 1, open: 0 });
    expect((await today(boss.cookie)).coverage).toMatchObject({ planned: 1, covered: 1, open: 0 });
  });

  it('takes the median of an even number of fills halfway between the middle two', async () => {
    const boss = await employer(t);
    const jobId = await insertJob(t, boss.userId);
    await t.db.updateTable('jobs').set({ time_zone: CHICAGO }).where('id', '=', jobId).execute();
    for (const [i, minutes] of [10, 20, 40, 1000].entries()) {
      const lostAt = at('2026-12-01T12:00:00Z');
      const id = await shift(jobId, '2026-12-03', new Date(Date.parse('2026-12-03T13:00:00Z') + i * HOUR), { calledOff: lostAt }, i % 3);
      await shift(jobId, '2026-12-03', new Date(Date.parse('2026-12-03T13:00:00Z') + i * HOUR), null, (i + 1) % 3, id);
      await filled(id, lostAt, minutes);
    }
    expect((await today(boss.cookie)).coverage).toEqual({ planned: 4, covered: 4, open: 0, medianFillMinutes: 30, lostRecently: 4 });
  });
});
