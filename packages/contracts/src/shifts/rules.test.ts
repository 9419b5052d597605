import { isOverSchedule, overScheduleReasonMessage, scheduledMinutes } from './rules';

const shift = { startsAt: '2026-11-25T13:00:00Z', endsAt: '2026-11-25T21:00:00Z' };

test('more minutes than the shift was scheduled for are over the schedule; as many are not (issue 36)', () => {
  expect(scheduledMinutes(shift)).toBe(480);
  expect(isOverSchedule(480, shift)).toBe(false);
  expect(isOverSchedule(481, shift)).toBe(true);
  expect(overScheduleReasonMessage({ startsAt: '2026-11-25T13:00:00Z', endsAt: '2026-11-25T21:30:00Z' })).toBe(
    'Required: the shift was scheduled for 8 h 30 min; say why more hours are approved',
  );
});
