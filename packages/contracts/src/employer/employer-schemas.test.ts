import { ValidationError, type Schema } from 'yup';
import { CANCEL_HIRE_REASONS, Dress, Equipment, ExpenseType, JobPeriodType, QualifiedAs, Shift, WEEK_DAYS, WeekDay } from '../jobs/enums';
import type { JobEditorModel } from '../jobs/types';
import { Step } from '../steps';
import { validationErrorsToMap } from '../employee/validation';
import {
  EMPTY_EMPLOYER_GENERAL,
  employerGeneralSchema,
  employerHomePath,
  employerJobsPaths,
  employerJobsFilterSchema,
  employerNextStepPath,
  employerPreviousStepPath,
  employerProfilePaths,
  employerRoutes,
  jobApplicantsPaths,
  jobDetailsSchema,
  jobEditorSchema,
  jobGeneralSchema,
  jobWeekDays,
  jobMessages as m,
  jobPaymentSchema,
  needsMileageRate,
  newJobEditorModel,
  OTHER_CATEGORY_ID,
  postsRemainingText,
  jobEditorRefusalOf,
  rejectApplicantSchema,
  type EmployerGeneral,
} from '.';

const NOW = new Date(2026, 5, 15, 12, 0, 0); // 15 Jun 2026 local

async function errorsOf(schema: Schema, value: unknown): Promise<Record<string, string[]>> {
  try {
    await schema.validate(value, { abortEarly: false, context: { now: NOW } });
    return {};
  } catch (error) {
    if (ValidationError.isError(error)) return validationErrorsToMap(error);
    throw error;
  }
}

export const validJob = (): JobEditorModel => {
  const model = newJobEditorModel('2026-06-15');
  model.general = { ...model.general, title: 'Event guard', specializations: [1], days: [1, 2], categories: [1], periodType: JobPeriodType.Range, to: '2026-06-20' };
  model.details = {
    locationName: 'Arena',
    address: { address1: '1 Main St', address2: '', city: 'Dallas', idstate: 44, postalCode: '75201' },
    locationDescription: 'Gate B',
    locationIDs: [101],
    jobLocationsAll: false,
  };
  return model;
};

const general = (): EmployerGeneral => ({ ...EMPTY_EMPLOYER_GENERAL, firstName: 'Erin', lastName: 'Employer', company: 'Acme', licenseNumber: 'C1', employerType: QualifiedAs.PPO });

describe('employer general schema', () => {
  it('accepts a valid profile, masked phone, null type', async () => {
    expect(await errorsOf(employerGeneralSchema, general())).toEqual({});
    expect(await errorsOf(employerGeneralSchema, { ...general(), workPhone: '+1 (214) 555-0100', employerType: null })).toEqual({});
  });
  it('requires company, license number, first and last name', async () => {
    expect(await errorsOf(employerGeneralSchema, { ...general(), firstName: ' ', lastName: '', company: '', licenseNumber: '' })).toEqual({
      firstName: ['Required'],
      lastName: ['Required'],
      company: ['Required'],
      licenseNumber: ['Required'],
    });
  });
  it('limits lengths', async () => {
    expect(await errorsOf(employerGeneralSchema, { ...general(), firstName: 'a'.repeat(65), lastName: 'b'.repeat(65), company: 'c'.repeat(129), licenseNumber: 'd'.repeat(129) })).toEqual({
      firstName: ['At most 64 characters'],
      lastName: ['At most 64 characters'],
      company: ['At most 128 characters'],
      licenseNumber: ['At most 128 characters'],
    });
    expect(await errorsOf(employerGeneralSchema, { ...general(), firstName: 'a'.repeat(64), company: 'c'.repeat(128) })).toEqual({});
  });
  it('checks the work phone and the type', async () => {
    expect(await errorsOf(employerGeneralSchema, { ...general(), workPhone: '2145550100' })).toEqual({ workPhone: ['Phone must start with +1'] });
    expect(await errorsOf(employerGeneralSchema, { ...general(), workPhone: '+1 (014) 555-0100' })).toEqual({ workPhone: ['Enter a valid US cell phone number'] });
    expect(await errorsOf(employerGeneralSchema, { ...general(), employerType: 9 })).toEqual({ employerType: ['Choose a type from the list'] });
  });
  it('takes no billing address, or a whole one', async () => {
    const address = { address1: '200 Main St', address2: '', city: 'Dallas', idstate: 44, postalCode: '75201' };
    expect(await errorsOf(employerGeneralSchema, { ...general(), address })).toEqual({});
    expect(await errorsOf(employerGeneralSchema, { ...general(), address: { ...EMPTY_EMPLOYER_GENERAL.address, address2: 'Suite 4' } })).toEqual({
      'address.address1': ['Required'],
      'address.city': ['Required'],
      'address.idstate': ['State is required'],
      'address.postalCode': ['Required'],
    });
    expect(await errorsOf(employerGeneralSchema, { ...general(), address: { ...address, idstate: '', postalCode: '7520' } })).toEqual({
      'address.idstate': ['State is required'],
      'address.postalCode': ['ZIP code must be 5 digits'],
    });
    expect(await errorsOf(employerGeneralSchema, { ...general(), address: { ...address, address1: 'a'.repeat(129) } })).toEqual({ 'address.address1': ['At most 128 characters'] });
  });
});

