import {
  employeeProfilePaths,
  externalPaths,
  type EmployeeExperience,
  type EmployeeExperienceResponse,
  type EmployeeGeneral,
  type EmployeeGeneralResponse,
  type EmployeeNotifications,
  type EmployeeNotificationsResponse,
  type EmployeePermits,
  type EmployeePermitsResponse,
  type EmployeeProfileView,
  type UserResponse,
  type ZipLookupResponse,
} from '@dutylink/contracts';
import { call, type CallOptions } from './call';
import { http } from './http';
import { write } from './queries';
import { storeUser } from './session';

/**
 * Spec section 7, Employee profile. Each function returns undefined after an error toast (section 8);
 * a 400 refusal shows the server's field errors in that toast. Save functions return the refreshed
 * user and store it in the session.
 */
export const employeeProfileApi = {
  /** The read view: own profile, or with an id another employee's (admins). */
  profile: (id?: number) => call(() => http.get<EmployeeProfileView>(employeeProfilePaths.profile(id))),

  general: () => call(() => http.get<EmployeeGeneralResponse>(employeeProfilePaths.general)),
  /** onFieldErrors receives a refusal's errors map (a ZIP code of another state: `address.postalCode`) so the step marks the field. */
  saveGeneral: write(['employee-profile'], async (item: EmployeeGeneral, onFieldErrors?: CallOptions['onFieldErrors']) =>
    storeUser(await call(() => http.post<UserResponse>(employeeProfilePaths.general, item), { onFieldErrors }))),

  permits: () => call(() => http.get<EmployeePermitsResponse>(employeeProfilePaths.permits)),
  savePermits: write(['employee-profile'], async (payload: EmployeePermits) =>
    storeUser(await call(() => http.post<UserResponse>(employeeProfilePaths.permits, payload)))),

  notifications: () => call(() => http.get<EmployeeNotificationsResponse>(employeeProfilePaths.notifications)),
  /** onFieldErrors receives a refusal's errors map (unknown ZIP codes: `ziPs`) so the step marks the field. */
  saveNotifications: write(['employee-profile'], async (item: EmployeeNotifications, onFieldErrors?: CallOptions['onFieldErrors']) =>
    storeUser(await call(() => http.post<UserResponse>(employeeProfilePaths.notifications, item), { onFieldErrors }))),

  experience: () => call(() => http.get<EmployeeExperienceResponse>(employeeProfilePaths.experience)),
  saveExperience: write(['employee-profile'], async (item: EmployeeExperience) =>
    storeUser(await call(() => http.post<UserResponse>(employeeProfilePaths.experience, item)))),

  /** 0..365 days; 0 switches the pause off. Returns the user with pausedNotificationsUntil/Days. */
  pauseNotifications: async (days: number) =>
    storeUser(await call(() => http.post<UserResponse>(employeeProfilePaths.pauseNotifications(days)))),

  /**
   * City and state of a 5-digit ZIP code. Silent: an unknown ZIP (404) or any failure just returns
   * undefined without a toast — the user can still type the city and pick the state.
   */
  zipLookup: (postal: string) => call(() => http.get<ZipLookupResponse>(externalPaths.zip(postal)), { silent: true }),
};
