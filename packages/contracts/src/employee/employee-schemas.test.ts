import { ValidationError, type Schema } from 'yup';
import { Sex, PermitDocumentType, RateType } from '../jobs/enums';
import { Step } from '../steps';
import { sampleEmployeeGeneral } from '../testing';
import {
  employeeExperienceSchema,
  employeeGeneralSchema,
  employeeMessages as m,
  employeeNotificationsSchema,
  employeePermitsSchema,
  emptyPermitDocuments,
  employeeHomePath,
  employeeNextStepPath,
  employeePreviousStepPath,
  pauseDaysSchema,
  US_TIME_ZONES,
  validationErrorsToMap,
  type EmployeeGeneral,
  type EmployeeNotifications,
  type EmployeeExperience,
  type EmployeePermits,
  type PermitDocument,
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

const general = (): EmployeeGeneral => {
  const sample = sampleEmployeeGeneral();
  // An empty contact row as the form sends one.
  return { ...sample, emergencyContacts: [...sample.emergencyContacts, { name: '', phone: '' }] };
};

describe('employee general schema', () => {
  it('accepts a complete item', async () => {
    expect(await errorsOf(employeeGeneralSchema, general())).toEqual({});
  });

  it('requires the required fields', async () => {
    const errors = await errorsOf(employeeGeneralSchema, {
      ...general(),
      firstName: ' ',
      lastName: '',
      timeZone: '',
      specializations: [],
      address: { address1: '', address2: '', city: '', idstate: 0, postalCode: '' },
    });
    expect(errors.firstName).toEqual([m.required]);
    expect(errors.lastName).toEqual([m.required]);
    expect(errors.timeZone).toEqual([m.required]);
    expect(errors.specializations).toEqual([m.atLeastOneSelected]);
    expect(errors['address.address1']).toEqual([m.required]);
    expect(errors['address.city']).toEqual([m.required]);
    expect(errors['address.postalCode']).toEqual([m.required]);
    expect(errors['address.idstate']).toEqual([m.stateRequired]);
  });

  it('refuses an unknown sex', async () => {
    expect((await errorsOf(employeeGeneralSchema, { ...general(), sex: Sex.Unknown })).sex).toEqual([m.sexRequired]);
    expect((await errorsOf(employeeGeneralSchema, { ...general(), sex: undefined })).sex).toEqual([m.sexRequired]);
  });

  it('needs one emergency contact with name and phone', async () => {
    const errors = await errorsOf(employeeGeneralSchema, { ...general(), emergencyContacts: [{ name: 'Jose', phone: '' }, { name: '', phone: '+12145550199' }] });
    expect(errors.emergencyContacts).toEqual([m.atLeastOneFilled]);
    expect((await errorsOf(employeeGeneralSchema, { ...general(), emergencyContacts: [] })).emergencyContacts).toEqual([m.atLeastOneFilled]);
  });

  it('checks phones of emergency contacts', async () => {
    const errors = await errorsOf(employeeGeneralSchema, { ...general(), emergencyContacts: [{ name: 'A', phone: '+44 20 7946 0958' }, { name: 'B', phone: '+1 (055) 555-0100' }] });
    expect(errors['emergencyContacts[0].phone']).toEqual([m.phoneStart]);
    expect(errors['emergencyContacts[1].phone']).toEqual([m.phoneInvalid]);
  });

  it('enforces the length limits and postal code format', async () => {
    const errors = await errorsOf(employeeGeneralSchema, {
      ...general(),
      firstName: 'a'.repeat(65),
      lastName: 'b'.repeat(65),
      address: { ...general().address, city: 'c'.repeat(129), postalCode: '7520' },
      emergencyContacts: [{ name: 'n'.repeat(129), phone: '+12145550199' }],
    });
    expect(errors.firstName).toEqual(['At most 64 characters']);
    expect(errors.lastName).toEqual(['At most 64 characters']);
    expect(errors['address.city']).toEqual(['At most 128 characters']);
    expect(errors['address.postalCode']).toEqual([m.zipCode]);
    expect(errors['emergencyContacts[0].name']).toEqual(['At most 128 characters']);
    expect((await errorsOf(employeeGeneralSchema, { ...general(), address: { ...general().address, postalCode: '7520a' } }))['address.postalCode']).toEqual([m.zipCode]);
  });

  it('offers only whole-hour time zones', async () => {
    expect(US_TIME_ZONES.every((z) => Number.isInteger(z.offsetHours))).toBe(true);
    expect(US_TIME_ZONES.map((z) => z.id)).toEqual(expect.arrayContaining(['America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu']));
    expect((await errorsOf(employeeGeneralSchema, { ...general(), timeZone: 'Asia/Kolkata' })).timeZone).toEqual([m.timeZoneInvalid]);
  });
});

const doc = (type: PermitDocumentType, patch: Partial<PermitDocument> = {}): PermitDocument => ({ ...emptyPermitDocuments().find((d) => d.type === type)!, ...patch });

function permits(documents: PermitDocument[], patch: Partial<EmployeePermits> = {}): EmployeePermits {
  const all = emptyPermitDocuments().map((d) => documents.find((x) => x.type === d.type) ?? d);
  return { documents: all, requiredDocs: [], agree: true, securityClearance: false, military: false, ...patch };
}

const indexOf = (type: PermitDocumentType) => emptyPermitDocuments().findIndex((d) => d.type === type);

describe('employee permits schema', () => {
  it('validates nothing of an unticked document', async () => {
    expect(await errorsOf(employeePermitsSchema, permits([doc(PermitDocumentType.GuardCard, { number: 'x'.repeat(300), expired: '2000-01-01' })]))).toEqual({});
  });

  it('needs the acknowledgement', async () => {
    expect((await errorsOf(employeePermitsSchema, permits([], { agree: false }))).agree).toEqual([m.agree]);
  });

  it.each([
    PermitDocumentType.GuardCard,
    PermitDocumentType.Baton,
    PermitDocumentType.ExposedFirearm,
    PermitDocumentType.ConcealedWeapons,
    PermitDocumentType.PrivateInvestigator,
    PermitDocumentType.DriverLicense,
    PermitDocumentType.ProcessServer,
  ])('requires number and expiry of type %s', async (type) => {
    const errors = await errorsOf(employeePermitsSchema, permits([doc(type, { exists: true })]));
    const i = indexOf(type);
    expect(errors[`documents[${i}].number`]).toEqual([m.required]);
    expect(errors[`documents[${i}].expired`]).toEqual([m.required]);
  });

  it.each([PermitDocumentType.PepperSpray, PermitDocumentType.ESW])('number and expiry optional for type %s', async (type) => {
    expect(await errorsOf(employeePermitsSchema, permits([doc(type, { exists: true })]))).toEqual({});
  });

  it('limits the number to 128', async () => {
    const errors = await errorsOf(employeePermitsSchema, permits([doc(PermitDocumentType.PepperSpray, { exists: true, number: 'x'.repeat(129) })]));
    expect(errors[`documents[${indexOf(PermitDocumentType.PepperSpray)}].number`]).toEqual(['At most 128 characters']);
  });

  it.each([
    PermitDocumentType.Baton,
    PermitDocumentType.ExposedFirearm,
    PermitDocumentType.ConcealedWeapons,
    PermitDocumentType.PrivateInvestigator,
    PermitDocumentType.PepperSpray,
    PermitDocumentType.ESW,
  ])('issue date of type %s must not be in the future', async (type) => {
    const i = indexOf(type);
    const future = await errorsOf(employeePermitsSchema, permits([doc(type, { exists: true, number: '1', issued: '2026-06-16', expired: '2027-01-01' })]));
    expect(future[`documents[${i}].issued`]).toEqual([m.datePast]);
    const today = await errorsOf(employeePermitsSchema, permits([doc(type, { exists: true, number: '1', issued: '2026-06-15', expired: '2027-01-01' })]));
    expect(today).toEqual({});
  });

  it('guard card issue date may be any date', async () => {
    expect(await errorsOf(employeePermitsSchema, permits([doc(PermitDocumentType.GuardCard, { exists: true, number: '1', issued: '2026-07-01', expired: '2027-01-01' })]))).toEqual({});
  });

  it('expiry must be after today, for every type', async () => {
    for (const type of [PermitDocumentType.GuardCard, PermitDocumentType.PepperSpray, PermitDocumentType.PoliceCredentials]) {
      const i = indexOf(type);
      const info = type === PermitDocumentType.PoliceCredentials ? { rank: '', agency: 'Dallas PD', retired: false, active: true, ccwRights: true, leosa: true } : null;
      const errors = await errorsOf(employeePermitsSchema, permits([doc(type, { exists: true, number: '1', expired: '2026-06-15', info })]));
      expect(errors[`documents[${i}].expired`]).toEqual([m.dateFuture]);
    }
  });

  it('refuses a malformed date', async () => {
    const i = indexOf(PermitDocumentType.GuardCard);
    const errors = await errorsOf(employeePermitsSchema, permits([doc(PermitDocumentType.GuardCard, { exists: true, number: '1', expired: '2026-02-30' })]));
    expect(errors[`documents[${i}].expired`]).toEqual([m.dateInvalid]);
  });

  it('police credentials: agency required, expiry optional', async () => {
    const i = indexOf(PermitDocumentType.PoliceCredentials);
    const errors = await errorsOf(employeePermitsSchema, permits([doc(PermitDocumentType.PoliceCredentials, { exists: true })]));
    expect(errors).toEqual({ [`documents[${i}].info.agency`]: [m.required] });
    const ok = await errorsOf(
      employeePermitsSchema,
      permits([doc(PermitDocumentType.PoliceCredentials, { exists: true, info: { rank: 'Sergeant', agency: 'Houston PD', retired: false, active: true, ccwRights: true, leosa: false } })]),
    );
    expect(ok).toEqual({});
  });

  it('specialized training needs one training', async () => {
    const i = indexOf(PermitDocumentType.SpecializedTraining);
    const errors = await errorsOf(employeePermitsSchema, permits([doc(PermitDocumentType.SpecializedTraining, { exists: true })]));
    expect(errors[`documents[${i}].specializedTrainingIDs`]).toEqual([m.atLeastOneSelected]);
    expect(await errorsOf(employeePermitsSchema, permits([doc(PermitDocumentType.SpecializedTraining, { exists: true, specializedTrainingIDs: [2] })]))).toEqual({});
  });

  it('a required document must be ticked', async () => {
    const i = indexOf(PermitDocumentType.GuardCard);
    const errors = await errorsOf(employeePermitsSchema, permits([], { requiredDocs: [PermitDocumentType.GuardCard] }));
    expect(errors[`documents[${i}].exists`]).toEqual([m.documentRequired]);
  });

  it('refuses a type twice', async () => {
    const p = permits([]);
    p.documents.push(doc(PermitDocumentType.GuardCard));
    expect((await errorsOf(employeePermitsSchema, p)).documents).toEqual(['Each document type may appear once']);
  });
});

const notifications = (): EmployeeNotifications => ({
  anySalary: false,
  atLeastSalary: 25,
  salaryType: RateType.Hourly,
  categories: [1],
  subCategories: [],
  locations: [3],
  allZips: false,
  ziPs: ['75201'],
  radiusMiles: null,
});

describe('employee notifications schema', () => {
  it('accepts a complete item', async () => {
    expect(await errorsOf(employeeNotificationsSchema, notifications())).toEqual({});
  });

  it('salary required unless anySalary, 1..1,000,000, 2 decimals', async () => {
    expect((await errorsOf(employeeNotificationsSchema, { ...notifications(), atLeastSalary: null })).atLeastSalary).toEqual([m.required]);
    expect(await errorsOf(employeeNotificationsSchema, { ...notifications(), anySalary: true, atLeastSalary: null })).toEqual({});
    expect((await errorsOf(employeeNotificationsSchema, { ...notifications(), atLeastSalary: 0.5 })).atLeastSalary).toEqual([m.salaryRange]);
    expect((await errorsOf(employeeNotificationsSchema, { ...notifications(), atLeastSalary: 1_000_000.01 })).atLeastSalary).toEqual([m.salaryRange]);
    expect((await errorsOf(employeeNotificationsSchema, { ...notifications(), atLeastSalary: 10.123 })).atLeastSalary).toEqual([m.salaryDecimals]);
    expect(await errorsOf(employeeNotificationsSchema, { ...notifications(), atLeastSalary: 1_000_000 })).toEqual({});
    expect(await errorsOf(employeeNotificationsSchema, { ...notifications(), atLeastSalary: 19.99 })).toEqual({});
  });

  it('needs a known salary type', async () => {
    expect((await errorsOf(employeeNotificationsSchema, { ...notifications(), salaryType: 7 })).salaryType).toEqual([m.required]);
  });

  it('needs a category', async () => {
    expect((await errorsOf(employeeNotificationsSchema, { ...notifications(), categories: [] })).categories).toEqual([m.categoryRequired]);
  });

  it('needs a location unless allZips or a ZIP code (issue 17: a ZIP code alone is a place)', async () => {
    expect((await errorsOf(employeeNotificationsSchema, { ...notifications(), locations: [], ziPs: [] })).locations).toEqual([m.locationRequired]);
    expect(await errorsOf(employeeNotificationsSchema, { ...notifications(), locations: [], ziPs: [], allZips: true })).toEqual({});
    expect(await errorsOf(employeeNotificationsSchema, { ...notifications(), locations: [], ziPs: ['75201'] })).toEqual({});
  });

  it('ZIP codes are 5 digits', async () => {
    expect((await errorsOf(employeeNotificationsSchema, { ...notifications(), ziPs: ['7520'] }))['ziPs[0]']).toEqual([m.zipCode]);
  });

  it('a radius of 5, 10, 25, 50 or 100 miles is a place on its own (issue 21)', async () => {
    expect(await errorsOf(employeeNotificationsSchema, { ...notifications(), locations: [], ziPs: [], radiusMiles: 25 })).toEqual({});
    expect((await errorsOf(employeeNotificationsSchema, { ...notifications(), radiusMiles: 30 })).radiusMiles).toEqual([m.radius]);
    expect((await errorsOf(employeeNotificationsSchema, { ...notifications(), radiusMiles: 'far' })).radiusMiles).toEqual([m.radius]);
  });
});

const experience = (): EmployeeExperience => ({
  industryExperiences: [
    { id: 1, name: 'Retail', checked: true, years: 3 },
    { id: 2, name: 'Healthcare', checked: false, years: null },
  ],
  trainings: [1],
  otherTraining: 'Verbal Judo',
});

describe('employee experience schema', () => {
  it('accepts a complete item', async () => {
    expect(await errorsOf(employeeExperienceSchema, experience())).toEqual({});
  });

  it('needs a checked industry with years 1..50', async () => {
    const none = experience().industryExperiences.map((r) => ({ ...r, checked: false }));
    expect((await errorsOf(employeeExperienceSchema, { ...experience(), industryExperiences: none })).industryExperiences).toEqual([m.industryYears]);
    for (const years of [null, 0, 51, 2.5]) {
      const rows = [{ id: 1, name: 'Retail', checked: true, years }];
      expect((await errorsOf(employeeExperienceSchema, { ...experience(), industryExperiences: rows })).industryExperiences).toEqual([m.industryYears]);
    }
    expect(await errorsOf(employeeExperienceSchema, { ...experience(), industryExperiences: [{ id: 1, name: 'Retail', checked: true, years: 50 }] })).toEqual({});
  });

  it('other training required only when no training is ticked, max 128', async () => {
    expect(await errorsOf(employeeExperienceSchema, { ...experience(), otherTraining: '' })).toEqual({});
    expect(await errorsOf(employeeExperienceSchema, { ...experience(), trainings: [], otherTraining: 'Verbal Judo' })).toEqual({});
    for (const trainings of [[], undefined]) {
      expect((await errorsOf(employeeExperienceSchema, { ...experience(), trainings, otherTraining: '  ' })).otherTraining).toEqual([m.otherTrainingRequired]);
    }
    expect((await errorsOf(employeeExperienceSchema, { ...experience(), otherTraining: 'x'.repeat(129) })).otherTraining).toEqual(['At most 128 characters']);
  });
});

describe('pause days', () => {
  it('takes 0..365 whole days', () => {
    expect(pauseDaysSchema.isValidSync(0)).toBe(true);
    expect(pauseDaysSchema.isValidSync(365)).toBe(true);
    expect(() => pauseDaysSchema.validateSync(366)).toThrow(m.pauseDays);
    expect(() => pauseDaysSchema.validateSync(1.5)).toThrow(m.pauseDays);
    expect(() => pauseDaysSchema.validateSync(-1)).toThrow(m.pauseDays);
  });
});

describe('employee home redirect', () => {
  const all = [Step.General, Step.Permits, Step.Notifications, Step.Experience, Step.Payment];
  it('opens the first unfilled step', () => {
    expect(employeeHomePath({ filledStep: [], hasSubscription: false })).toBe('/employee/general');
    expect(employeeHomePath({ filledStep: [Step.General], hasSubscription: true })).toBe('/employee/permits');
    expect(employeeHomePath({ filledStep: [Step.General, Step.Permits, Step.Experience], hasSubscription: false })).toBe('/employee/notifications');
    expect(employeeHomePath({ filledStep: [Step.General, Step.Permits, Step.Notifications, Step.Experience], hasSubscription: false })).toBe('/employee/payment');
  });
  it('goes to jobs or the subscription page once all are filled', () => {
    expect(employeeHomePath({ filledStep: all, hasSubscription: true })).toBe('/employee/jobs');
    expect(employeeHomePath({ filledStep: all, hasSubscription: false })).toBe('/employee/subscription');
  });
  it('walks the wizard', () => {
    expect(employeeNextStepPath(Step.General)).toBe('/employee/permits');
    expect(employeeNextStepPath(Step.Experience)).toBe('/employee/payment');
    expect(employeePreviousStepPath(Step.Payment)).toBe('/employee/experience');
    expect(employeePreviousStepPath(Step.General)).toBeUndefined();
  });
});
