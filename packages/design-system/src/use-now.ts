import { useEffect, useState } from 'react';

/** The current time, read again every `everyMs`: what a page says of a running or ended shift follows the clock, not only the data. */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
