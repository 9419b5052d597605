import { enumLabel, SHIFT_LABEL, Shift } from './enums';
import type { AddressView, Job } from './types';

/*
 * What a job card's line says besides the dates and pay. Kept apart from detail-rows.ts: the job list
 * (the officer's first page) needs these two, and a module is bundled whole with every export any page
 * uses, so the job page's rows and their permit texts would otherwise ride on the list's script.
 */

/** 'Varied (08:00-12:00, 14:00-18:00)' for shift Other with times, else the shift label. */
export function jobShiftLabel(job: Pick<Job, 'shift' | 'variedShifts'>): string {
  const label = enumLabel(SHIFT_LABEL, job.shift);
  if (job.shift !== Shift.Other || !job.variedShifts?.length) return label;
  return `${label} (${job.variedShifts.map((range) => `${range.from}-${range.to}`).join(', ')})`;
}

/** 'Austin, TX' (the lists' short place). */
export function jobCityState(address: Pick<AddressView, 'city' | 'stateCode'> | null | undefined): string {
  if (!address) return '';
  return [address.city, address.stateCode].filter(Boolean).join(', ');
}
