import { rosterPaths, type BlockedCompaniesResponse, type BlockRequest, type MyOfficersResponse, type RosterFlags } from '@dutylink/contracts';
import { call } from './call';
import { http } from './http';
import { write } from './queries';

/**
 * Issue 36, rosters: the company's My officers (Favourite, Block) and the companies an officer blocked. Each
 * function returns undefined after an error toast (spec section 8).
 */
export const rostersApi = {
  officers: () => call(() => http.get<MyOfficersResponse>(rosterPaths.officers)),
  favourite: write(['rosters'], (userId: number, favourite: boolean) => call(() => http.post<RosterFlags>(rosterPaths.favourite(userId), { favourite }))),
  /** A block declines the officer's waiting applications: the applicants lists change too. */
  blockOfficer: write(['rosters', 'employer'], (userId: number, blocked: boolean) => call(() => http.post<RosterFlags>(rosterPaths.blockOfficer(userId), { blocked }))),
  blockedCompanies: () => call(() => http.get<BlockedCompaniesResponse>(rosterPaths.blockedCompanies)),
  /** A block withdraws the officer's waiting applications and hides the company's jobs. */
  blockCompany: write(['rosters', 'jobs'], (employerId: number, blocked: boolean) => call(() => http.post<BlockRequest>(rosterPaths.blockCompany(employerId), { blocked }))),
};
