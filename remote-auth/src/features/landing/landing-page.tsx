import { Box, Button, Link, Paper, Typography } from '@mui/material';
import { Navigate, useLocation } from '@dutylink/router';
import { useSession } from '@dutylink/api-client';
import { authPath, employeeRoutes, isAccountDeletedState, isSignedIn, paths, Role, userHome } from '@dutylink/contracts';
import { focusRing, Logo } from '@dutylink/design-system';

const AUDIENCES = [
  {
    heading: 'For employees',
    benefits: [
      { title: 'SMS alerts', text: 'Get a text message as soon as a job matching your settings is posted.' },
      { title: 'Flexible work', text: 'Pick the shifts, places and pay that fit around your duty schedule.' },
      { title: 'Trusted employers', text: 'Work for licensed security companies that pay as agreed.' },
    ],
    action: 'Sign up as Employee',
    to: authPath(paths.signUp, Role.Employee),
  },
  {
    heading: 'For employers',
    benefits: [
      { title: 'Job posting', text: 'Post a job in minutes and reach officers and guards nearby.' },
      { title: 'Verified talent', text: 'Review permits, credentials and experience before you hire.' },
      { title: 'Streamlined assignments', text: 'Hire, notify and manage applicants from one place.' },
    ],
    action: 'Sign up as Employer',
    to: authPath(paths.signUp, Role.Employer),
  },
] as const;

/** The page's width and side padding, header, hero, main and footer alike. */
const wrap = { boxSizing: 'border-box', width: '100%', maxWidth: 1200, mx: 'auto', px: { xs: 2, md: 3 } } as const;
const button = { minHeight: 44, px: 2.5, fontSize: '0.95rem' } as const;
const cardHeading = { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.4 } as const;

/**
 * / and /landing: the first page visitors load, text only (no images). The server sends it prerendered
 * (first-paint.tsx), without any script: :focus-visible draws the focus ring there, not MUI's script.
 */
export function LandingPage({ redirectSignedIn = false }: { redirectSignedIn?: boolean }) {
  const user = useSession((state) => state.user);
  const accountDeleted = isAccountDeletedState(useLocation().state);
  if (redirectSignedIn && isSignedIn(user)) return <Navigate to={userHome(user)} replace />;

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', '& :focus-visible': focusRing }}>
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Box sx={{ ...wrap, display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 2 }}>
          <Logo variant="light" />
          <Button href={paths.signIn} variant="outlined" color="inherit" sx={button}>
            Sign In
          </Button>
        </Box>
      </Box>

      <main>
        <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', textAlign: 'center', pt: { xs: 4, md: 8 }, pb: { xs: 6, md: 10 } }}>
          <Box sx={wrap}>
            <Typography variant="h1" sx={{ mx: 'auto', maxWidth: 900, fontSize: { md: '2.75rem' } }}>
              Efficient, reliable security work opportunities
            </Typography>
            <Typography sx={{ mt: 2, mx: 'auto', maxWidth: 900, fontSize: '1.2rem', opacity: 0.9 }}>
              Get SMS alerts for security jobs that match your skills, schedule and location.
            </Typography>
          </Box>
        </Box>

        <Box sx={{ ...wrap, py: { xs: 4, md: 6 } }}>
          {accountDeleted && (
            <Paper
              component="section"
              variant="outlined"
              role="status"
              aria-labelledby="deleted-heading"
              sx={{ p: 2.5, mb: 3, borderLeft: 6, borderLeftColor: 'primary.main' }}
            >
              <Typography id="deleted-heading" variant="h2" sx={cardHeading}>
                Your account has been deleted
              </Typography>
              <Typography sx={{ mt: 0.5 }}>
                Your profile and personal data were removed, and an active subscription was cancelled. You can sign up again at any time.
              </Typography>
            </Paper>
          )}
          <Paper
            component="section"
            variant="outlined"
            aria-labelledby="report-heading"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', p: 2.5, mb: 5, borderLeft: 6, borderLeftColor: 'warning.main' }}
          >
            <div>
              <Typography id="report-heading" variant="h2" sx={cardHeading}>
                Hired, then cancelled again?
              </Typography>
              <Typography sx={{ mt: 0.5 }}>
                Tell us about businesses that hire officers and then repeatedly cancel, so we can keep DutyLink fair for everyone.
              </Typography>
            </div>
            <Button href={employeeRoutes.report} variant="outlined" sx={button}>
              Report a business
            </Button>
          </Paper>

          <Typography variant="h2" sx={{ textAlign: 'center', mb: 3, lineHeight: 1.4 }}>
            Subscription benefits
          </Typography>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {AUDIENCES.map((audience) => (
              <Paper
                key={audience.heading}
                component="section"
                variant="outlined"
                aria-label={audience.heading}
                sx={{ p: { xs: 3, md: 4 }, display: 'flex', flexDirection: 'column', gap: 2 }}
              >
                <Typography variant="h3" sx={cardHeading}>
                  {audience.heading}
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5, flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
                  {audience.benefits.map((benefit) => (
                    <li key={benefit.title}>
                      <strong>{benefit.title}</strong>
                      <span>: {benefit.text}</span>
                    </li>
                  ))}
                </Box>
                <Button href={audience.to} variant="contained" sx={{ ...button, minHeight: 48, fontSize: '1.05rem' }}>
                  {audience.action}
                </Button>
              </Paper>
            ))}
          </Box>
        </Box>
      </main>

      <Box component="footer" sx={{ mt: 'auto', py: 1.5, borderTop: 1, borderColor: 'divider', color: 'text.secondary', fontSize: '0.875rem' }}>
        <Box sx={{ ...wrap, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3, '& a': { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minHeight: 44, minWidth: 44 } }}>
          <span>© DutyLink</span>
          <Link href={paths.terms}>
            Terms
          </Link>
          <Link href={paths.privacy}>
            Privacy Policy
          </Link>
        </Box>
      </Box>
    </Box>
  );
}
