/**
 * API paths of the Jobs calls (spec section 7), relative to /api/.
 *
 * The {userId} segment is for the PUBLIC job page (/jobs/{id}/{userId}?token=...): a bare user id
 * grants nothing. The request must carry either the signed-in employee's session (userId must then be
 * that user) or the signed link token made for that user and job (sent as ?token=).
 */
function withToken(path: string, token?: string | null): string {
  return token ? `${path}?token=${encodeURIComponent(token)}` : path;
}

function withUser(path: string, userId?: number | null): string {
  return userId ? `${path}/${userId}` : path;
}

export const jobPaths = {
  get: (id: number, token?: string | null) => withToken(`jobs/${id}`, token),
  apply: (id: number, userId?: number | null, token?: string | null) => withToken(withUser(`jobs/apply/${id}`, userId), token),
  cancel: (id: number, userId?: number | null, token?: string | null) => withToken(withUser(`jobs/cancel/${id}`, userId), token),
  status: (id: number, userId?: number | null, token?: string | null) => withToken(withUser(`jobs/status/${id}`, userId), token),
} as const;

/** The longest link token a job call takes (the server's are under 80 characters). */
export const JOB_LINK_TOKEN_MAX_LENGTH = 256;

/** The public job page, the SMS alert's link: /jobs/{id}/{userId}?token=..., rendered by the server. */
export function publicJobPath(jobId: number, userId: number, token: string): string {
  return withToken(`/jobs/${jobId}/${userId}`, token);
}

/** Employee job list call: POST employees/jobs/items/{from}/{count}/{sortBy}/{asc 1|0} with EmployeeJobsFilter. */
export const employeeJobsPaths = {
  items: (from: number, count: number, sortBy = 0, asc = false) => `employees/jobs/items/${from}/${count}/${sortBy}/${asc ? 1 : 0}`,
} as const;
