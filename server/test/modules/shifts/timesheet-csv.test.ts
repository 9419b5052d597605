import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { JobPeriodType, RateType, Shift, shiftPaths, WeekDay, WITHDRAW_REASONS, type EarningsResponse, type MyShiftsResponse } from '@dutylink/contracts';
import { TIMESHEET_LIMIT } from '../../../src/modules/shifts/employer';
import { tellNoShows } from '../../../src/modules/shifts/no-shows';
import { ORIGIN, useTestDatabase, type TestApp } from '../../helpers/test-app';
import { employer, hiredJob, validJob } from '../employers/fixtures';

/** Monday, Nov 30 2026, 9:00 in Dallas (the fixture job's zone is America/Chicago, UTC-6 in December). */
const MONDAY = new Date('2026-11-30T15:00:00Z');
const NOWHERE = { latitude: null, longitude: null };
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

/** Issue 37: the payroll CSV read back by a strict parser and summed as a spreadsheet sums it. */
describe('the timesheet CSV', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build();
    t.clock.current = MONDAY;
  });

  it('has every shift of the range with its status, ISO times in the job zone, and pay = quantity × rate that adds up', async () => {
    const boss = await employer(t);
    /** A job of `boss` on the given December days' AM shift (07:00-15:00) or PM (15:00-23:00), one officer hired, and that officer's shifts. */
    const job = async (title: string, rate: number, rateType: RateType, days: string[], shift: Shift = Shift.AM) => {
      const model = validJob(t, { title });
      const weekDays = days.map((day) => new Date(`${day}T12:00:00Z`).getUTCDay() as WeekDay);
      model.general = { ...model.general, periodType: JobPeriodType.Range, from: days[0], to: days.at(-1)!, days: weekDays, shift, timeRange: [] };
      model.payment = { ...model.payment, salaryValue: rate, salaryType: rateType };
      const { officer } = await hiredJob(t, model, boss);
      const { shifts } = (await t.call('GET', shiftPaths.mine, { cookie: officer.cookie })).json() as MyShiftsResponse;
      return { officer, shifts: shifts.map((s) => s.id) };
    };
    const lobby = await job('Bank lobby', 28.5, RateType.Hourly, ['2026-12-02', '2026-12-03']);
    const gate = await job('Gate watch', 31.75, RateType.Hourly, ['2026-12-02'], Shift.PM);
    const stadium = await job('Stadium event', 240, RateType.Daily, ['2026-12-03']);
    // Its officer never comes.
    await job('Warehouse', 22.4, RateType.Hourly, ['2026-12-03']);
    const parking = await job('Parking lot', 25, RateType.Hourly, ['2026-12-04']);
    expect((await t.call('POST', shiftPaths.callOff(parking.shifts[0]), { cookie: parking.officer.cookie, body: { reason: WITHDRAW_REASONS[0] } })).statusCode).toBe(200);

    const at = async (instant: string, step: () => Promise<unknown>) => {
      t.clock.current = new Date(instant);
      await step();
    };
    const check = (way: 'checkIn' | 'checkOut', officer: { cookie: string }, shiftId: number) => async () =>
      expect((await t.call('POST', shiftPaths[way](shiftId), { cookie: officer.cookie, body: NOWHERE })).statusCode).toBe(200);
    const approve = (shiftId: number, minutes: number | null = null, reason = '') => async () =>
      expect((await t.call('POST', shiftPaths.approve(shiftId), { cookie: boss.cookie, body: { minutes, reason } })).statusCode).toBe(200);

    // Wed Dec 2: 7 h 20 min in the lobby; 8 h 3 min at the gate, approved as 7 h 50 min.
    await at('2026-12-02T12:58:00Z', check('checkIn', lobby.officer, lobby.shifts[0]));
    await at('2026-12-02T20:18:00Z', check('checkOut', lobby.officer, lobby.shifts[0]));
    await at('2026-12-02T20:57:00Z', check('checkIn', gate.officer, gate.shifts[0]));
    await at('2026-12-03T05:00:00Z', check('checkOut', gate.officer, gate.shifts[0]));
    // Thu Dec 3: the lobby's second day, not approved yet; 5 h 7 min of a day's rate; nobody at the warehouse.
    await at('2026-12-03T13:00:00Z', check('checkIn', lobby.officer, lobby.shifts[1]));
    await at('2026-12-03T13:00:00Z', check('checkIn', stadium.officer, stadium.shifts[0]));
    await at('2026-12-03T13:15:00Z', () => tellNoShows(t.db, t.app.events, t.clock.now(), ORIGIN));
    await at('2026-12-03T18:07:00Z', check('checkOut', stadium.officer, stadium.shifts[0]));
    await at('2026-12-03T21:00:00Z', check('checkOut', lobby.officer, lobby.shifts[1]));
    await at('2026-12-04T15:00:00Z', async () => {
      await approve(lobby.shifts[0])();
      await approve(gate.shifts[0], 470, 'Unpaid break of 13 minutes')();
      await approve(stadium.shifts[0])();
    });

    const file = await t.call('GET', shiftPaths.timesheetsCsv('2026-12-01', '2026-12-04'), { cookie: boss.cookie });
    expect(file.statusCode).toBe(200);
    const [header, ...cells] = parse(file.body, { bom: true, relax_column_count: false }) as string[][];
    expect(header).toEqual([
      'Date',
      'Status',
      'Officer',
      'Phone',
      'Job',
      'Shift start',
      'Shift end',
      'Time zone',
      'Checked in',
      'Checked out',
      'Worked hours',
      'Approved hours',
      'Correction reason',
      'Quantity',
      'Rate',
      'Per',
      'Pay',
    ]);
    const rows = cells.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])));
    const pick = (...names: string[]) => rows.map((row) => Object.fromEntries(names.map((name) => [name, row[name]])));
    // Every scheduled shift, oldest first: the lobby's second day waits for its approval, with no pay yet; a no-show and a call-off are paid nothing.
    expect(pick('Date', 'Job', 'Status', 'Worked hours', 'Approved hours', 'Quantity', 'Rate', 'Per', 'Pay')).toEqual([
      { Date: '2026-12-02', Job: 'Bank lobby', Status: 'Approved', 'Worked hours': '7.33', 'Approved hours': '7.33', Quantity: '7.33', Rate: '28.50', Per: 'hr', Pay: '208.91' },
      { Date: '2026-12-02', Job: 'Gate watch', Status: 'Approved', 'Worked hours': '8.05', 'Approved hours': '7.83', Quantity: '7.83', Rate: '31.75', Per: 'hr', Pay: '248.60' },
      { Date: '2026-12-03', Job: 'Bank lobby', Status: 'To approve', 'Worked hours': '8.00', 'Approved hours': '', Quantity: '', Rate: '28.50', Per: 'hr', Pay: '' },
      { Date: '2026-12-03', Job: 'Stadium event', Status: 'Approved', 'Worked hours': '5.12', 'Approved hours': '5.12', Quantity: '1.00', Rate: '240.00', Per: 'day', Pay: '240.00' },
      { Date: '2026-12-03', Job: 'Warehouse', Status: 'No-show', 'Worked hours': '', 'Approved hours': '', Quantity: '0.00', Rate: '22.40', Per: 'hr', Pay: '0.00' },
      { Date: '2026-12-04', Job: 'Parking lot', Status: 'Called off', 'Worked hours': '', 'Approved hours': '', Quantity: '0.00', Rate: '25.00', Per: 'hr', Pay: '0.00' },
    ]);
    expect(rows[1]['Correction reason']).toBe('Unpaid break of 13 minutes');

    // The year and the offset: a spreadsheet reads them as date-times, and they name the instants of the shift.
    expect(pick('Shift start', 'Shift end', 'Time zone', 'Checked in', 'Checked out')[0]).toEqual({
      'Shift start': '2026-12-02T07:00:00-06:00',
      'Shift end': '2026-12-02T15:00:00-06:00',
      'Time zone': 'America/Chicago',
      'Checked in': '2026-12-02T06:58:00-06:00',
      'Checked out': '2026-12-02T14:18:00-06:00',
    });
    for (const row of rows) {
      for (const name of ['Shift start', 'Shift end', 'Checked in', 'Checked out']) {
        if (row[name] === '' && name.startsWith('Checked')) continue;
        expect(row[name]).toMatch(ISO_WITH_OFFSET);
        expect(new Date(row[name]).getUTCFullYear()).toBe(2026);
      }
    }
    expect(Date.parse(rows[1]['Checked out'])).toBe(Date.parse('2026-12-03T05:00:00Z'));

    // As a spreadsheet sums them: SUM ignores an empty cell, SUMPRODUCT counts it as 0.
    const number = (cell: string) => (cell === '' ? 0 : Number(cell));
    const sumPay = rows.reduce((sum, row) => sum + number(row.Pay), 0);
    const sumProduct = rows.reduce((sum, row) => sum + number(row.Quantity) * number(row.Rate), 0);
    expect(Math.round(sumPay * 100)).toBe(69751);
    expect(Math.round(sumProduct * 100)).toBe(Math.round(sumPay * 100));
    for (const row of rows) {
      // Each pay is its quantity × rate rounded once to the cent, and an hourly row's quantity is its approved hours.
      if (row.Pay !== '') expect(Math.abs(number(row.Quantity) * number(row.Rate) - number(row.Pay))).toBeLessThanOrEqual(0.005 + 1e-9);
      if (row.Per === 'hr' && row.Status === 'Approved') expect(row.Quantity).toBe(row['Approved hours']);
    }

    // The officer's Earnings show the same pay as the file.
    const earned = (await t.call('GET', shiftPaths.earnings, { cookie: lobby.officer.cookie })).json() as EarningsResponse;
    expect(earned.approved.map((shift) => shift.pay)).toEqual([208.91]);
  });

  it('refuses a range with more shifts than one file holds, saying so, instead of leaving some out', async () => {
    const boss = await employer(t);
    const model = validJob(t, { title: 'Mall patrol' });
    const { officer } = await hiredJob(t, model, boss);
    const { shifts } = (await t.call('GET', shiftPaths.mine, { cookie: officer.cookie })).json() as MyShiftsResponse;
    /** `count` more shifts on the first one's day, a second apart from the `after`-th second on. */
    const moreShifts = (count: number, after: number) =>
      sql`insert into shifts (job_id, user_id, day, starts_at, ends_at)
        select job_id, user_id, day, starts_at + make_interval(secs => n), ends_at + make_interval(secs => n)
        from shifts, generate_series(${after + 1}::int, ${after + count}::int) as n where id = ${shifts[0]!.id}`.execute(t.db);
    const csv = () => t.call('GET', shiftPaths.timesheetsCsv(model.general.from!, model.general.to!), { cookie: boss.cookie });

    await moreShifts(TIMESHEET_LIMIT - shifts.length, 0);
    const full = await csv();
    expect(full.statusCode).toBe(200);
    expect(parse(full.body, { bom: true, relax_column_count: false })).toHaveLength(1 + TIMESHEET_LIMIT);

    await moreShifts(1, TIMESHEET_LIMIT);
    const over = await csv();
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ title: 'This range has more than 2,000 shifts: choose a shorter range' });
  });
});
