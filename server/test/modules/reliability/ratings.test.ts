import { ratingMessages, reliabilityPaths, shiftPaths, type EarningsResponse, type RatingsAboutMe, type TimesheetsResponse } from '@dutylink/contracts';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';
import { adminSession } from '../admin/fixtures';
import { applicantOf, employer } from '../employers/fixtures';
import { hiredShift, MONDAY, wednesdayJob } from './fixtures';

const NOWHERE = { latitude: null, longitude: null };

describe('ratings after a completed shift', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build();
  });
  beforeEach(() => {
    t.clock.current = MONDAY;
  });

  const rate = (shiftId: number, cookie: string | undefined, body: object) => t.call('POST', reliabilityPaths.rate(shiftId), { cookie, body });
  const ratingsOf = async (cookie: string) => (await t.call('GET', reliabilityPaths.ratings, { cookie })).json() as RatingsAboutMe;
  const stored = (shiftId: number) => t.db.selectFrom('shift_ratings').select(['side', 'stars']).where('shift_id', '=', shiftId).orderBy('side').execute();

  /** Checked in at the start and out at the end, Wednesday. */
  async function work(officer: { cookie: string }, shiftId: number) {
    t.clock.current = new Date('2026-12-02T13:00:00Z');
    expect((await t.call('POST', shiftPaths.checkIn(shiftId), { cookie: officer.cookie, body: NOWHERE })).statusCode).toBe(200);
    t.clock.current = new Date('2026-12-02T21:00:00Z');
    expect((await t.call('POST', shiftPaths.checkOut(shiftId), { cookie: officer.cookie, body: NOWHERE })).statusCode).toBe(200);
  }

  it('lets each side rate the other once, after the check-out, and shows each the ratings about them without names', async () => {
    const { boss, officer, shiftId } = await hiredShift(t);
    // Before the shift is completed: refused, nothing stored.
    for (const cookie of [officer.cookie, boss.cookie]) {
      const early = await rate(shiftId, cookie, { stars: 5, comment: '' });
      expect([early.statusCode, early.json().title]).toEqual([409, ratingMessages.notCompleted]);
    }
    // Checked in, still on post: not yet.
    t.clock.current = new Date('2026-12-02T13:00:00Z');
    await t.call('POST', shiftPaths.checkIn(shiftId), { cookie: officer.cookie, body: NOWHERE });
    expect((await rate(shiftId, officer.cookie, { stars: 5, comment: '' })).statusCode).toBe(409);
    t.clock.current = new Date('2026-12-02T21:00:00Z');
    await t.call('POST', shiftPaths.checkOut(shiftId), { cookie: officer.cookie, body: NOWHERE });
    expect(await stored(shiftId)).toEqual([]);

    const byOfficer = await rate(shiftId, officer.cookie, { stars: 5, comment: '  Clear briefing, paid on time.  ' });
    expect(byOfficer.statusCode).toBe(200);
    expect(byOfficer.json()).toEqual({ shiftId, stars: 5, comment: 'Clear briefing, paid on time.', created: '2026-12-02T21:00:00.000Z' });
    const again = await rate(shiftId, officer.cookie, { stars: 1, comment: 'Changed my mind' });
    expect([again.statusCode, again.json().title]).toEqual([409, ratingMessages.already]);
    expect((await rate(shiftId, boss.cookie, { stars: 4, comment: '' })).statusCode).toBe(200);
    expect((await rate(shiftId, boss.cookie, { stars: 4, comment: '' })).statusCode).toBe(409);
    expect(await stored(shiftId)).toEqual([
      { side: 'employer', stars: 4 },
      { side: 'officer', stars: 5 },
    ]);

    // Each side sees what it gave on its own page (Rate is then gone), and the other side's rating about itself.
    const pay = (await t.call('GET', shiftPaths.earnings, { cookie: officer.cookie })).json() as EarningsResponse;
    expect(pay.awaiting).toEqual([expect.objectContaining({ id: shiftId, rated: 5 })]);
    const sheet = (await t.call('GET', shiftPaths.timesheets('2026-12-01', '2026-12-03'), { cookie: boss.cookie })).json() as TimesheetsResponse;
    expect(sheet.shifts).toEqual([expect.objectContaining({ id: shiftId, rated: 4 })]);
    expect(await ratingsOf(boss.cookie)).toEqual({ average: 5, count: 1, ratings: [{ stars: 5, comment: 'Clear briefing, paid on time.', title: 'Bank lobby', day: '2026-12-02' }] });
    expect(await ratingsOf(officer.cookie)).toEqual({ average: 4, count: 1, ratings: [{ stars: 4, comment: '', title: 'Bank lobby', day: '2026-12-02' }] });
  });

  it('counts a shift the employer approved hours for as completed, and one approved at 0 minutes as not', async () => {
    const { boss, officer, shiftId } = await hiredShift(t);
    // No check-in at all: after the end the employer sets the hours worked.
    t.clock.current = new Date('2026-12-02T22:00:00Z');
    expect((await rate(shiftId, officer.cookie, { stars: 3, comment: '' })).statusCode).toBe(409);
    expect((await t.call('POST', shiftPaths.approve(shiftId), { cookie: boss.cookie, body: { minutes: 480, reason: 'Forgot to check in' } })).statusCode).toBe(200);
    expect((await rate(shiftId, officer.cookie, { stars: 3, comment: '' })).statusCode).toBe(200);

    t.clock.current = MONDAY;
    const other = await hiredShift(t);
    await work(other.officer, other.shiftId);
    expect((await t.call('POST', shiftPaths.approve(other.shiftId), { cookie: other.boss.cookie, body: { minutes: 0, reason: 'Left at once' } })).statusCode).toBe(200);
    expect((await rate(other.shiftId, other.boss.cookie, { stars: 1, comment: '' })).statusCode).toBe(409);
  });

  it('lets only the parties of the shift rate it, with 1 to 5 stars and 280 characters at most', async () => {
    const { boss, officer, shiftId } = await hiredShift(t);
    await work(officer, shiftId);
    const otherBoss = await employer(t);
    const stranger = await applicantOf(t, await wednesdayJob(t, otherBoss));
    const admin = await adminSession(t);
    expect((await rate(shiftId, stranger.cookie, { stars: 5, comment: '' })).statusCode).toBe(404);
    expect((await rate(shiftId, otherBoss.cookie, { stars: 5, comment: '' })).statusCode).toBe(404);
    expect((await rate(shiftId, admin.cookie, { stars: 5, comment: '' })).statusCode).toBe(403);
    expect((await rate(shiftId, undefined, { stars: 5, comment: '' })).statusCode).toBe(401);
    expect((await rate(2_000_000, officer.cookie, { stars: 5, comment: '' })).statusCode).toBe(404);
    for (const body of [{ stars: 0, comment: '' }, { stars: 6, comment: '' }, { stars: 4.5, comment: '' }, { stars: 5, comment: 'x'.repeat(281) }, { comment: '' }]) {
      expect((await rate(shiftId, boss.cookie, body)).statusCode).toBe(400);
    }
    expect(await stored(shiftId)).toEqual([]);
    expect((await t.call('GET', reliabilityPaths.ratings, { cookie: admin.cookie })).statusCode).toBe(403);
    expect(await ratingsOf(otherBoss.cookie)).toEqual({ average: null, count: 0, ratings: [] });
  });
});
