/** How often My shifts reads the clock again: Check in and Check out appear at most this late. */
export const CLOCK_TICK_MS = 30_000;
