import { ArmedStatus, JobPeriodType, PermitDocumentType as D } from '../jobs/enums';
import { emptyPermitDocuments, type PermitDocument } from '../employee/permits';
import { jobPaymentSchema } from '../employer/job-validation';
import { jobRequiredPermits, lastShiftDay, permitShortfalls, permitShortfallText, permitsNeededText, requiredPermitsText } from './required-permits';

/** The officer's documents: each given type held, with its expiry date (null: none). */
function held(expiries: Partial<Record<D, string | null>>): PermitDocument[] {
  return emptyPermitDocuments().map((doc) => (doc.type in expiries ? { ...doc, exists: true, expired: expiries[doc.type] ?? null } : doc));
}

const TODAY = '2026-12-01';
// Tuesday 1 Dec to Thursday 31 Dec 2026, Mondays and Wednesdays: the last shift is Wednesday 30 Dec.
const range = { periodType: JobPeriodType.Range, from: '2026-12-01', to: '2026-12-31', days: [1, 3] };

describe('jobRequiredPermits', () => {
  test('the armed status implies its permit; the marked ones are added, each once, in the permits step order', () => {
    expect(jobRequiredPermits({ armedType: ArmedStatus.Unarmed, markedPermits: [] })).toEqual([]);
    expect(jobRequiredPermits({ armedType: ArmedStatus.ArmedExposed, markedPermits: [] })).toEqual([D.ExposedFirearm]);
    expect(jobRequiredPermits({ armedType: ArmedStatus.ArmedCCW, markedPermits: [] })).toEqual([D.ConcealedWeapons]);
    expect(jobRequiredPermits({ armedType: ArmedStatus.ArmedCCW, markedPermits: [D.DriverLicense, D.ConcealedWeapons, D.GuardCard] })).toEqual([
      D.GuardCard,
      D.DriverLicense,
      D.ConcealedWeapons,
    ]);
    expect(requiredPermitsText({ armedType: ArmedStatus.ArmedExposed, markedPermits: [D.DriverLicense] })).toBe('Driver license, Exposed firearm permit');
  });
});

describe('lastShiftDay', () => {
  test('a one-day job its day; a range its last chosen weekday; today when nothing is left', () => {
    expect(lastShiftDay({ periodType: JobPeriodType.OneDay, from: '2026-12-05', to: null, days: [6] }, TODAY)).toBe('2026-12-05');
    expect(lastShiftDay(range, TODAY)).toBe('2026-12-30');
    expect(lastShiftDay({ ...range, to: '2026-11-30' }, TODAY)).toBe(TODAY);
  });

  test('full time: the last weekday of the 28 days a hire plans from today (or from its start, when later)', () => {
    const fullTime = { periodType: JobPeriodType.FullTime, from: '2026-10-01', to: null, days: [0, 1, 2, 3, 4, 5, 6] };
    // Today and 27 days after.
    expect(lastShiftDay(fullTime, TODAY)).toBe('2026-12-28');
    // Mondays only: the last Monday up to 28 Dec.
    expect(lastShiftDay({ ...fullTime, days: [1] }, TODAY)).toBe('2026-12-28');
    expect(lastShiftDay({ ...fullTime, days: [2] }, TODAY)).toBe('2026-12-22');
  });
});

describe('permitShortfalls', () => {
  const job = { ...range, armedType: ArmedStatus.ArmedExposed, markedPermits: [D.DriverLicense] };

  test('held and valid through the last shift day (its expiry day included): nothing lacks', () => {
    expect(permitShortfalls(held({ [D.ExposedFirearm]: '2026-12-30', [D.DriverLicense]: null }), job, TODAY)).toEqual([]);
  });

  test('missing, expired before today, or expiring before the last shift: each named', () => {
    const lacking = permitShortfalls(held({ [D.ExposedFirearm]: '2026-12-29', [D.GuardCard]: '2027-01-01' }), job, TODAY);
    expect(lacking).toEqual([
      { type: D.DriverLicense, kind: 'missing', expires: null, neededThrough: '2026-12-30' },
      { type: D.ExposedFirearm, kind: 'expiring', expires: '2026-12-29', neededThrough: '2026-12-30' },
    ]);
    expect(lacking.map(permitShortfallText)).toEqual(['Missing: Driver license', 'Exposed firearm permit expires 29 Dec 2026, before the last shift']);
    const expired = permitShortfalls(held({ [D.ExposedFirearm]: '2026-11-30', [D.DriverLicense]: null }), job, TODAY);
    expect(expired.map(permitShortfallText)).toEqual(['Exposed firearm permit expired 30 Nov 2026']);
  });

  test('an unticked document is not held; no documents at all (the step never saved) lacks every permit', () => {
    const unticked = held({ [D.DriverLicense]: null }).map((doc) => (doc.type === D.ExposedFirearm ? { ...doc, expired: '2027-06-01' } : doc));
    expect(permitShortfalls(unticked, job, TODAY).map((s) => s.type)).toEqual([D.ExposedFirearm]);
    expect(permitShortfalls(null, job, TODAY).map((s) => s.kind)).toEqual(['missing', 'missing']);
  });

  test('an unarmed job with nothing marked needs nothing', () => {
    expect(permitShortfalls(null, { ...range, armedType: ArmedStatus.Unarmed, markedPermits: [] }, TODAY)).toEqual([]);
  });
});

describe('permitsNeededText', () => {
  const shortfall = (type: D, kind: 'missing' | 'expired' | 'expiring') => ({ type, kind, expires: kind === 'missing' ? null : '2026-12-10', neededThrough: '2026-12-30' });

  test('one permit, with its article', () => {
    expect(permitsNeededText([shortfall(D.ExposedFirearm, 'missing')])).toBe('You need an exposed firearm permit to be hired for this job');
  });

  test('a list joined with "and"; a held permit that runs out first is needed valid through the last shift', () => {
    expect(permitsNeededText([shortfall(D.GuardCard, 'missing'), shortfall(D.DriverLicense, 'expiring')])).toBe(
      'You need a guard card and a driver license valid through 30 Dec 2026 to be hired for this job',
    );
    expect(permitsNeededText([shortfall(D.GuardCard, 'missing'), shortfall(D.DriverLicense, 'missing'), shortfall(D.ConcealedWeapons, 'expired')])).toBe(
      'You need a guard card, a driver license and a concealed weapons permit valid through 30 Dec 2026 to be hired for this job',
    );
  });
});

describe('the job editor marks permits', () => {
  const payment = () => ({ ...jobPaymentSchema.cast({}, { assert: false }), numberOfEmployee: 1, uniformType: 1, armedType: 0, equipment: 0, salaryType: 0, salaryValue: 20, employmentType: 0, payrollType: 0 });

  test('known types, each once; none is the default', async () => {
    await expect(jobPaymentSchema.validate({ ...payment(), markedPermits: [D.DriverLicense, D.GuardCard] })).resolves.toMatchObject({ markedPermits: [D.DriverLicense, D.GuardCard] });
    await expect(jobPaymentSchema.validate({ ...payment(), markedPermits: undefined })).resolves.toMatchObject({ markedPermits: [] });
    await expect(jobPaymentSchema.validate({ ...payment(), markedPermits: [D.GuardCard, D.GuardCard] })).rejects.toThrow('Each permit may be marked once');
    await expect(jobPaymentSchema.validate({ ...payment(), markedPermits: [99] })).rejects.toThrow('Choose a value from the list');
  });

});
