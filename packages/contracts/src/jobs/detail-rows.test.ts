import { makeJob } from '../testing';
import { jobCityState, jobShiftLabel } from './card-line';
import { jobDetailRows } from './detail-rows';
import { ArmedStatus, Dress, Equipment, ExpenseType, JobPeriodType, PermitDocumentType, RateType, Shift } from './enums';

const rowsOf = (job: Parameters<typeof jobDetailRows>[0]) => Object.fromEntries(jobDetailRows(job).map((row) => [row.label, row.value]));

test('a job as label and value rows, in the order the job pages show them', () => {
  const rows = jobDetailRows(makeJob());
  expect(rows.map((row) => row.label).slice(0, 4)).toEqual(['Dates', 'Days', 'Shift', 'Location']);
  expect(rowsOf(makeJob())).toMatchObject({
    Dates: '5 Mar - 7 Mar 2026',
    Days: 'Mon, Wed',
    Shift: 'PM (1500-2300)',
    Location: 'North warehouse\n100 Main St, Austin, TX 78701',
    Rate: '$25.00/hr',
    'Officers needed': '2',
    Dress: 'Uniform',
    Armed: 'Armed exposed',
    'Permits required': 'Exposed firearm permit',
    Equipment: 'Yes: Radio',
    Specializations: 'Off-duty police officer',
    Categories: 'Retail, Loss prevention',
    'Travel expenses': 'Hotel',
  });
  expect(rows.every((row) => row.value !== '')).toBe(true);
});

test("the distance from the officer's ZIP code under the location, none when unknown (issue 21)", () => {
  const rows = jobDetailRows(makeJob({ distanceMiles: 12.4 }));
  expect(rows.map((row) => row.label).slice(3, 5)).toEqual(['Location', 'Distance']);
  expect(rowsOf(makeJob({ distanceMiles: 12.4 })).Distance).toBe('12 mi away');
  expect(rowsOf(makeJob({ distanceMiles: 0.4 })).Distance).toBe('<1 mi away');
  expect(rowsOf(makeJob()).Distance).toBeUndefined();
});

test('varied shifts, other uniform, daily rate, no equipment, one day, everywhere, mileage', () => {
  const rows = rowsOf(
    makeJob({
      shift: Shift.Other,
      variedShifts: [
        { from: '08:00', to: '12:00' },
        { from: '14:00', to: '18:00' },
      ],
      uniformType: Dress.Other,
      uniformOther: 'Polo shirt',
      salaryType: RateType.Daily,
      salaryValue: 1200,
      equipment: Equipment.No,
      periodType: JobPeriodType.OneDay,
      to: null,
      jobLocationsAll: true,
      travel: true,
      travelTypes: [ExpenseType.Mileage],
      mileageRate: 0.5,
      payrollSchedule: null,
    }),
  );
  expect(rows).toMatchObject({
    Shift: 'Varied (08:00-12:00, 14:00-18:00)',
    Dress: 'Polo shirt',
    Rate: '$1,200.00/day',
    Equipment: 'No',
    Dates: '5 Mar 2026',
    'Offered in': 'All locations',
    'Travel expenses': 'Mileage ($0.50/mile)',
  });
  expect(rows).not.toHaveProperty('Payroll schedule');
});

test('the permits required: the armed status\'s and those the employer marked; no row when none', () => {
  expect(rowsOf(makeJob({ armedType: ArmedStatus.ArmedCCW, markedPermits: [PermitDocumentType.GuardCard] }))['Permits required']).toBe('Guard card, Concealed weapons permit');
  expect(rowsOf(makeJob({ armedType: ArmedStatus.Unarmed, markedPermits: [] }))).not.toHaveProperty('Permits required');
});

test('helpers', () => {
  expect(jobShiftLabel({ shift: Shift.Other, variedShifts: [] })).toBe('Varied');
  expect(jobShiftLabel({ shift: Shift.AM, variedShifts: [] })).toBe('AM (0700-1500)');
  expect(jobCityState({ city: 'Austin', stateCode: 'TX' })).toBe('Austin, TX');
  expect(jobCityState(null)).toBe('');
});
