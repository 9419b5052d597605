import type { MouseEvent, ReactNode } from 'react';
import { AppBar, Box, Toolbar } from '@mui/material';
import { authApi, useSession } from '@dutylink/api-client';
import { Role, ROLE_SLUG, signInAs } from '@dutylink/contracts';
import { useNavigate } from '@dutylink/router';
import { FrameLogo } from './frame-logo';
import { RoleNavigation } from './role-navigation';

/**
 * The layout of a role's area: header with logo and the role's navigation (its pages, the subscribed
 * employee's notification pause toggle, the user's name and 'Log Out'; a menu on a phone), then the area.
 * Rendered only behind RoleGuard, so the session holds a signed-in user of this role.
 */
export function RoleFrame({ role, children }: { role: Role; children: ReactNode }) {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  // 'Log Out' is a link to sign-in that goes there once the server has ended the session (auth-api).
  const logOut = (event: MouseEvent) => {
    event.preventDefault();
    void authApi.logout(() => navigate(signInAs(role)));
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }} data-area={ROLE_SLUG[role]}>
      <AppBar position="static" color="inherit" elevation={1}>
        {/* From 900 px up the bar is one row (role-navigation fits it); below, the Menu button keeps it narrow. */}
        <Toolbar sx={{ flexWrap: { xs: 'wrap', md: 'nowrap' }, columnGap: 2, rowGap: 0.5, py: 1 }}>
          {user && <FrameLogo user={user} />}
          {user && <RoleNavigation user={user} onLogOut={logOut} />}
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1 }}>
        {children}
      </Box>
    </Box>
  );
}
