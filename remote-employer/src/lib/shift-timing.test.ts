import { checkInClock, checkOutClock } from './shift-timing';

const SHIFT = { startsAt: '2026-12-02T13:00:00.000Z', endsAt: '2026-12-02T21:00:00.000Z', timeZone: 'America/Chicago' };

test('a check in the job’s zone, how far off the schedule, and when it came if it was made offline (issue 39)', () => {
  expect(checkInClock(SHIFT, '2026-12-02T13:10:00.000Z', null)).toMatch(/^7:10\sAM CST \(10 min late\)$/);
  expect(checkInClock(SHIFT, '2026-12-02T12:55:00.000Z', '2026-12-02T13:40:00.000Z')).toMatch(/^6:55\sAM CST, tapped without signal, reached us 7:40\sAM CST$/);
  expect(checkOutClock(SHIFT, '2026-12-02T17:00:00.000Z', null)).toMatch(/^11:00\sAM CST \(4 h early\)$/);
  expect(checkOutClock(SHIFT, '2026-12-02T21:00:00.000Z', '2026-12-02T21:30:00.000Z')).toMatch(/^3:00\sPM CST, tapped without signal, reached us 3:30\sPM CST$/);
});
