import { Box, Button, Container, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { useSession } from '@dutylink/api-client';
import { paths, Role, roleHome } from '@dutylink/contracts';
import { EmptyLayout, Logo } from '@dutylink/design-system';

/** Spec section 1 leaves the banner's destination open: reports go to this mailbox. */
export const REPORT_MAILTO = 'mailto:report@dutylink.example?subject=Report%20a%20business';

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

function Header() {
  return (
    <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 2 }}>
        <Logo variant="light" />
        <Button component={RouterLink} to={paths.signIn} color="inherit" variant="outlined">
          Sign In
        </Button>
      </Container>
    </Box>
  );
}

/** / and /landing: the first page visitors load, kept to plain MUI and text (no images). */
export function LandingPage({ redirectSignedIn = false }: { redirectSignedIn?: boolean }) {
  const user = useSession((state) => state.user);
  if (redirectSignedIn && user) return <Navigate to={roleHome(user.role)} replace />;

  return (
    <EmptyLayout header={<Header />}>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', pb: { xs: 6, md: 10 }, pt: { xs: 4, md: 8 } }}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
            Efficient, reliable security work opportunities
          </Typography>
          <Typography sx={{ mt: 2, fontSize: '1.2rem', opacity: 0.9 }}>
            Get SMS alerts for security jobs that match your skills, schedule and location.
          </Typography>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Paper
          component="section"
          aria-labelledby="report-heading"
          variant="outlined"
          sx={{ p: 2.5, mb: 5, borderLeft: 6, borderLeftColor: 'warning.main', display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Box>
            <Typography id="report-heading" variant="h3" component="h2">
              Hired, then cancelled again?
            </Typography>
            <Typography sx={{ mt: 0.5 }}>
              Tell us about businesses that hire officers and then repeatedly cancel, so we can keep DutyLink fair for everyone.
            </Typography>
          </Box>
          <Button href={REPORT_MAILTO} variant="outlined">
            Report a business
          </Button>
        </Paper>

        <Typography variant="h2" sx={{ textAlign: 'center', mb: 3 }}>
          Subscription benefits
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {AUDIENCES.map((audience) => (
            <Paper key={audience.heading} component="section" variant="outlined" sx={{ p: { xs: 3, md: 4 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
              <Typography variant="h3" component="h3">
                {audience.heading}
              </Typography>
              <Stack component="ul" spacing={1.5} sx={{ m: 0, pl: 2.5, flex: 1 }}>
                {audience.benefits.map((benefit) => (
                  <li key={benefit.title}>
                    <Typography component="span" sx={{ fontWeight: 700 }}>
                      {benefit.title}
                    </Typography>
                    <Typography component="span">: {benefit.text}</Typography>
                  </li>
                ))}
              </Stack>
              <Button component={RouterLink} to={audience.to} variant="contained" size="large">
                {audience.action}
              </Button>
            </Paper>
          ))}
        </Box>
      </Container>

      <Box component="footer" sx={{ mt: 'auto', py: 3, borderTop: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', color: 'text.secondary' }}>
          <Typography variant="body2">© DutyLink</Typography>
          <Link component={RouterLink} to={paths.terms} variant="body2">
            Terms
          </Link>
          <Link component={RouterLink} to={paths.privacy} variant="body2">
            Privacy Policy
          </Link>
        </Container>
      </Box>
    </EmptyLayout>
  );
}
