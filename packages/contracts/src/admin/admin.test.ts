import { Role } from '../roles';
import { JobPeriodType } from '../jobs/enums';
import {
  activeAdminMenuPath,
  adminPagingSchema,
  AdminEmployerSort,
  adminPromoSchema,
  adminRoutes,
  chartDayLabel,
  chartRangeDays,
  changeDirection,
  formatAdminJobDates,
  formatChangePercent,
  lastWeeksRange,
  NEW_PROMO,
  nextSort,
  promoDurationMonths,
  promoPeriodText,
  sendSmsSchema,
  smsCounterText,
  smsParts,
  smsUnicodeWarning,
  smsTotalText,
  weeklyChangePercent,
} from './index';

describe('weekly change percent (spec section 2)', () => {
  it('is (current − previous) / current × 100 with 2 decimals', () => {
    expect(weeklyChangePercent(2, 3)).toBe(33.33);
    expect(weeklyChangePercent(1, 3)).toBe(66.67);
    expect(weeklyChangePercent(5, 4)).toBe(-25);
    expect(weeklyChangePercent(0, 7)).toBe(100);
  });

  it('is 0 when the current week is 0', () => {
    expect(weeklyChangePercent(9, 0)).toBe(0);
    expect(weeklyChangePercent(0, 0)).toBe(0);
  });

  it('points up at 0 and above, down below', () => {
    expect(changeDirection(0)).toBe('up');
    expect(changeDirection(12.5)).toBe('up');
    expect(changeDirection(-0.01)).toBe('down');
    expect(formatChangePercent(-25)).toBe('25.00%');
    expect(formatChangePercent(33.33)).toBe('33.33%');
  });
});

describe('SMS parts (spec section 9)', () => {
  it('counts the parts carriers bill for the trimmed text: 160 in one, 153 a part when joined (issue 37)', () => {
    expect(smsParts('')).toBe(0);
    expect(smsParts('  hi  ')).toBe(1);
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts(`${'a'.repeat(161)}   `)).toBe(2);
    expect(smsParts('a'.repeat(306))).toBe(2);
    expect(smsParts('a'.repeat(310))).toBe(3);
    // Sent folded to GSM-7: an en dash does not make 150 characters a 3-part Unicode text.
    expect(smsParts(`${'a'.repeat(149)} – ok`)).toBe(1);
  });

  it('names the characters that would force Unicode, and what they are sent as', () => {
    expect(smsUnicodeWarning('Plain text, señor: €5')).toBeNull();
    expect(smsUnicodeWarning('Don’t miss it – now 🚓')).toBe("Not in the SMS alphabet, so sent as plain text: ’ → ', – → -, 🚓 left out");
  });

  it('shows the trimmed length in words, and the parts only when more than one', () => {
    expect(smsCounterText('')).toBe('0 characters');
    expect(smsCounterText(' a ')).toBe('1 character');
    expect(smsCounterText('  hello ')).toBe('5 characters');
    expect(smsCounterText('a'.repeat(160))).toBe('160 characters');
    expect(smsCounterText('a'.repeat(170))).toBe('170 characters · 2 parts');
    // The length of what is sent: 155 letters and two ellipses are 161 characters, two parts.
    expect(smsCounterText(`${'a'.repeat(155)}……`)).toBe('161 characters · 2 parts');
  });

  it('totals parts × recipients for a bulk send', () => {
    expect(smsTotalText('a'.repeat(170), 12)).toBe('Total SMS: 24 (2 parts × 12 recipients)');
    expect(smsTotalText('hi', 1)).toBe('Total SMS: 1 (1 part × 1 recipient)');
    expect(smsTotalText('  ', 1200)).toBe('Total SMS: 0');
    expect(smsTotalText('hi', 1200)).toBe('Total SMS: 1,200 (1 part × 1,200 recipients)');
  });

  it('refuses an empty text and a text over 10 parts', async () => {
    await expect(sendSmsSchema.validate({ text: '   ', role: Role.Employee, userIDs: [] })).rejects.toThrow('Required');
    await expect(sendSmsSchema.validate({ text: 'a'.repeat(1531), role: Role.Employee, userIDs: [] })).rejects.toThrow(/At most 1530 characters \(10 parts of 153\)/);
    // Folded, 1,500 ellipses are 4,500 characters: more than 10 parts.
    await expect(sendSmsSchema.validate({ text: '…'.repeat(1500), role: Role.Employee, userIDs: [] })).rejects.toThrow(/At most 1530/);
    await expect(sendSmsSchema.validate({ text: 'hi', role: Role.Admin, userIDs: [] })).rejects.toThrow('Choose Employee or Employer');
    await expect(sendSmsSchema.validate({ text: 'a'.repeat(1530), role: Role.Employer, userIDs: [4] })).resolves.toBeTruthy();
  });
});

