import { employeeRoutes, employerRoutes, MY_OFFICERS_TITLE, Role, type UserInfo } from '@dutylink/contracts';

export interface NavItem {
  label: string;
  to: string;
  /** The item is the current page for every path under this one (all tabs of the job lists). */
  section: string;
}

/**
 * The pages of an employee's or employer's area that a person looks for: their jobs (subscribers only,
 * spec section 6), their shifts (issue 20: an officer's, an employer's Today board and timesheets, kept
 * after a subscription ends, as hires outlive it), an employer's officers (issue 36), their profile (with 'Delete my account') and their subscription. Admins have their own menu.
 */
export function roleNavItems(user: Pick<UserInfo, 'role' | 'hasSubscription'>): NavItem[] {
  if (user.role === Role.Employee) {
    return [
      ...(user.hasSubscription ? [{ label: 'My jobs', to: employeeRoutes.jobs, section: employeeRoutes.jobs }] : []),
      { label: 'My shifts', to: employeeRoutes.shifts, section: employeeRoutes.shifts },
      { label: 'Profile', to: employeeRoutes.profile, section: employeeRoutes.profile },
      { label: 'Subscription', to: employeeRoutes.subscription, section: employeeRoutes.subscription },
    ];
  }
  if (user.role === Role.Employer) {
    return [
      ...(user.hasSubscription ? [{ label: 'Job posts', to: employerRoutes.jobs, section: `${employerRoutes.home}/jobs` }] : []),
      { label: 'Today', to: employerRoutes.today, section: employerRoutes.today },
      { label: 'Timesheets', to: employerRoutes.timesheets, section: employerRoutes.timesheets },
      { label: MY_OFFICERS_TITLE, to: employerRoutes.officers, section: employerRoutes.officers },
      { label: 'Profile', to: employerRoutes.profile, section: employerRoutes.profile },
      { label: 'Subscription', to: employerRoutes.subscription, section: employerRoutes.subscription },
    ];
  }
  return [];
}

export function isCurrent(item: NavItem, pathname: string): boolean {
  return pathname === item.section || pathname.startsWith(`${item.section}/`);
}
