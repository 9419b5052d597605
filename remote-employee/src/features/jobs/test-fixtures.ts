import { JobPeriodType, RateType, Sex, Shift, type EmployeeJobsResponse, type Job } from '@dutylink/contracts';

/** A job for tests (only what the employee pages read matters). */
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
    jobSpecializations: [],
    jobCategories: [],
    jobSubCategories: [],
    otherCategory: '',
    locationName: 'North warehouse',
    locationDescription: '',
    address: { address1: '100 Main St', address2: '', city: 'Austin', idstate: 44, state: 'Texas', stateCode: 'TX', postalCode: '78701' },
    jobLocations: [],
    jobLocationsAll: true,
    numberOfEmployee: 2,
    knownThreats: false,
    knownThreatDescription: '',
    uniformType: 1,
    uniformOther: '',
    armedType: 0,
    equipment: 0,
    equipmentDescription: '',
    salaryType: RateType.Hourly,
    salaryValue: 25,
    payrollSchedule: null,
    employmentType: 0,
    employerType: null,
    payrollType: 0,
    travel: false,
    travelTypes: [],
    mileage: false,
    mileageRate: null,
    enabled: true,
    created: '2026-03-01T10:00:00.000Z',
    applicants: 0,
    hired: 0,
    applicantState: null,
    applied: null,
    reason: null,
    ...overrides,
  };
}

export function jobsPage(items: Job[], overrides: Partial<EmployeeJobsResponse> = {}): EmployeeJobsResponse {
  return { items, total: items.length, all: items.length, hired: 0, applied: 0, ...overrides };
}

export const manyJobs = (count: number, firstId = 1) =>
  Array.from({ length: count }, (_, index) => makeJob({ id: firstId + index, title: `Job ${firstId + index}` }));
