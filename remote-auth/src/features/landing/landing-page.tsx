import { Link, Navigate, useLocation } from '@dutylink/router';
import { useSession } from '@dutylink/api-client';
import { employeeRoutes, isAccountDeletedState, isSignedIn, paths, Role, userHome } from '@dutylink/contracts';
import { BRAND, Logo } from '@dutylink/design-system';


const signUpPath = (role: Role) => `${paths.signUp}?role=${role}`;

const AUDIENCES = [
  {
    heading: 'For employees',
    benefits: [
      { title: 'SMS alerts', text: 'Get a text message as soon as a job matching your settings is posted.' },
      { title: 'Flexible work', text: 'Pick the shifts, places and pay that fit around your duty schedule.' },
      { title: 'Trusted employers', text: 'Work for licensed security companies that pay as agreed.' },
    ],
    action: 'Sign up as Employee',
    to: signUpPath(Role.Employee),
  },
  {
    heading: 'For employers',
    benefits: [
      { title: 'Job posting', text: 'Post a job in minutes and reach officers and guards nearby.' },
      { title: 'Verified talent', text: 'Review permits, credentials and experience before you hire.' },
      { title: 'Streamlined assignments', text: 'Hire, notify and manage applicants from one place.' },
    ],
    action: 'Sign up as Employer',
    to: signUpPath(Role.Employer),
  },
] as const;

// Plain markup and one stylesheet, no MUI: the landing page is a first visit's whole download and
// stays within its budget (docs/performance.md). React 19 hoists the <style> into <head> once.
const CSS = `
.dl-landing { min-height: 100vh; display: flex; flex-direction: column; }
.dl-landing :focus-visible { outline: 2px solid #1565c0; outline-offset: 2px; }
.dl-landing__wrap { box-sizing: border-box; width: 100%; max-width: 1200px; margin: 0 auto; padding: 0 16px; }
.dl-landing__bar { background: ${BRAND.navy}; color: #fff; }
.dl-landing__bar .dl-landing__wrap { display: flex; align-items: center; justify-content: space-between; padding-top: 16px; padding-bottom: 16px; }
.dl-landing__button { color: inherit; display: inline-flex; align-items: center; justify-content: center; min-height: 44px; box-sizing: border-box; padding: 8px 20px; border-radius: 8px; font-weight: 600; font-size: 0.95rem; text-decoration: none; border: 1px solid currentColor; }
.dl-landing__button--solid { background: ${BRAND.navy}; border-color: ${BRAND.navy}; color: #fff; min-height: 48px; font-size: 1.05rem; }
.dl-landing__button--solid:hover { background: ${BRAND.navyDark}; }
.dl-landing__button--outlined { color: ${BRAND.navy}; }
.dl-landing__hero { background: ${BRAND.navy}; color: #fff; text-align: center; padding: 32px 0 48px; }
.dl-landing__hero h1 { margin: 0 auto; max-width: 900px; font-size: 2rem; font-weight: 700; line-height: 1.25; }
.dl-landing__hero p { margin: 16px auto 0; max-width: 900px; font-size: 1.2rem; opacity: 0.9; }
.dl-landing__main { padding-top: 32px; padding-bottom: 32px; }
.dl-landing__card { background: #fff; border: 1px solid ${BRAND.divider}; border-radius: 8px; box-sizing: border-box; }
.dl-landing__report { display: flex; flex-wrap: wrap; gap: 16px; align-items: center; justify-content: space-between; padding: 20px; margin-bottom: 40px; border-left: 6px solid ${BRAND.warning}; }
.dl-landing h2, .dl-landing h3 { margin: 0; font-weight: 600; font-size: 1.25rem; line-height: 1.4; }
.dl-landing__report p, .dl-landing__deleted p { margin: 4px 0 0; }
.dl-landing__deleted { padding: 20px; margin-bottom: 24px; border-left: 6px solid ${BRAND.navy}; }
.dl-landing .dl-landing__benefits-title { text-align: center; margin-bottom: 24px; font-size: 1.5rem; font-weight: 700; }
.dl-landing__grid { display: grid; gap: 24px; grid-template-columns: 1fr; }
.dl-landing__audience { padding: 24px; display: flex; flex-direction: column; gap: 16px; }
.dl-landing__audience ul { margin: 0; padding-left: 20px; flex: 1; display: flex; flex-direction: column; gap: 12px; }
.dl-landing__footer { margin-top: auto; padding: 12px 0; border-top: 1px solid ${BRAND.divider}; color: ${BRAND.textSecondary}; font-size: 0.875rem; }
.dl-landing__footer .dl-landing__wrap { display: flex; flex-wrap: wrap; align-items: center; column-gap: 24px; }
.dl-landing__footer a { color: ${BRAND.navy}; display: inline-flex; align-items: center; justify-content: center; min-height: 44px; min-width: 44px; }
@media (min-width: 900px) {
  .dl-landing__wrap { padding: 0 24px; }
  .dl-landing__hero { padding: 64px 0 80px; }
  .dl-landing__hero h1 { font-size: 2.75rem; }
  .dl-landing__main { padding-top: 48px; padding-bottom: 48px; }
  .dl-landing__grid { grid-template-columns: 1fr 1fr; }
  .dl-landing__audience { padding: 32px; }
}
`;

