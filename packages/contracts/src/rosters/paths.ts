/** API paths of rosters (issue 36), relative to /api/. */
export const rosterPaths = {
  /** Employer: GET → MyOfficersResponse. */
  officers: 'rosters/officers',
  /** Employer: POST FavouriteRequest → RosterFlags, an officer it hired. */
  favourite: (userId: number) => `rosters/officers/${userId}/favourite`,
  /** Employer: POST BlockRequest → RosterFlags, an officer who applied to or was hired on its jobs. */
  blockOfficer: (userId: number) => `rosters/officers/${userId}/block`,
  /** Employee: GET → BlockedCompaniesResponse. */
  blockedCompanies: 'rosters/blockedCompanies',
  /** Employee: POST BlockRequest → BlockRequest, a company whose job they can see (or blocked). */
  blockCompany: (employerId: number) => `rosters/companies/${employerId}/block`,
} as const;
