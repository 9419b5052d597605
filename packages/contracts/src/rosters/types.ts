import type { OfficerRecord } from '../reliability/types';

/**
 * Rosters (issue 36): a company's favourites and the officers it blocked, the companies an officer blocked,
 * and invite-first posts, which reach the company's favourites before everyone else.
 */

/** The longest an invite-first job reaches only the company's favourites; 0 turns invite-first off. */
export const INVITE_FIRST_HOURS_MAX = 24;
/** An officer hired, or with a shift, in this many days is one of the company's recent officers. */
export const RECENT_OFFICER_DAYS = 90;

/** One officer on the company's My officers page. */
export interface RosterOfficer {
  userId: number;
  name: string;
  favourite: boolean;
  blocked: boolean;
  /** The record employers see with each application (reliability). */
  record: OfficerRecord;
  /** The day of their last shift for the company that has started, 'yyyy-MM-dd' in the job's zone; null when none. */
  lastShiftDay: string | null;
}

/** GET rosters/officers: favourites and recent officers (not blocked), favourites first, then by last shift; the blocked apart. */
export interface MyOfficersResponse {
  officers: RosterOfficer[];
  blocked: RosterOfficer[];
}

/** POST rosters/officers/{id}/favourite. */
export interface FavouriteRequest {
  favourite: boolean;
}

/** POST rosters/officers/{id}/block (employer) and rosters/companies/{id}/block (officer). */
export interface BlockRequest {
  blocked: boolean;
}

/** What the company's roster says of one officer, after a change. */
export interface RosterFlags {
  favourite: boolean;
  blocked: boolean;
}

/** A company the officer blocked. */
export interface BlockedCompany {
  employerId: number;
  company: string;
}

/** GET rosters/blockedCompanies: the companies the officer blocked, A to Z. */
export interface BlockedCompaniesResponse {
  companies: BlockedCompany[];
}

/** An invite-first job while it reaches only the company's favourites: until when, and the job's zone to say it in. */
export interface InviteFirst {
  until: string;
  timeZone: string;
}
