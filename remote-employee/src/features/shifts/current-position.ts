import type { ShiftCheckRequest } from '@dutylink/contracts';

/** A check-in or check-out without the phone's location. */
export const NO_LOCATION: ShiftCheckRequest = { latitude: null, longitude: null };

/** How long the phone may take to find itself before the check goes without it. */
export const LOCATION_TIMEOUT_MS = 10_000;

/** Why there is no location: refused (by the officer, now or before, in the browser's settings), or not found. */
export type NoPosition = 'refused' | 'unavailable';

/** What looking for the phone came to: where it is, or why there is no location. */
export type PositionFound = ShiftCheckRequest | NoPosition;

/** GeolocationPositionError.PERMISSION_DENIED (the constant is missing where the browser has no geolocation). */
const PERMISSION_DENIED = 1;

/**
 * Where the phone is; 'refused' when the officer or the browser's settings deny it; 'unavailable' when the
 * browser has no location, cannot find it, or takes too long.
 */
export function currentPosition(): Promise<PositionFound> {
  return new Promise((resolve) => {
    if (!navigator.geolocation) {
      resolve('unavailable');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      ({ code }) => resolve(code === PERMISSION_DENIED ? 'refused' : 'unavailable'),
      { timeout: LOCATION_TIMEOUT_MS },
    );
  });
}

/**
 * What the browser already answers when asked for the location: 'granted' or 'denied' without asking the
 * officer, else 'prompt' (also where the browser cannot tell: no Permissions API, or it throws).
 */
export async function locationPermission(): Promise<PermissionState> {
  try {
    return (await navigator.permissions?.query({ name: 'geolocation' }))?.state ?? 'prompt';
  } catch {
    return 'prompt';
  }
}
