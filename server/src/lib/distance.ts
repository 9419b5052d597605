import { sql, type Expression, type RawBuilder } from 'kysely';

/** The Earth's mean radius in miles: distances are along a sphere, between ZIP centres (migration 0026). */
export const EARTH_RADIUS_MILES = 3958.8;

/**
 * Miles along the Earth between two places (cubes of migration 0026: points on the unit sphere), from the
 * straight line between them (cube's `<->`, the chord): 2R·asin(chord / 2). Null when either is null. (The
 * chord reaches 2, where rounding could push it past asin's domain, only between opposite points of the Earth.)
 */
export function milesBetween(a: Expression<unknown>, b: Expression<unknown>): RawBuilder<number | null> {
  return sql<number | null>`(2 * ${EARTH_RADIUS_MILES}::float8 * asin((${a} <-> ${b}) / 2))`;
}

/** The chord (straight line through the unit sphere) of `miles` along the Earth: what `<->` compares with a radius. */
export function chordOfMiles(miles: Expression<number> | number): RawBuilder<number> {
  return sql<number>`(2 * sin(${miles}::float8 / (2 * ${EARTH_RADIUS_MILES}::float8)))`;
}
