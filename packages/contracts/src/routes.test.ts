import { Role } from './roles';
import { authPath, needsEmailVerification, paths, roleHome, roleOfPath, safeReturnUrl, signInAs, userHome, verifyMailLinkPath } from './routes';

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

  it('keeps the role and a same-site returnUrl between sign-in, sign-up and their policies', () => {
    expect(authPath(paths.signUp, Role.Employer, '/employer/jobs/active?tab=1')).toBe('/auth/signUp?role=100&returnUrl=%2Femployer%2Fjobs%2Factive%3Ftab%3D1');
    expect(authPath(paths.terms, Role.Employee, '//evil.example')).toBe('/terms?role=0');
    expect(signInAs(Role.Admin)).toBe('/auth/signIn?role=1000');
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

describe('userHome: where a signed-in user belongs', () => {
  const employee = { role: Role.Employee, emailVerified: true };
  it('is the role home, or the returnUrl when it is a path of this site', () => {
    expect(userHome(employee)).toBe('/employee');
    expect(userHome({ role: Role.Admin, emailVerified: false })).toBe('/admin');
    expect(userHome(employee, '/employee/jobs/7')).toBe('/employee/jobs/7');
    expect(userHome(employee, 'https://evil.example/')).toBe('/employee');
  });
  it('is e-mail verification first for an employee or employer who has not verified, keeping the returnUrl', () => {
    expect(userHome({ role: Role.Employer, emailVerified: false })).toBe('/auth/verifyMail/employer');
    expect(userHome({ role: Role.Employee, emailVerified: false }, '/employee/jobs/7')).toBe('/auth/verifyMail/employee?returnUrl=%2Femployee%2Fjobs%2F7');
    expect(needsEmailVerification({ role: Role.Admin, emailVerified: false })).toBe(false);
  });
});
