import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { Box, Button, IconButton, Link, Typography, useMediaQuery, useTheme } from '@mui/material';
import { Link as RouterLink, useLocation } from '@dutylink/router';
import { signInAs, type UserInfo } from '@dutylink/contracts';
import { isCurrent, roleNavItems, type NavItem } from './nav-items';
import { canPauseNotifications, PauseNotificationsToggle } from './pause-notifications-toggle';

export interface RoleNavigationProps {
  user: UserInfo;
  onLogOut: (event: MouseEvent) => void;
}

/**
 * The header's navigation for every role: on a desktop the pages as links beside the logo, then the pause
 * switch (subscribed employees), the name and 'Log Out'; on a phone one 'Menu' button opening a drawer with
 * all of them, so the bar never grows wider than the screen.
 */
export function RoleNavigation({ user, onLogOut }: RoleNavigationProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { pathname } = useLocation();
  const items = roleNavItems(user);
  const pause = canPauseNotifications(user) ? <PauseNotificationsToggle user={user} /> : null;

  if (phone) return <PhoneMenu user={user} items={items} pathname={pathname} pause={pause} onLogOut={onLogOut} />;

  return (
    <>
      {items.length > 0 && (
        <Box component="nav" aria-label="Main menu" sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>
          {items.map((item) => {
            const current = isCurrent(item, pathname);
            return (
              <Button
                key={item.to}
                component={RouterLink}
                to={item.to}
                aria-current={current ? 'page' : undefined}
                color={current ? 'primary' : 'inherit'}
                sx={{ fontWeight: current ? 700 : 500, borderBottom: 2, borderColor: current ? 'primary.main' : 'transparent', borderRadius: 0, whiteSpace: 'nowrap' }}
              >
                {item.label}
              </Button>
            );
          })}
        </Box>
      )}
      <Box sx={{ flexGrow: 1 }} />
      {/* Between 900 and 1200 px the pause label takes two lines and a long name is cut, so the bar keeps one row. */}
      {pause && <Box sx={{ maxWidth: { md: 240, lg: 'none' }, minWidth: 0 }}>{pause}</Box>}
      <Typography component="span" noWrap title={user.name} sx={{ fontWeight: 500, minWidth: 0, maxWidth: { md: 160, lg: 280 } }}>
        {user.name}
      </Typography>
      <Link component={RouterLink} to={signInAs(user.role)} onClick={onLogOut} underline="hover" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
        Log Out
      </Link>
    </>
  );
}

interface PhoneMenuProps {
  user: UserInfo;
  items: NavItem[];
  pathname: string;
  pause: ReactNode;
  onLogOut: (event: MouseEvent) => void;
}

// The drawer (MUI's modal parts) is fetched when the browser is idle, not before
// the first screen: a phone's first load carries no modal code (issue 18).
const PhoneMenuDrawer = lazy(() => import(/* webpackPrefetch: true */ './phone-menu-drawer'));

function PhoneMenu(props: PhoneMenuProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first tap on, so that closing slides the drawer out.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Box sx={{ flexGrow: 1 }} />
      <IconButton aria-label="Menu" aria-haspopup="dialog" aria-expanded={open} onClick={() => {
          setOpen(true);
          setOpened(true);
        }} sx={{ width: 48, height: 48 }}>
        <svg aria-hidden="true" focusable="false" width={24} height={24} viewBox="0 0 24 24">
          <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" fill="currentColor" />
        </svg>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <PhoneMenuDrawer {...props} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
