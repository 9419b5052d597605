import { shiftTag } from './shift-tag';
import { makeOfficerShift } from './test-fixtures';

const at = (iso: string) => new Date(iso);
// 7:00 AM – 3:00 PM CST on Dec 2.
const shift = makeOfficerShift();

test('a shift reads Today before its start on the same day, Now from its start to its end, then nothing', () => {
  expect(shiftTag(shift, at('2026-12-02T06:00:00Z'))).toBe('Today'); // 12:00 AM CST
  expect(shiftTag(shift, at('2026-12-02T05:59:59Z'))).toBeNull(); // 11:59 PM CST the day before
  expect(shiftTag(shift, at('2026-12-02T13:00:00Z'))).toBe('Now');
  expect(shiftTag(shift, at('2026-12-02T20:59:59Z'))).toBe('Now');
  expect(shiftTag(shift, at('2026-12-02T21:00:00Z'))).toBeNull();
});

test("today is the job's day, not UTC's", () => {
  // 11:00 PM CST on Dec 2 is Dec 3 in UTC.
  const late = makeOfficerShift({ startsAt: '2026-12-03T05:00:00Z', endsAt: '2026-12-03T09:00:00Z' });
  expect(shiftTag(late, at('2026-12-02T18:00:00Z'))).toBe('Today');
  expect(shiftTag({ ...late, timeZone: 'America/New_York' }, at('2026-12-02T18:00:00Z'))).toBeNull();
});

test('a checked-out shift reads Done, even before its end', () => {
  const done = makeOfficerShift({ checkedInAt: '2026-12-02T12:45:00Z', checkedOutAt: '2026-12-02T18:00:00Z' });
  expect(shiftTag(done, at('2026-12-02T18:01:00Z'))).toBe('Done');
});
