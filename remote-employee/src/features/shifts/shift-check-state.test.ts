import { checkInMessages } from '@dutylink/contracts';
import { shiftCheckState } from './shift-check-state';
import { makeOfficerShift } from './test-fixtures';

const at = (iso: string) => new Date(iso);
const shift = makeOfficerShift();
const checkedIn = makeOfficerShift({ checkedInAt: '2026-12-02T12:45:00Z' });

test('before the window the card says when check-in opens, in the job zone; then until when it is open', () => {
  expect(shiftCheckState(shift, at('2026-12-02T12:29:59Z'))).toEqual({
    check: null,
    notes: [expect.stringMatching(/^Check-in opens at 6:30\sAM CST$/)],
    openUntil: null,
    warning: null,
    early: false,
    undoUntil: null,
  });
  expect(shiftCheckState(shift, at('2026-12-02T12:30:00Z'))).toEqual({
    check: 'checkIn',
    notes: [],
    openUntil: expect.stringMatching(/^Check-in open until 3:00\sPM CST$/),
    warning: null,
    early: false,
    undoUntil: null,
  });
});

test('past the start without a check-in, the card says the officer is late and when it counts as a no-show, above Check in', () => {
  expect(shiftCheckState(shift, at('2026-12-02T13:00:00Z')).notes).toEqual([]);
  expect(shiftCheckState(shift, at('2026-12-02T13:01:00Z'))).toMatchObject({
    check: 'checkIn',
    notes: [expect.stringMatching(/^You are late: your shift started at 7:00\sAM CST\. Check in before 7:15\sAM CST, or it counts as a no-show\.$/)],
  });
  // From the no-show time until the end, Check in still clears it from the record (the officer's text says the same).
  expect(shiftCheckState(shift, at('2026-12-02T13:15:00Z'))).toMatchObject({
    check: 'checkIn',
    notes: [expect.stringMatching(/^You are late: your shift started at 7:00\sAM CST\. It counts as a no-show on your record until you check in\.$/)],
  });
});

test('checking out before the end warns when the shift ends; from the end on, not', () => {
  expect(shiftCheckState(checkedIn, at('2026-12-02T20:59:00Z'))).toEqual({
    check: 'checkOut',
    notes: [expect.stringMatching(/^Checked in at 6:45\sAM CST$/)],
    openUntil: null,
    warning: expect.stringMatching(/^Your shift ends at 3:00\sPM CST\.$/),
    early: false,
    undoUntil: null,
  });
  expect(shiftCheckState(checkedIn, at('2026-12-02T21:00:00Z'))).toMatchObject({ check: 'checkOut', warning: null });
});

test('a shift over without a check-in, or checked in past the check-out grace, says why nothing can be done', () => {
  expect(shiftCheckState(shift, at('2026-12-02T21:01:00Z'))).toMatchObject({ check: null, notes: [checkInMessages.over] });
  expect(shiftCheckState(checkedIn, at('2026-12-02T23:00:00Z')).check).toBe('checkOut');
  expect(shiftCheckState(checkedIn, at('2026-12-02T23:01:00Z'))).toEqual({
    check: null,
    notes: [expect.stringMatching(/^Checked in at 6:45\sAM CST$/), checkInMessages.checkOutClosed],
    openUntil: null,
    warning: null,
    early: false,
    undoUntil: null,
  });
});

test('checked in before the start, check-out waits for the start; before half of the shift it is early', () => {
  const inEarly = makeOfficerShift({ checkedInAt: '2026-12-02T12:40:00Z' });
  expect(shiftCheckState(inEarly, at('2026-12-02T12:50:00Z'))).toEqual({
    check: null,
    notes: [expect.stringMatching(/^Checked in at 6:40\sAM CST$/), expect.stringMatching(/^Check-out opens at 7:00\sAM CST, when your shift starts$/)],
    openUntil: null,
    warning: null,
    early: false,
    undoUntil: null,
  });
  expect(shiftCheckState(inEarly, at('2026-12-02T13:00:00Z'))).toMatchObject({ check: 'checkOut', early: true });
  expect(shiftCheckState(inEarly, at('2026-12-02T16:59:59Z'))).toMatchObject({ check: 'checkOut', early: true });
  expect(shiftCheckState(inEarly, at('2026-12-02T17:00:00Z'))).toMatchObject({ check: 'checkOut', early: false });
});

test('a check-out can be undone for 5 minutes, and not once the hours are approved', () => {
  const out = makeOfficerShift({ checkedInAt: '2026-12-02T12:45:00Z', checkedOutAt: '2026-12-02T14:00:00Z' });
  expect(shiftCheckState(out, at('2026-12-02T14:05:00Z'))).toMatchObject({ check: null, undoUntil: expect.stringMatching(/^You can undo it until 8:05\sAM CST$/) });
  expect(shiftCheckState(out, at('2026-12-02T14:05:01Z'))).toMatchObject({ undoUntil: null });
  expect(shiftCheckState({ ...out, approved: true }, at('2026-12-02T14:01:00Z'))).toMatchObject({ undoUntil: null });
});
