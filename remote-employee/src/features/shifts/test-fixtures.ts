import { RateType, type EarnedShift, type MyShiftsResponse, type OfficerShift } from '@dutylink/contracts';

/** 7:00 AM – 3:00 PM CST on Wed, Dec 2, 2026. */
export function makeOfficerShift(overrides: Partial<OfficerShift> = {}): OfficerShift {
  return {
    id: 11,
    jobId: 5,
    title: 'Night patrol',
    startsAt: '2026-12-02T13:00:00Z',
    endsAt: '2026-12-02T21:00:00Z',
    timeZone: 'America/Chicago',
    company: 'Acme Security',
    address: '1200 Commerce St, Dallas, TX 75202',
    workPhone: '+12145550100',
    uniform: 'Class B',
    armed: 'Unarmed',
    equipment: 'Radio, flashlight',
    checkedInAt: null,
    checkedOutAt: null,
    approved: false,
    confirmedAt: null,
    ...overrides,
  };
}

export function myShifts(shifts: OfficerShift[], calendarFeedUrl = 'https://dutylink.test/api/shifts/feed/3.abc'): MyShiftsResponse {
  return { shifts, calendarFeedUrl };
}

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