describe('job editor schema', () => {
  it('accepts a valid job and the new-job defaults', async () => {
    expect(await errorsOf(jobEditorSchema, validJob())).toEqual({});
    const fresh = newJobEditorModel('2026-06-15');
    expect(fresh.payment).toMatchObject({ salaryValue: 10, numberOfEmployee: 1 });
    expect(fresh.id).toBe(0);
  });

  describe('step 1', () => {
    const g = () => validJob().general;
    it('title required, max 80', async () => {
      expect(await errorsOf(jobGeneralSchema, { ...g(), title: '  ' })).toEqual({ title: ['Required'] });
      expect(await errorsOf(jobGeneralSchema, { ...g(), title: 't'.repeat(81) })).toEqual({ title: ['At most 80 characters'] });
      expect(await errorsOf(jobGeneralSchema, { ...g(), title: 't'.repeat(80) })).toEqual({});
    });
    it('at least one specialization, day and category', async () => {
      expect(await errorsOf(jobGeneralSchema, { ...g(), specializations: [], days: [], categories: [] })).toEqual({
        specializations: [m.atLeastOneSelected],
        days: ['At least one item must be selected'],
        categories: ['At least one category must be selected'],
      });
    });
    it('from required, valid, today or later', async () => {
      expect(await errorsOf(jobGeneralSchema, { ...g(), from: '', periodType: JobPeriodType.OneDay })).toEqual({ from: ['Required'] });
      expect(await errorsOf(jobGeneralSchema, { ...g(), from: '2026-02-30', periodType: JobPeriodType.OneDay })).toEqual({ from: [m.dateInvalid] });
      expect(await errorsOf(jobGeneralSchema, { ...g(), from: '2026-06-14', periodType: JobPeriodType.OneDay, days: [0] })).toEqual({ from: ['Date must be in the future'] });
      expect(await errorsOf(jobGeneralSchema, { ...g(), from: '2026-06-15', periodType: JobPeriodType.OneDay, days: [1] })).toEqual({});
      // Editing a running job: its stored from passes.
      const kept = await jobGeneralSchema.validate({ ...g(), from: '2026-06-01' }, { context: { now: NOW, allowedFrom: '2026-06-01' } });
      expect(kept.from).toBe('2026-06-01');
      await expect(jobGeneralSchema.validate({ ...g(), from: '2026-06-02' }, { context: { now: NOW, allowedFrom: '2026-06-01' } })).rejects.toThrow('Date must be in the future');
    });
    it('to required for a range and not before from', async () => {
      expect(await errorsOf(jobGeneralSchema, { ...g(), to: null })).toEqual({ to: ['Required'] });
      expect(await errorsOf(jobGeneralSchema, { ...g(), to: '' })).toEqual({ to: ['Required'] });
      expect(await errorsOf(jobGeneralSchema, { ...g(), from: '2026-06-20', to: '2026-06-19' })).toEqual({ to: ['Date must be more or equal From date'] });
      expect(await errorsOf(jobGeneralSchema, { ...g(), from: '2026-06-20', to: '2026-06-20', days: [6] })).toEqual({});
      expect(await errorsOf(jobGeneralSchema, { ...g(), to: 'x' })).toEqual({ to: [m.dateInvalid] });
      // Not a range: to is not looked at.
      expect(await errorsOf(jobGeneralSchema, { ...g(), periodType: JobPeriodType.FullTime, to: null })).toEqual({});
    });
    it('days only among the weekdays of the job\'s dates (issue 17)', async () => {
      // 2026-06-15 is a Monday.
      expect(jobWeekDays({ periodType: JobPeriodType.OneDay, from: '2026-06-15' })).toEqual([WeekDay.Monday]);
      expect(jobWeekDays({ periodType: JobPeriodType.Range, from: '2026-06-19', to: '2026-06-21' })).toEqual([WeekDay.Friday, WeekDay.Saturday, WeekDay.Sunday]);
      expect(jobWeekDays({ periodType: JobPeriodType.Range, from: '2026-06-15', to: '2026-07-15' })).toEqual(WEEK_DAYS);
      expect(jobWeekDays({ periodType: JobPeriodType.FullTime, from: '2026-06-15', to: null })).toEqual(WEEK_DAYS);
      expect(jobWeekDays({ periodType: JobPeriodType.Range, from: '2026-06-15', to: null })).toEqual(WEEK_DAYS);
      const oneDay = { ...g(), periodType: JobPeriodType.OneDay, from: '2026-06-15', to: null };
      expect(await errorsOf(jobGeneralSchema, { ...oneDay, days: [1, 2, 3, 4, 5, 6, 0] })).toEqual({ days: [m.daysOutsideDates] });
      expect(await errorsOf(jobGeneralSchema, { ...oneDay, days: [1] })).toEqual({});
      expect(await errorsOf(jobGeneralSchema, { ...g(), from: '2026-06-19', to: '2026-06-21', days: [5, 6, 0] })).toEqual({});
      expect(await errorsOf(jobGeneralSchema, { ...g(), from: '2026-06-19', to: '2026-06-21', days: [1] })).toEqual({ days: [m.daysOutsideDates] });
    });
    it('shift and period type required from the list', async () => {
      expect(await errorsOf(jobGeneralSchema, { ...g(), shift: undefined })).toEqual({ shift: ['Required'] });
      expect(await errorsOf(jobGeneralSchema, { ...g(), shift: 9, periodType: 7 })).toEqual({ shift: [m.chooseFromList], periodType: [m.chooseFromList] });
    });
    it('otherCategory required (max 128) with the Other category', async () => {
      expect(OTHER_CATEGORY_ID).toBe(14);
      expect(await errorsOf(jobGeneralSchema, { ...g(), categories: [1, 14], otherCategory: '' })).toEqual({ otherCategory: ['Required'] });
      expect(await errorsOf(jobGeneralSchema, { ...g(), categories: [14], otherCategory: 'o'.repeat(129) })).toEqual({ otherCategory: ['At most 128 characters'] });
      expect(await errorsOf(jobGeneralSchema, { ...g(), categories: [14], otherCategory: 'Dog handler' })).toEqual({});
      expect(await errorsOf(jobGeneralSchema, { ...g(), categories: [1], otherCategory: '' })).toEqual({});
    });
    it('description max 120', async () => {
      expect(await errorsOf(jobGeneralSchema, { ...g(), description: 'd'.repeat(121) })).toEqual({ description: ['At most 120 characters'] });
      expect(await errorsOf(jobGeneralSchema, { ...g(), description: 'd'.repeat(120) })).toEqual({});
    });
    it('varied shifts: both times set, from earlier than to', async () => {
      const other = { ...g(), shift: Shift.Other };
      expect(await errorsOf(jobGeneralSchema, { ...other, timeRange: [] })).toEqual({ timeRange: [m.atLeastOneFilled] });
      expect(await errorsOf(jobGeneralSchema, { ...other, timeRange: [{ from: '', to: '' }] })).toEqual({ 'timeRange[0].from': ['Required'], 'timeRange[0].to': ['Required'] });
      expect(await errorsOf(jobGeneralSchema, { ...other, timeRange: [{ from: '18:00', to: '10:00' }] })).toEqual({ 'timeRange[0].to': ['Invalid time span'] });
      expect(await errorsOf(jobGeneralSchema, { ...other, timeRange: [{ from: '10:00', to: '10:00' }] })).toEqual({ 'timeRange[0].to': ['Invalid time span'] });
      expect(await errorsOf(jobGeneralSchema, { ...other, timeRange: [{ from: '25:00', to: '10:00' }] })).toEqual({ 'timeRange[0].from': [m.timeInvalid] });
      expect(await errorsOf(jobGeneralSchema, { ...other, timeRange: [{ from: '10:00', to: '18:00' }, { from: '16:00', to: '23:30' }] })).toEqual({});
      // Other shifts ignore the list.
      expect(await errorsOf(jobGeneralSchema, { ...g(), shift: Shift.AM, timeRange: [] })).toEqual({});
    });
  });

  describe('step 2', () => {
    const d = () => validJob().details;
    it('requires location name, address1, city, postal code, description', async () => {
      expect(
        await errorsOf(jobDetailsSchema, { ...d(), locationName: '', locationDescription: '', address: { address1: '', address2: '', city: '', idstate: 0, postalCode: '' } }),
      ).toEqual({
        locationName: ['Required'],
        locationDescription: ['Required'],
        'address.address1': ['Required'],
        'address.city': ['Required'],
        'address.idstate': ['State is required'],
        'address.postalCode': ['Required'],
      });
    });
    it('postal code is 5 digits', async () => {
      expect(await errorsOf(jobDetailsSchema, { ...d(), address: { ...d().address, postalCode: '7520' } })).toEqual({ 'address.postalCode': ['ZIP code must be 5 digits'] });
    });
    it('at least one metropolitan area or all', async () => {
      expect(await errorsOf(jobDetailsSchema, { ...d(), locationIDs: [] })).toEqual({ locationIDs: ['At least one item must be selected'] });
      expect(await errorsOf(jobDetailsSchema, { ...d(), locationIDs: [], jobLocationsAll: true })).toEqual({});
    });
  });

  describe('step 3', () => {
    const p = () => validJob().payment;
    it('number of officers integer 1..999', async () => {
      for (const bad of [0, 1000, 2.5, 'x']) expect(await errorsOf(jobPaymentSchema, { ...p(), numberOfEmployee: bad })).toEqual({ numberOfEmployee: [m.numberOfEmployee] });
      expect(await errorsOf(jobPaymentSchema, { ...p(), numberOfEmployee: 999 })).toEqual({});
    });
    it('rate 1..10000 with at most 2 decimals', async () => {
      expect(await errorsOf(jobPaymentSchema, { ...p(), salaryValue: 0.5 })).toEqual({ salaryValue: [m.salaryRange] });
      expect(await errorsOf(jobPaymentSchema, { ...p(), salaryValue: 10000.01 })).toEqual({ salaryValue: [m.salaryRange] });
      expect(await errorsOf(jobPaymentSchema, { ...p(), salaryValue: 10.123 })).toEqual({ salaryValue: ['At most 2 decimal places'] });
      expect(await errorsOf(jobPaymentSchema, { ...p(), salaryValue: 10000 })).toEqual({});
    });
    it('mileage rate 1..10000, 2 decimals, required with mileage', async () => {
      expect(needsMileageRate({ mileage: false, travelTypes: [ExpenseType.Mileage] })).toBe(true);
      const withMileage = { ...p(), travel: true, travelTypes: [ExpenseType.Mileage] };
      expect(await errorsOf(jobPaymentSchema, { ...withMileage, mileageRate: null })).toEqual({ mileageRate: ['Required'] });
      expect(await errorsOf(jobPaymentSchema, { ...withMileage, mileageRate: 0 })).toEqual({ mileageRate: [m.mileageRange] });
      expect(await errorsOf(jobPaymentSchema, { ...withMileage, mileage: true, mileageRate: 10001 })).toEqual({ mileageRate: [m.mileageRange] });
      expect(await errorsOf(jobPaymentSchema, { ...withMileage, mileageRate: 1.005 })).toEqual({ mileageRate: ['At most 2 decimal places'] });
      expect(await errorsOf(jobPaymentSchema, { ...withMileage, mileageRate: 1.5 })).toEqual({});
      expect(await errorsOf(jobPaymentSchema, { ...p(), mileageRate: null })).toEqual({});
    });
    it('payroll schedule integer 0..99, optional', async () => {
      expect(await errorsOf(jobPaymentSchema, { ...p(), payrollSchedule: 100 })).toEqual({ payrollSchedule: [m.payrollSchedule] });
      expect(await errorsOf(jobPaymentSchema, { ...p(), payrollSchedule: -1 })).toEqual({ payrollSchedule: [m.payrollSchedule] });
      expect(await errorsOf(jobPaymentSchema, { ...p(), payrollSchedule: 1.5 })).toEqual({ payrollSchedule: [m.payrollSchedule] });
      expect(await errorsOf(jobPaymentSchema, { ...p(), payrollSchedule: '' })).toEqual({});
      expect(await errorsOf(jobPaymentSchema, { ...p(), payrollSchedule: 0 })).toEqual({});
    });
    it('descriptions required by threats, equipment and an Other uniform', async () => {
      expect(await errorsOf(jobPaymentSchema, { ...p(), knownThreats: true, equipment: Equipment.Yes, uniformType: Dress.Other })).toEqual({
        knownThreatDescription: ['Required'],
        equipmentDescription: ['Required'],
        uniformOther: ['Required'],
      });
      expect(await errorsOf(jobPaymentSchema, { ...p(), equipment: Equipment.Other, equipmentDescription: 'Radio' })).toEqual({});
      expect(await errorsOf(jobPaymentSchema, { ...p(), knownThreats: false, equipment: Equipment.No, uniformType: Dress.Uniform })).toEqual({});
    });
  });

  it('prefixes errors with the step', async () => {
    const model = validJob();
    model.general.title = '';
    model.details.address.city = '';
    model.payment.salaryValue = 0;
    expect(await errorsOf(jobEditorSchema, model)).toEqual({ 'general.title': ['Required'], 'details.address.city': ['Required'], 'payment.salaryValue': [m.salaryRange] });
  });
});

