import { instantIn, isoIn } from '../time-zone';

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * When the quiet hours that hold `at` end, in the officer's zone: quiet hours run from `from` to `to` (minutes after
 * midnight, through midnight when `to` comes first). Undefined when `at` is outside them.
 */
export function quietHoursEnd(at: Date, from: number, to: number, timeZone: string): Date | undefined {
  const wall = isoIn(at, timeZone);
  const day = wall.slice(0, 10);
  const minute = Number(wall.slice(11, 13)) * 60 + Number(wall.slice(14, 16));
  const inside = from < to ? minute >= from && minute < to : minute >= from || minute < to;
  if (!inside) return undefined;
  return instantIn(from < to || minute < to ? day : nextDay(day), hhmm(to), timeZone);
}
