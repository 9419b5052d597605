import { useEffect, useState } from 'react';

/** How often the page reads the clock again: Check in and Check out appear at most this late. */
export const CLOCK_TICK_MS = 30_000;

/** The current time, read again every CLOCK_TICK_MS so what depends on it changes on time. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
