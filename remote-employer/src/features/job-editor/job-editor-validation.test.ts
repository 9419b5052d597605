import { Dress, Equipment, ExpenseType, JobPeriodType, OTHER_CATEGORY_ID, Shift } from '@dutylink/contracts';
import { refusedFields, stepFromHash, toPayload, validateAll, validatePart } from './job-editor-validation';
import { day, filledModel } from './test-fixtures';

const validModel = () => filledModel(0);

test('the hash picks the step; a missing or unknown hash is the first', () => {
  expect(['', '#0', '#1', '#2', '#9', '#x'].map(stepFromHash)).toEqual([0, 0, 1, 2, 0, 0]);
});

test('a valid model passes all three steps', async () => {
  expect(await validateAll(validModel(), null)).toEqual({ errors: {}, firstInvalid: undefined });
});

test('general: title required and max 80, dates, days, categories, other category', async () => {
  const model = validModel();
  let errors = await validatePart(0, { ...model, general: { ...model.general, title: '', days: [], categories: [], specializations: [] } }, null);
  expect(errors.general).toEqual({
    title: 'Required',
    days: 'At least one item must be selected',
    specializations: 'At least one item must be selected',
    categories: 'At least one category must be selected',
  });
  errors = await validatePart(0, { ...model, general: { ...model.general, title: 'x'.repeat(81) } }, null);
  expect(errors.general?.title).toBe('At most 80 characters');

  const range = { ...model.general, periodType: JobPeriodType.Range, from: day(-1), to: day(-2) };
  errors = await validatePart(0, { ...model, general: range }, null);
  expect(errors.general?.from).toBe('Date must be in the future');
  expect(errors.general?.to).toBe('Date must be more or equal From date');
  // The stored from of an edited job stays acceptable.
  errors = await validatePart(0, { ...model, general: { ...range, to: day(3) } }, day(-1));
  expect(errors).toEqual({});

  errors = await validatePart(0, { ...model, general: { ...model.general, categories: [OTHER_CATEGORY_ID] } }, null);
  expect(errors.general?.otherCategory).toBe('Required');
});

test('general: varied shifts need rows whose from is earlier than to', async () => {
  const model = validModel();
  let errors = await validatePart(0, { ...model, general: { ...model.general, shift: Shift.Other, timeRange: [] } }, null);
  expect(errors.general?.timeRange).toBe('At least one item must be filled');
  errors = await validatePart(0, { ...model, general: { ...model.general, shift: Shift.Other, timeRange: [{ from: '10:00', to: '09:00' }] } }, null);
  expect(errors).toEqual({ general: { timeRange: [{ to: 'Invalid time span' }] } });
});

test('details: required fields and locations unless all locations', async () => {
  const model = validModel();
  const details = { ...model.details, locationName: '', locationIDs: [], address: { ...model.details.address, idstate: 0, postalCode: '12' } };
  let errors = await validatePart(1, { ...model, details }, null);
  expect(errors.details).toEqual({
    locationName: 'Required',
    locationIDs: 'At least one item must be selected',
    address: { idstate: 'State is required', postalCode: 'ZIP code must be 5 digits' },
  });
  errors = await validatePart(1, { ...model, details: { ...model.details, locationIDs: [], jobLocationsAll: true } }, null);
  expect(errors).toEqual({});
});

test('payment: officers, rate decimals, payroll schedule and the conditional descriptions', async () => {
  const model = validModel();
  const payment = {
    ...model.payment,
    numberOfEmployee: 1000,
    salaryValue: 10.555,
    payrollSchedule: 100,
    knownThreats: true,
    uniformType: Dress.Other,
    equipment: Equipment.Yes,
    travel: true,
    travelTypes: [ExpenseType.Mileage],
  };
  const errors = await validatePart(2, { ...model, payment }, null);
  expect(errors.payment).toEqual({
    numberOfEmployee: 'Enter a whole number from 1 to 999',
    salaryValue: 'At most 2 decimal places',
    payrollSchedule: 'Enter a whole number of days from 0 to 99',
    knownThreatDescription: 'Required',
    uniformOther: 'Required',
    equipmentDescription: 'Required',
    mileageRate: 'Required',
  });
  const zero = await validatePart(2, { ...model, payment: { ...model.payment, numberOfEmployee: 0, salaryValue: 0 } }, null);
  expect(zero.payment).toEqual({ numberOfEmployee: 'Enter a whole number from 1 to 999', salaryValue: 'Enter an amount from 1 to 10,000' });
});

test('validateAll reports the first invalid step; the payload drops to and varied shifts when unused', async () => {
  const model = validModel();
  expect((await validateAll({ ...model, details: { ...model.details, address: { ...model.details.address, city: '' } } }, null)).firstInvalid).toBe(1);
  const payload = toPayload(
    { ...model, general: { ...model.general, title: ' Patrol ', to: day(5), timeRange: [{ from: '07:00', to: '08:00' }] }, payment: { ...model.payment, payrollSchedule: '' as unknown as null } },
    null,
  );
  expect(payload.general).toMatchObject({ title: 'Patrol', to: null, timeRange: [] });
  expect(payload.payment.payrollSchedule).toBeNull();
});

test("a refusal's errors map becomes the form's errors, first message per field, other keys ignored", () => {
  expect(refusedFields({ 'general.from': ['Date must be in the future', 'second'], 'details.address.city': ['Required'], request: ['Invalid value'] })).toEqual({
    general: { from: 'Date must be in the future' },
    details: { address: { city: 'Required' } },
  });
});
