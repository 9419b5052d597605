import { employeeJobsPaths, formatDay, formatJobDates, formatShortDate, formatSalary, jobListPageSchema, jobParamsSchema, jobPaths, publicJobPath } from '.';
import { JobPeriodType, permitDocumentLabel, RateType, SEX_LABEL, Sex, SHIFT_LABEL, Shift, EMPLOYMENT_TYPE_LABEL, EmploymentType } from './enums';

describe('jobs helpers', () => {
  it('formats job dates', () => {
    expect(formatJobDates({ from: '2026-03-05', to: null, periodType: JobPeriodType.OneDay })).toBe('5 Mar 2026');
    expect(formatJobDates({ from: '2026-03-05', to: null, periodType: JobPeriodType.OneDay }, false)).toBe('5 Mar');
    expect(formatJobDates({ from: '2026-03-05', to: '2026-03-07', periodType: JobPeriodType.Range })).toBe('5 Mar - 7 Mar 2026');
    expect(formatJobDates({ from: '2026-03-05', to: null, periodType: JobPeriodType.FullTime })).toBe('Full time from 5 Mar 2026');
  });
  it('formats a day from its text, the same in every zone', () => {
    expect(formatDay('2026-12-31')).toBe('31 Dec 2026');
    expect(formatDay('2027-01-01T03:00:00.000Z', false)).toBe('1 Jan');
    expect(formatJobDates({ from: '2026-11-28T00:00:00.000Z', to: '2026-12-02T00:00:00.000Z', periodType: JobPeriodType.Range }, false)).toBe('28 Nov - 2 Dec');
  });
  it('formats short dates as MM/dd/yy, an instant on its local day', () => {
    expect(formatShortDate('2026-03-05')).toBe('03/05/26');
    const instant = new Date(2026, 11, 31, 23, 30); // local 31 Dec, 23:30
    expect(formatShortDate(instant.toISOString())).toBe('12/31/26');
  });
  it('formats salaries', () => {
    expect(formatSalary(1200, RateType.Daily)).toBe('$1,200.00/day');
    expect(formatSalary(25, RateType.Hourly)).toBe('$25.00/hr');
  });
  it('labels enums with fallbacks', () => {
    expect(SEX_LABEL[Sex.Unknown]).toBe('Any');
    expect(SHIFT_LABEL[Shift.AM]).toBe('AM (0700-1500)');
    expect(SHIFT_LABEL[Shift.Other]).toBe('Varied');
    expect(EMPLOYMENT_TYPE_LABEL[EmploymentType.Contractor1099]).toBe('1099');
    expect(permitDocumentLabel(0)).toBe('Guard card');
    expect(permitDocumentLabel(99)).toBe('Unknown');
  });
  it('builds paths', () => {
    expect(jobPaths.get(5)).toBe('jobs/5');
    expect(jobPaths.get(5, 'a.b')).toBe('jobs/5?token=a.b');
    expect(jobPaths.apply(5)).toBe('jobs/apply/5');
    expect(jobPaths.apply(5, 7, 'tok')).toBe('jobs/apply/5/7?token=tok');
    expect(jobPaths.status(5, 7)).toBe('jobs/status/5/7');
    expect(employeeJobsPaths.items(0, 10)).toBe('employees/jobs/items/0/10/0/0');
    expect(publicJobPath(5, 7, 'tok')).toBe('/jobs/5/7?token=tok');
  });
});

describe('job call schemas', () => {
  it('takes a job id, and a user id only when one is given', () => {
    expect(jobParamsSchema.validateSync({ id: '12' })).toEqual({ id: 12 });
    expect(jobParamsSchema.validateSync({ id: '12', userId: '7' })).toEqual({ id: 12, userId: 7 });
    for (const bad of [{ id: '0' }, { id: '2147483648' }, { id: '1e3' }, { id: ['1', '2'] }, { id: '12', userId: '-1' }]) {
      expect(jobParamsSchema.isValidSync(bad)).toBe(false);
    }
  });
  it('bounds a job list page', () => {
    const page = jobListPageSchema([0]);
    expect(page.validateSync({ from: '0', count: '10', sortBy: '0', asc: '1' })).toEqual({ from: 0, count: 10, sortBy: 0, asc: 1 });
    for (const bad of [{ from: '1000001' }, { count: '51' }, { count: '0' }, { sortBy: '1' }, { asc: '2' }, { from: ['0', '1'] }]) {
      expect(page.isValidSync({ from: '0', count: '10', sortBy: '0', asc: '0', ...bad })).toBe(false);
    }
  });
});
