import { coveragePercent, coverageText, fillTimeText, formatFillTime, jobCoverageText, openShiftsText } from './coverage';

describe('coverage figures as the pages write them', () => {
  it('says how many planned shifts are covered, the percent never rounded up to a full 100', () => {
    expect(coverageText({ planned: 20, covered: 18, open: 2 })).toBe('Coverage this week: 18 of 20 shifts covered (90%)');
    expect(coverageText({ planned: 1, covered: 1, open: 0 })).toBe('Coverage this week: 1 of 1 shift covered (100%)');
    expect(coveragePercent({ planned: 200, covered: 199, open: 1 })).toBe(99);
    expect(coverageText({ planned: 0, covered: 0, open: 0 })).toBe('Coverage this week: no shifts planned');
  });

  it("gives a job post's coverage short, and nothing for a job with no shift this week", () => {
    expect(jobCoverageText({ planned: 10, covered: 9, open: 1 })).toBe('9/10 covered');
    expect(jobCoverageText({ planned: 0, covered: 0, open: 0 })).toBe('');
    expect(openShiftsText(2)).toBe('2 shifts open');
    expect(openShiftsText(1)).toBe('1 shift open');
  });

  it('writes the median time to fill in minutes, hours and days', () => {
    expect(formatFillTime(42.4)).toBe('42 min');
    expect(formatFillTime(65)).toBe('1 h 5 min');
    expect(formatFillTime(3 * 24 * 60 + 125)).toBe('3 d 2 h');
    expect(formatFillTime(2 * 24 * 60)).toBe('2 d');
    expect(fillTimeText({ medianFillMinutes: 42, lostRecently: 3 })).toBe('Median time to fill: 42 min');
    expect(fillTimeText({ medianFillMinutes: null, lostRecently: 0 })).toBe('No shift lost yet');
    expect(fillTimeText({ medianFillMinutes: null, lostRecently: 2 })).toBe('Median time to fill: no lost shift filled yet');
  });
});
