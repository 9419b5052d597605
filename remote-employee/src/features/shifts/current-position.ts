import type { ShiftCheckRequest } from '@dutylink/contracts';

/** A check-in or check-out without the phone's location. */
export const NO_LOCATION: ShiftCheckRequest = { latitude: null, longitude: null };

/** How long the phone may take to find itself before the check goes without it. */
export const LOCATION_TIMEOUT_MS = 10_000;

/** Where the phone is; undefined when the browser has no location, the officer refuses it, or it takes too long. */
export function currentPosition(): Promise<ShiftCheckRequest | undefined> {
  return new Promise((resolve) => {
    if (!navigator.geolocation) {
      resolve(undefined);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      () => resolve(undefined),
      { timeout: LOCATION_TIMEOUT_MS },
    );
  });
}
