import { JobPeriodType, Shift, WeekDay } from '@dutylink/contracts';
import { firstOpenDay, shiftTimes, type JobSchedule } from '../../../src/modules/shifts/times';

const job = (patch: Partial<JobSchedule>): JobSchedule => ({
  periodType: JobPeriodType.OneDay,
  fromDay: '2026-12-01',
  toDay: null,
  days: [WeekDay.Tuesday],
  shift: Shift.AM,
  variedShifts: [],
  timeZone: 'America/Chicago',
  ...patch,
});

const iso = (times: ReturnType<typeof shiftTimes>) => times.map((time) => [time.day, time.startsAt.toISOString(), time.endsAt.toISOString()]);

describe('a job as dated shifts', () => {
  it('makes one shift of a one-day job, in the zone of its address', () => {
    // 07:00-15:00 in Chicago (UTC-6 in December).
    expect(iso(shiftTimes(job({}), '2026-11-30'))).toEqual([['2026-12-01', '2026-12-01T13:00:00.000Z', '2026-12-01T21:00:00.000Z']]);
    // The same shift in Los Angeles is two hours later in UTC: the zone is the job's, not the reader's.
    expect(iso(shiftTimes(job({ timeZone: 'America/Los_Angeles' }), '2026-11-30'))).toEqual([['2026-12-01', '2026-12-01T15:00:00.000Z', '2026-12-01T23:00:00.000Z']]);
    // Its day has passed: nothing.
    expect(shiftTimes(job({}), '2026-12-02')).toEqual([]);
  });

  it('ends a graveyard shift at 07:00 the next day', () => {
    expect(iso(shiftTimes(job({ shift: Shift.Graveyard }), '2026-12-01'))).toEqual([['2026-12-01', '2026-12-02T05:00:00.000Z', '2026-12-02T13:00:00.000Z']]);
  });

  it('gives a range job its chosen weekdays between from and to', () => {
    const range = job({ periodType: JobPeriodType.Range, fromDay: '2026-12-01', toDay: '2026-12-14', days: [WeekDay.Monday, WeekDay.Friday], shift: Shift.PM });
    expect(shiftTimes(range, '2026-11-30').map((time) => time.day)).toEqual(['2026-12-04', '2026-12-07', '2026-12-11', '2026-12-14']);
    // From a later first day, only what is left.
    expect(shiftTimes(range, '2026-12-10').map((time) => time.day)).toEqual(['2026-12-11', '2026-12-14']);
  });

  it('gives a full-time job its weekdays for the next four weeks', () => {
    const fullTime = job({ periodType: JobPeriodType.FullTime, fromDay: '2026-11-01', days: [WeekDay.Wednesday] });
    expect(shiftTimes(fullTime, '2026-12-01').map((time) => time.day)).toEqual(['2026-12-02', '2026-12-09', '2026-12-16', '2026-12-23']);
  });

  it('makes each varied time range of a day its own shift', () => {
    const varied = job({ shift: Shift.Other, variedShifts: [{ from: '08:00', to: '12:00' }, { from: '13:30', to: '17:00' }] });
    expect(iso(shiftTimes(varied, '2026-12-01'))).toEqual([
      ['2026-12-01', '2026-12-01T14:00:00.000Z', '2026-12-01T18:00:00.000Z'],
      ['2026-12-01', '2026-12-01T19:30:00.000Z', '2026-12-01T23:00:00.000Z'],
    ]);
  });

  it('follows daylight saving: an 8-hour graveyard shift on the night clocks go back lasts 9 hours', () => {
    const night = job({ fromDay: '2026-10-31', shift: Shift.Graveyard, days: [WeekDay.Saturday] });
    const [shift] = shiftTimes(night, '2026-10-31');
    // 23:00 CDT (UTC-5) to 07:00 CST (UTC-6).
    expect([shift.startsAt.toISOString(), shift.endsAt.toISOString()]).toEqual(['2026-11-01T04:00:00.000Z', '2026-11-01T13:00:00.000Z']);
  });

  it('starts planning the day before today in the job zone, for a graveyard shift still running', () => {
    // 03:00 UTC on Dec 2 is still Dec 1 in Chicago.
    expect(firstOpenDay(new Date('2026-12-02T03:00:00Z'), 'America/Chicago')).toBe('2026-11-30');
  });
});
