import { ValidationError } from 'yup';
import { validationErrorsToMap } from '../employee';
import { formatMilesAway } from './distance';
import { ArmedStatus, Shift } from './enums';
import { jobListMessages as m } from './job-list-messages';
import { activeFilterCount, jobListSearchParams, NO_JOB_LIST_FILTERS, readJobListQuery } from './job-list-query';
import { employeeJobsFilterSchema } from './schemas';

async function errorsOf(value: unknown): Promise<Record<string, string[]>> {
  try {
    await employeeJobsFilterSchema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    return validationErrorsToMap(error as ValidationError);
  }
}

describe('the job list address', () => {
  it('reads the sort and every filter, and writes them back', () => {
    const query = readJobListQuery(new URLSearchParams('sort=pay&from=2026-12-01&to=2026-12-31&minPay=25.5&shift=2&armed=1'));
    expect(query).toEqual({ sort: 'pay', filters: { from: '2026-12-01', to: '2026-12-31', minPay: 25.5, shift: Shift.Graveyard, armed: ArmedStatus.ArmedExposed } });
    expect(jobListSearchParams(query).toString()).toBe('sort=pay&from=2026-12-01&to=2026-12-31&minPay=25.5&shift=2&armed=1');
  });

  it('leaves out what is not valid, and the defaults', () => {
    const query = readJobListQuery(new URLSearchParams('sort=rank&from=2026-02-30&to=2026-13-01&minPay=-1&shift=9&armed=x'));
    expect(query).toEqual({ sort: 'date', filters: NO_JOB_LIST_FILTERS });
    expect(jobListSearchParams(query).toString()).toBe('');
    expect(readJobListQuery(new URLSearchParams('minPay=10.001&shift=&armed=')).filters).toEqual(NO_JOB_LIST_FILTERS);
  });

  it('keeps only the start of a range that ends before it', () => {
    expect(readJobListQuery(new URLSearchParams('from=2026-12-10&to=2026-12-01')).filters).toMatchObject({ from: '2026-12-10', to: null });
  });

  it('counts the date range once', () => {
    expect(activeFilterCount(NO_JOB_LIST_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_JOB_LIST_FILTERS, from: '2026-12-01', to: '2026-12-02', armed: ArmedStatus.Unarmed })).toBe(2);
    expect(activeFilterCount({ from: null, to: '2026-12-02', minPay: 0, shift: Shift.AM, armed: ArmedStatus.ArmedCCW })).toBe(4);
  });
});

describe('the job list body', () => {
  it('takes no filter, or valid ones', async () => {
    expect(await errorsOf({ type: 'all', text: '' })).toEqual({});
    expect(await errorsOf({ type: 'all', text: '', from: '2026-12-01', to: '2026-12-01', minPay: 0, shift: Shift.Other, armed: ArmedStatus.Unarmed })).toEqual({});
    expect(await errorsOf({ type: 'all', text: '', from: null, to: null, minPay: null, shift: null, armed: null })).toEqual({});
  });

  it('refuses bad days, a range ending before it starts, and unknown choices', async () => {
    expect(await errorsOf({ type: 'all', text: '', from: '2026-02-30', to: '12/01/2026' })).toEqual({ from: [m.day], to: [m.day] });
    expect(await errorsOf({ type: 'all', text: '', from: '2026-12-02', to: '2026-12-01' })).toEqual({ to: [m.range] });
    expect(await errorsOf({ type: 'all', text: '', shift: 4, armed: 3 })).toEqual({ shift: [m.shift], armed: [m.armed] });
    expect(await errorsOf({ type: 'all', text: '', shift: 'night' })).toEqual({ shift: [m.shift] });
  });

  it('takes a minimum pay from 0 to 10,000 with at most two decimals', async () => {
    expect(await errorsOf({ type: 'all', text: '', minPay: -1 })).toEqual({ minPay: [m.minPay] });
    expect(await errorsOf({ type: 'all', text: '', minPay: 10_000.01 })).toEqual({ minPay: [m.minPay] });
    expect(await errorsOf({ type: 'all', text: '', minPay: 20.125 })).toEqual({ minPay: [m.minPayDecimals] });
  });
});

describe('formatMilesAway', () => {
  it('rounds to a mile, says <1 below one, and nothing when unknown', () => {
    expect(formatMilesAway(12.4)).toBe('12 mi away');
    expect(formatMilesAway(12.5)).toBe('13 mi away');
    expect(formatMilesAway(0)).toBe('<1 mi away');
    expect(formatMilesAway(0.9)).toBe('<1 mi away');
    expect(formatMilesAway(null)).toBeNull();
  });
});