describe('date formats', () => {
  it("shows 'd MMM' for one day or full time and 'from - to' for a range", () => {
    expect(formatAdminJobDates({ periodType: JobPeriodType.OneDay, from: '2026-03-05', to: null })).toBe('5 Mar');
    expect(formatAdminJobDates({ periodType: JobPeriodType.FullTime, from: '2026-03-05', to: null })).toBe('5 Mar');
    expect(formatAdminJobDates({ periodType: JobPeriodType.Range, from: '2026-03-05', to: '2026-04-07' })).toBe('5 Mar - 7 Apr');
  });

  it("labels the charts' days as 'MMM d'", () => {
    expect(chartDayLabel('2026-11-03')).toBe('3 Nov');
  });

  it('makes Day / Week / Month ranges of 1, 7 and 30 days ending today', () => {
    const today = new Date(2026, 10, 23, 15, 0);
    expect(chartRangeDays('Day', today)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(chartRangeDays('Week', today)).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(chartRangeDays('Month', today)).toEqual({ from: '2026-10-25', to: '2026-11-23' });
  });

  it('starts the shifts chart on the Monday seven weeks before this one, a Monday or a Sunday alike', () => {
    expect(lastWeeksRange(new Date(2026, 10, 22, 23, 0))).toEqual({ from: '2026-09-28', to: '2026-11-22' });
    expect(lastWeeksRange(new Date(2026, 10, 23, 0, 0))).toEqual({ from: '2026-10-05', to: '2026-11-23' });
  });
});

describe('admin menu and sorting', () => {
  it('follows the path, or the from query when given', () => {
    expect(activeAdminMenuPath('/admin')).toBe('/admin');
    expect(activeAdminMenuPath('/admin/employers/5')).toBe('/admin/employers');
    expect(activeAdminMenuPath('/admin/employers/jobs/9/applicants')).toBe('/admin/employers');
    expect(activeAdminMenuPath('/admin/employers/5', '/admin/jobs')).toBe('/admin/jobs');
    expect(activeAdminMenuPath('/admin/promo')).toBe('/admin/promo');
    expect(adminRoutes.employer(5, '/admin/jobs')).toBe('/admin/employers/5?from=%2Fadmin%2Fjobs');
    expect(adminRoutes.employeeJobs(3, 'hired')).toBe('/admin/employees/3/jobs/hired');
    expect(adminRoutes.employeeJobs(3)).toBe('/admin/employees/3/jobs');
  });

  it('toggles the active column and starts a new column ascending', () => {
    expect(nextSort({ by: 1, asc: true }, 1)).toEqual({ by: 1, asc: false });
    expect(nextSort({ by: 1, asc: false }, 1)).toEqual({ by: 1, asc: true });
    expect(nextSort({ by: 1, asc: false }, 3)).toEqual({ by: 3, asc: true });
  });

  it('refuses unknown sort keys and negative paging', async () => {
    const schema = adminPagingSchema(AdminEmployerSort);
    await expect(schema.validate({ from: 0, count: 20, by: 6, asc: 1 })).resolves.toBeTruthy();
    await expect(schema.validate({ from: 0, count: 20, by: 7, asc: 1 })).rejects.toThrow('Unknown sort key');
    await expect(schema.validate({ from: -1, count: 20, by: 0, asc: 1 })).rejects.toThrow('Must be 0 or more');
    await expect(schema.validate({ from: 0, count: 51, by: 0, asc: 1 })).rejects.toThrow(/1 to 50/);
  });
});

describe('admin promo form (spec section 5)', () => {
  const now = new Date(2026, 10, 23, 12);
  const valid = (input: object) => adminPromoSchema.validate({ ...NEW_PROMO, name: 'SPRING26', ...input }, { context: { now }, abortEarly: false });

  it('accepts a forever code without a duration, and a 1–12 month code', async () => {
    await expect(valid({ forever: true, duration: 0 })).resolves.toBeTruthy();
    await expect(valid({ duration: 12, maxRedemptions: '', validUntil: '2026-11-23' })).resolves.toBeTruthy();
    expect(promoDurationMonths({ forever: true, duration: 5 })).toBe(0);
    expect(promoDurationMonths({ forever: false, duration: 5 })).toBe(5);
  });

  it.each([
    [{ name: '' }, 'Required'],
    [{ name: 'A'.repeat(81) }, 'At most 80 characters'],
    [{ name: 'TWO WORDS' }, 'Use letters, digits, - and _ only'],
    [{ duration: 13 }, 'Enter a whole number of months from 1 to 12'],
    [{ duration: 1.5 }, 'Enter a whole number of months from 1 to 12'],
    [{ maxRedemptions: 1000 }, 'Enter a whole number from 1 to 999, or leave empty'],
    [{ maxRedemptions: 0 }, 'Enter a whole number from 1 to 999, or leave empty'],
    [{ validUntil: '2026-11-22' }, 'Date must be in the future'],
    [{ validUntil: '2026-13-40' }, 'Enter a valid date'],
    [{ value: 0 }, 'Enter a whole percent from 1 to 100'],
  ])('refuses %j', async (input, message) => {
    await expect(valid(input)).rejects.toThrow(message);
  });

  it("shows the period as 'forever' or months", () => {
    expect(promoPeriodText(0)).toBe('forever');
    expect(promoPeriodText(1)).toBe('1 month');
    expect(promoPeriodText(6)).toBe('6 months');
  });
});
