import { Role } from './roles';
import { roleHome, roleOfPath, safeReturnUrl, verifyMailLinkPath } from './routes';

describe('routes', () => {
  it('maps roles to their area roots', () => {
    expect(roleHome(Role.Employee)).toBe('/employee');
    expect(roleHome(Role.Employer)).toBe('/employer');
    expect(roleHome(Role.Admin)).toBe('/admin');
  });

  it('finds the role whose area a path is in', () => {
    expect(roleOfPath('/employer/jobs/active')).toBe(Role.Employer);
    expect(roleOfPath('/admin')).toBe(Role.Admin);
    expect(roleOfPath('/employees')).toBeUndefined();
    expect(roleOfPath('/auth/signIn')).toBeUndefined();
  });

  it('accepts only same-site return URLs', () => {
    expect(safeReturnUrl('/employee/profile')).toBe('/employee/profile');
    expect(safeReturnUrl('//evil.example')).toBeUndefined();
    expect(safeReturnUrl('https://evil.example')).toBeUndefined();
    expect(safeReturnUrl(null)).toBeUndefined();
  });

  it('builds the e-mail link with encoded parts', () => {
    expect(verifyMailLinkPath(Role.Employee, 'a+b@x.com', 'tok')).toBe('/auth/verifyMail/employee/a%2Bb%40x.com/tok');
  });
});
