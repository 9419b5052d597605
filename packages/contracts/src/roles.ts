/** Spec section 3, Roles. */
export const Role = { Employee: 0, Employer: 100, Admin: 1000 } as const;
export type Role = (typeof Role)[keyof typeof Role];

/** Roles a visitor can pick at sign-up and sign-in (Admin is never offered). */
export const SELF_SERVICE_ROLES = [Role.Employee, Role.Employer] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

export const ALL_ROLES: readonly Role[] = [Role.Employee, Role.Employer, Role.Admin];

export const ROLE_LABEL: Record<Role, string> = {
  [Role.Employee]: 'Employee',
  [Role.Employer]: 'Employer',
  [Role.Admin]: 'Admin',
};

/** The path segment a role owns, also used in /auth/verifyMail/{role}/... links. */
export const ROLE_SLUG: Record<Role, 'employee' | 'employer' | 'admin'> = {
  [Role.Employee]: 'employee',
  [Role.Employer]: 'employer',
  [Role.Admin]: 'admin',
};

export function roleFromSlug(slug: string): Role | undefined {
  const entry = Object.entries(ROLE_SLUG).find(([, s]) => s === slug);
  return entry ? (Number(entry[0]) as Role) : undefined;
}