describe('employer misc', () => {
  it('reject reason is required and from the list', async () => {
    expect(await errorsOf(rejectApplicantSchema, { reason: '' })).toEqual({ reason: ['Required'] });
    expect(await errorsOf(rejectApplicantSchema, { reason: 'Because' })).toEqual({ reason: ['Choose a reason from the list'] });
    for (const reason of CANCEL_HIRE_REASONS) expect(await errorsOf(rejectApplicantSchema, { reason })).toEqual({});
  });
  it('job list filter', async () => {
    expect(await errorsOf(employerJobsFilterSchema, { state: 1, text: '' })).toEqual({});
    expect(await errorsOf(employerJobsFilterSchema, { state: 2 })).toEqual({ state: ['Unknown tab'] });
    expect(await errorsOf(employerJobsFilterSchema, { state: 0, text: 'x'.repeat(129) })).toEqual({ text: ['At most 128 characters'] });
  });
  it('home redirect walks General then Payment', () => {
    expect(employerHomePath({ filledStep: [], hasSubscription: true })).toBe('/employer/general');
    expect(employerHomePath({ filledStep: [Step.General], hasSubscription: false })).toBe('/employer/payment');
    expect(employerHomePath({ filledStep: [Step.General, Step.Payment], hasSubscription: false })).toBe('/employer/subscription');
    expect(employerHomePath({ filledStep: [Step.Payment, Step.General], hasSubscription: true })).toBe('/employer/jobs/active');
    expect(employerNextStepPath(Step.General)).toBe('/employer/payment');
    expect(employerPreviousStepPath(Step.Payment)).toBe('/employer/general');
    expect(employerPreviousStepPath(Step.General)).toBeUndefined();
  });
  it('builds paths and texts', () => {
    expect(employerProfilePaths.profile()).toBe('employers/profile');
    expect(employerProfilePaths.profile(5)).toBe('employers/profile/5');
    expect(employerJobsPaths.items(0, 10)).toBe('employers/jobs/items/0/10/0/0');
    expect(employerJobsPaths.editable(0)).toBe('employers/jobs/getEditable/0');
    expect(employerJobsPaths.changeState(4, 0)).toBe('employers/jobs/changeState/4/0');
    expect(employerJobsPaths.remove(4)).toBe('employers/jobs/4');
    expect(jobApplicantsPaths.profile(7, 4)).toBe('jobApplicants/profile/7?relatedToJobId=4');
    expect(jobApplicantsPaths.accept(9)).toBe('jobApplicants/accept/9');
    expect(employerRoutes.job(3, 1)).toBe('/employer/jobs/3#1');
    expect(employerRoutes.applicant(3, 8)).toBe('/employer/jobs/3/applicants/8');
    expect(postsRemainingText(3)).toBe('You have 3 posts remaining');
    expect(postsRemainingText(1)).toBe('You have 1 post remaining');
  });

  it("reads the job editor's refusals from the server's 403 titles, and nothing else (issue 36)", () => {
    expect(jobEditorRefusalOf(403, 'You have no posts remaining in this billing period')).toBe('noPostsRemaining');
    expect(jobEditorRefusalOf(403, 'A subscription is required for job posts')).toBe('noSubscription');
    expect(jobEditorRefusalOf(409, 'You have no posts remaining in this billing period')).toBeUndefined();
    expect(jobEditorRefusalOf(403, 'Forbidden')).toBeUndefined();
  });
});
