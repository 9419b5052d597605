import {
  ArmedStatus,
  Dress,
  EmploymentType,
  Equipment,
  ExpenseType,
  JobPeriodType,
  PaymentMethod,
  RateType,
  Sex,
  Shift,
  type EmployeeGeneral,
  type Job,
  type MyShiftsResponse,
  type OfficerShift,
} from './index';

/** A complete job for tests (imported as @dutylink/contracts/testing; never from app code). */
export function makeJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 5,
    title: 'Night patrol',
    company: 'Acme Security',
    employerId: 9,
    description: 'Patrol the warehouse lot.',
    from: '2026-03-05',
    to: '2026-03-07',
    periodType: JobPeriodType.Range,
    days: [1, 3],
    shift: Shift.PM,
    variedShifts: [],
    sex: Sex.Unknown,
    jobSpecializations: [{ id: 1, name: 'Off-duty police officer' }],
    jobCategories: [{ id: 2, name: 'Retail' }],
    jobSubCategories: [{ id: 3, name: 'Loss prevention' }],
    otherCategory: '',
    locationName: 'North warehouse',
    locationDescription: 'Gate 4',
    address: { address1: '100 Main St', address2: '', city: 'Austin', idstate: 44, state: 'Texas', stateCode: 'TX', postalCode: '78701' },
    jobLocations: [{ id: 7, name: 'Austin metro' }],
    jobLocationsAll: false,
    numberOfEmployee: 2,
    knownThreats: false,
    knownThreatDescription: '',
    uniformType: Dress.Uniform,
    uniformOther: '',
    armedType: ArmedStatus.ArmedExposed,
    markedPermits: [],
    equipment: Equipment.Yes,
    equipmentDescription: 'Radio',
    salaryType: RateType.Hourly,
    salaryValue: 25,
    payrollSchedule: 14,
    employmentType: EmploymentType.W2,
    employerType: null,
    payrollType: PaymentMethod.DirectDeposit,
    travel: true,
    travelTypes: [ExpenseType.Hotel],
    mileage: false,
    mileageRate: null,
    enabled: true,
    created: '2026-03-01T10:00:00.000Z',
    applicants: 0,
    hired: 0,
    applicantState: null,
    applied: null,
    reason: null,
    notSelected: false,
    nextShiftAt: null,
    distanceMiles: null,
    inviteFirst: null,
    ...overrides,
  };
}

/** The General step of the sample employee profile (Maria Lopez of Dallas) for tests: unit, server and end to end. */
export const sampleEmployeeGeneral = (): EmployeeGeneral => ({
  firstName: 'Maria',
  lastName: 'Lopez',
  sex: Sex.Female,
  timeZone: 'America/Chicago',
  specializations: [1],
  address: { address1: '100 Main St', address2: '', city: 'Dallas', idstate: 44, postalCode: '75201' },
  emergencyContacts: [{ name: 'Jose Lopez', phone: '+1 (214) 555-0199' }],
});

/** An officer's shift for tests: 7:00 AM – 3:00 PM CST on Wed, 2 Dec 2026. */
export function makeOfficerShift(overrides: Partial<OfficerShift> = {}): OfficerShift {
  return {
    id: 11,
    jobId: 5,
    title: 'Night patrol',
    startsAt: '2026-12-02T13:00:00Z',
    endsAt: '2026-12-02T21:00:00Z',
    timeZone: 'America/Chicago',
    company: 'Acme Security',
    locationName: 'Commerce Tower',
    address: '1200 Commerce St, Dallas, TX 75202',
    locationDescription: 'Check in with the supervisor at Gate 3',
    workPhone: '+12145550100',
    uniform: 'Class B',
    armed: 'Unarmed',
    equipment: 'Radio, flashlight',
    checkedInAt: null,
    checkedOutAt: null,
    approved: false,
    confirmedAt: null,
    // 24 hours before the start, the companies' default.
    confirmFrom: '2026-12-01T13:00:00Z',
    covering: false,
    ...overrides,
  };
}

export function myShifts(shifts: OfficerShift[], calendarFeedUrl = 'https://dutylink.test/api/shifts/feed/3.abc'): MyShiftsResponse {
  return { shifts, calendarFeedUrl };
}

/**
 * yup's own phrasing (its default locale), which must never reach a user (issue 36): each of its texts starts
 * with the field's code name, or 'this' ("comment must be defined", "this cannot be null"); and its
 * distinctive wordings, wherever they stand.
 */
export const YUP_DEFAULT_MESSAGE =
  /^(this|[a-z_$][\w$]*)([.[][\w$."\]]*)? (must|is a|cannot|field)\b|must be defined|is a required field|cannot be null|must be a `|one of the following values|must match the following|field has unspecified keys|\$\{/;
