import { RateType, type EarnedShift } from '@dutylink/contracts';

export { makeOfficerShift, myShifts } from '@dutylink/contracts/testing';

export function makeEarnedShift(overrides: Partial<EarnedShift> = {}): EarnedShift {
  return {
    id: 21,
    jobId: 5,
    title: 'Night patrol',
    startsAt: '2026-11-28T13:00:00Z',
    endsAt: '2026-11-28T21:00:00Z',
    timeZone: 'America/Chicago',
    company: 'Acme Security',
    workedMinutes: 480,
    approvedMinutes: null,
    correctionReason: null,
    rate: 30,
    rateType: RateType.Hourly,
    pay: 240,
    rated: null,
    ...overrides,
  };
}