/** / and /landing: the first page visitors load, plain markup and text (no images). */
export function LandingPage({ redirectSignedIn = false }: { redirectSignedIn?: boolean }) {
  const user = useSession((state) => state.user);
  const accountDeleted = isAccountDeletedState(useLocation().state);
  if (redirectSignedIn && isSignedIn(user)) return <Navigate to={userHome(user)} replace />;

  return (
    <div className="dl-landing">
      <style href="dl-landing" precedence="default">
        {CSS}
      </style>
      <header className="dl-landing__bar">
        <div className="dl-landing__wrap">
          <Logo variant="light" />
          <Link className="dl-landing__button" to={paths.signIn}>
            Sign In
          </Link>
        </div>
      </header>

      <main>
        <div className="dl-landing__hero">
          <div className="dl-landing__wrap">
            <h1>Efficient, reliable security work opportunities</h1>
            <p>Get SMS alerts for security jobs that match your skills, schedule and location.</p>
          </div>
        </div>

        <div className="dl-landing__wrap dl-landing__main">
          {accountDeleted && (
            <section role="status" aria-labelledby="deleted-heading" className="dl-landing__card dl-landing__deleted">
              <h2 id="deleted-heading">Your account has been deleted</h2>
              <p>Your profile and personal data were removed, and an active subscription was cancelled. You can sign up again at any time.</p>
            </section>
          )}
          <section aria-labelledby="report-heading" className="dl-landing__card dl-landing__report">
            <div>
              <h2 id="report-heading">Hired, then cancelled again?</h2>
              <p>Tell us about businesses that hire officers and then repeatedly cancel, so we can keep DutyLink fair for everyone.</p>
            </div>
            <a className="dl-landing__button dl-landing__button--outlined" href={employeeRoutes.report}>
              Report a business
            </a>
          </section>

          <h2 className="dl-landing__benefits-title">Subscription benefits</h2>
          <div className="dl-landing__grid">
            {AUDIENCES.map((audience) => (
              <section key={audience.heading} aria-label={audience.heading} className="dl-landing__card dl-landing__audience">
                <h3>{audience.heading}</h3>
                <ul>
                  {audience.benefits.map((benefit) => (
                    <li key={benefit.title}>
                      <strong>{benefit.title}</strong>
                      <span>: {benefit.text}</span>
                    </li>
                  ))}
                </ul>
                <Link className="dl-landing__button dl-landing__button--solid" to={audience.to}>
                  {audience.action}
                </Link>
              </section>
            ))}
          </div>
        </div>
      </main>

      <footer className="dl-landing__footer">
        <div className="dl-landing__wrap">
          <span>© DutyLink</span>
          <Link to={paths.terms}>Terms</Link>
          <Link to={paths.privacy}>Privacy Policy</Link>
        </div>
      </footer>
    </div>
  );
}
