import type { ReactNode } from 'react';
import { AppBar, Box, Link, Toolbar, Typography } from '@mui/material';
import { Link as RouterLink } from '@dutylink/router';
import { useSession } from '@dutylink/api-client';
import { paths, Role, ROLE_SLUG } from '@dutylink/contracts';
import { FrameLogo } from './frame-logo';
import { canPauseNotifications, PauseNotificationsToggle } from './pause-notifications-toggle';
import { useLogOut } from './use-log-out';

/**
 * The layout of a role's area: header with logo, (subscribed employees) the notification pause toggle,
 * the user's name and 'Log Out', then the area.
 * Rendered only behind RoleGuard, so the session holds a signed-in user of this role.
 */
export function RoleFrame({ role, children }: { role: Role; children: ReactNode }) {
  const user = useSession((s) => s.user);
  const logOut = useLogOut();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }} data-area={ROLE_SLUG[role]}>
      <AppBar position="static" color="inherit" elevation={1}>
        {/* On a phone the bar wraps (the employee's pause switch takes a line of its own): Log Out stays on screen. */}
        <Toolbar sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, py: 1 }}>
          {user && <FrameLogo user={user} />}
          <Box sx={{ flexGrow: 1 }} />
          {role === Role.Employee && canPauseNotifications(user) && <PauseNotificationsToggle user={user} />}
          <Typography component="span" sx={{ fontWeight: 500 }}>
            {user?.name}
          </Typography>
          <Link component={RouterLink} to={paths.signIn} onClick={logOut} underline="hover">
            Log Out
          </Link>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1 }}>
        {children}
      </Box>
    </Box>
  );
}
