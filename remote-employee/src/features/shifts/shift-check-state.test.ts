import { checkInMessages } from '@dutylink/contracts';
import { shiftCheckState } from './shift-check-state';
import { makeOfficerShift } from './test-fixtures';

const at = (iso: string) => new Date(iso);
const shift = makeOfficerShift();

test('before the window the card says when check-in opens, in the job zone', () => {
  expect(shiftCheckState(shift, at('2026-12-02T12:29:59Z'))).toEqual({ check: null, notes: [expect.stringMatching(/^Check-in opens at 6:30\sAM CST$/)] });
  expect(shiftCheckState(shift, at('2026-12-02T12:30:00Z'))).toEqual({ check: 'checkIn', notes: [] });
});

test('a shift over without a check-in, or checked in past the check-out grace, says why nothing can be done', () => {
  expect(shiftCheckState(shift, at('2026-12-02T21:01:00Z'))).toEqual({ check: null, notes: [checkInMessages.over] });
  const checkedIn = makeOfficerShift({ checkedInAt: '2026-12-02T12:45:00Z' });
  expect(shiftCheckState(checkedIn, at('2026-12-02T23:00:00Z')).check).toBe('checkOut');
  expect(shiftCheckState(checkedIn, at('2026-12-02T23:01:00Z'))).toEqual({
    check: null,
    notes: [expect.stringMatching(/^Checked in at 6:45\sAM CST$/), checkInMessages.checkOutClosed],
  });
});
