/** The radii an officer may choose for their alerts (issue 21), in miles. */
export const RADIUS_MILES = [5, 10, 25, 50, 100] as const;
export type RadiusMiles = (typeof RADIUS_MILES)[number];
/** The radius the notifications step offers first. */
export const DEFAULT_RADIUS_MILES: RadiusMiles = 25;

/** '12 mi away' (rounded), '<1 mi away'; null when the distance is unknown (the card then says nothing). */
export function formatMilesAway(miles: number | null): string | null {
  if (miles === null) return null;
  return miles < 1 ? '<1 mi away' : `${Math.round(miles)} mi away`;
}

/** The notifications step's words for a radius: 'Jobs within 25 miles of 78701'. */
export const radiusAlertText = (miles: number, zip: string) => `Jobs within ${miles} miles of ${zip}`;

/** The profile's read view of a radius: 'Within 25 miles of 78701' (the ZIP code unknown: 'Within 25 miles of your ZIP code'). */
export const radiusViewText = (miles: number, zip: string | null) => `Within ${miles} miles of ${zip ?? 'your ZIP code'}`;
