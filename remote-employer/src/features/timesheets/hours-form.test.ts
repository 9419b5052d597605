import { ShiftConfirmation, ShiftStatus, type TimesheetRow } from '@dutylink/contracts';
import { correctionOf, initialHours, validateHours } from './hours-form';

const row = (patch: Partial<TimesheetRow>): TimesheetRow => ({
  id: 1,
  jobId: 5,
  title: 'Night patrol',
  startsAt: '2026-11-25T13:00:00Z',
  endsAt: '2026-11-25T21:00:00Z',
  timeZone: 'America/Chicago',
  officer: { id: 201, name: 'Officer 1', phone: '' },
  status: ShiftStatus.CheckedOut,
  checkedInAt: null,
  checkInDistance: null,
  checkedOutAt: null,
  checkOutDistance: null,
  checkInReceivedAt: null,
  checkOutReceivedAt: null,
  confirmation: ShiftConfirmation.Confirmed,
  calledOff: null,
  lost: null,
  offer: null,
  coveredBy: null,
  covering: false,
  workedMinutes: null,
  approvedMinutes: null,
  correctionReason: null,
  approvedAt: null,
  rated: null,
  ...patch,
});

it('starts from the approved hours, else the worked ones, else empty', () => {
  const approvedAt = '2026-11-26T10:00:00Z';
  expect(initialHours(row({ workedMinutes: 500 }))).toEqual({ hours: '8', minutes: '20', reason: '' });
  expect(initialHours(row({ workedMinutes: 500, approvedMinutes: 240, correctionReason: 'Left early', approvedAt }))).toEqual({ hours: '4', minutes: '0', reason: 'Left early' });
  expect(initialHours(row({ workedMinutes: 500, approvedMinutes: 500, approvedAt }))).toEqual({ hours: '8', minutes: '20', reason: '' });
  expect(initialHours(row({ approvedMinutes: 0, correctionReason: 'No-show', approvedAt }))).toEqual({ hours: '0', minutes: '0', reason: 'No-show' });
  expect(initialHours(row({}))).toEqual({ hours: '', minutes: '', reason: '' });
});

it('sends the hours and minutes as minutes, with the reason trimmed', () => {
  expect(correctionOf({ hours: '7', minutes: '45', reason: ' Left early ' })).toEqual({ minutes: 465, reason: 'Left early' });
  expect(correctionOf({ hours: '', minutes: '30', reason: 'x' })).toEqual({ minutes: 30, reason: 'x' });
});

it('asks for whole hours and minutes, at most a day, and a reason', async () => {
  expect(await validateHours({ hours: '8', minutes: '0', reason: 'Left early' })).toEqual({});
  expect(await validateHours({ hours: '8', minutes: '0', reason: ' ' })).toEqual({ reason: 'Required: say why the hours changed' });
  expect(await validateHours({ hours: '7.5', minutes: '60', reason: 'x' })).toEqual({ hours: 'Enter whole hours from 0 to 24', minutes: 'Enter whole minutes from 0 to 59' });
  // More than a day in all: said under Hours, where the day is typed.
  expect(await validateHours({ hours: '24', minutes: '30', reason: 'x' })).toEqual({ hours: 'At most 1440 minutes' });
  expect(await validateHours({ hours: '25', minutes: '0', reason: 'x' })).toEqual({ hours: 'Enter whole hours from 0 to 24' });
  expect(await validateHours({ hours: '', minutes: '', reason: 'x' })).toEqual({ hours: 'Enter the hours worked' });
});
