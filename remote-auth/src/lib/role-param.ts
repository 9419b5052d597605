import { Role } from '@dutylink/contracts';

/** The ?role= query value when it is one of `allowed`, else Employee (the default choice). */
export function roleFromQuery(search: URLSearchParams, allowed: readonly Role[]): Role {
  const raw = search.get('role');
  const role = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return (allowed as readonly number[]).includes(role) ? (role as Role) : Role.Employee;
}
