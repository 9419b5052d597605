import { permitExpiryNote } from './expiry';

test('a permit within 30 days of its expiry date, or past it, says so; one further off or without a date says nothing', () => {
  const today = '2026-11-27';
  expect(permitExpiryNote('2026-11-26', today)).toBe('Expired');
  expect(permitExpiryNote('2026-11-27', today)).toBe('Expires today');
  expect(permitExpiryNote('2026-11-28', today)).toBe('Expires tomorrow');
  expect(permitExpiryNote('2026-12-18', today)).toBe('Expires in 21 days');
  // Across the end of daylight saving time and of the year, still whole days.
  expect(permitExpiryNote('2026-12-27T00:00:00', today)).toBe('Expires in 30 days');
  expect(permitExpiryNote('2026-12-28', today)).toBeNull();
  expect(permitExpiryNote(null, today)).toBeNull();
});
