import { formatJobDates, formatSalary, jobPaths, employeeJobsPaths, publicJobPath } from '.';
import { JobPeriodType, permitDocumentLabel, RateType, SEX_LABEL, Sex, SHIFT_LABEL, Shift, EMPLOYMENT_TYPE_LABEL, EmploymentType } from './enums';

describe('jobs helpers', () => {
  it('formats job dates', () => {
    expect(formatJobDates({ from: '2026-03-05', to: null, periodType: JobPeriodType.OneDay })).toBe('5 Mar 2026');
    expect(formatJobDates({ from: '2026-03-05', to: null, periodType: JobPeriodType.OneDay }, false)).toBe('5 Mar');
    expect(formatJobDates({ from: '2026-03-05', to: '2026-03-07', periodType: JobPeriodType.Range })).toBe('5 Mar - 7 Mar 2026');
    expect(formatJobDates({ from: '2026-03-05', to: null, periodType: JobPeriodType.FullTime })).toBe('Full time from 5 Mar 2026');
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
