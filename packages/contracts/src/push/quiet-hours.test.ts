import { quietHoursEnd } from './quiet-hours';

const CHICAGO = 'America/Chicago';
const at = (iso: string) => new Date(iso);

describe('quiet hours in the officer’s zone', () => {
  test('through midnight: late evening and early morning are held until the morning, the day is not', () => {
    // 22:00–07:00 in Chicago (CST, UTC−6 on 1 Dec 2026).
    expect(quietHoursEnd(at('2026-12-01T05:30:00Z'), 22 * 60, 7 * 60, CHICAGO)).toEqual(at('2026-12-01T13:00:00Z')); // 23:30 → 07:00 next day
    expect(quietHoursEnd(at('2026-12-01T11:00:00Z'), 22 * 60, 7 * 60, CHICAGO)).toEqual(at('2026-12-01T13:00:00Z')); // 05:00 → 07:00
    expect(quietHoursEnd(at('2026-12-01T13:00:00Z'), 22 * 60, 7 * 60, CHICAGO)).toBeUndefined(); // 07:00: over
    expect(quietHoursEnd(at('2026-12-01T18:00:00Z'), 22 * 60, 7 * 60, CHICAGO)).toBeUndefined(); // noon
  });

  test('within one day, and across a daylight saving change', () => {
    expect(quietHoursEnd(at('2026-12-01T20:00:00Z'), 13 * 60, 15 * 60, CHICAGO)).toEqual(at('2026-12-01T21:00:00Z')); // 14:00 → 15:00
    // The night clocks go back (1 Nov 2026): 23:00 CDT (UTC−5) is held until 07:00 CST (UTC−6).
    expect(quietHoursEnd(at('2026-11-01T04:00:00Z'), 22 * 60, 7 * 60, CHICAGO)).toEqual(at('2026-11-01T13:00:00Z'));
  });
});
