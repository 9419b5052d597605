import { knownTimeZone, TIME_ZONE_COOKIE, timeZoneCookie } from '@dutylink/contracts';

/** The browser's IANA zone, or undefined when the browser names none the server would accept. */
export function browserTimeZone(): string | undefined {
  return knownTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/**
 * Keeps the time-zone cookie (spec section 9) on the browser's zone, so the server's rules about
 * today, past, future and days follow the user's calendar; written again only when the zone
 * changed (a user who travels, or whose device changed zones while the tab was open).
 */
export function rememberTimeZone(): void {
  // No document where the api-client runs outside a browser (the server's contract tests).
  const page = (globalThis as { document?: { cookie: string } }).document;
  const zone = page && browserTimeZone();
  if (!page || !zone) return;
  const stored = page.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${TIME_ZONE_COOKIE}=`))
    ?.slice(TIME_ZONE_COOKIE.length + 1);
  if (stored !== encodeURIComponent(zone)) page.cookie = timeZoneCookie(zone);
}
