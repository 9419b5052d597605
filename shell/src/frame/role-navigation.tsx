import { useState, type ReactNode } from 'react';
import { Box, Button, Divider, Drawer, IconButton, Link, List, ListItem, ListItemButton, ListItemText, Typography, useMediaQuery, useTheme } from '@dutylink/mui';
import { Link as RouterLink, useLocation } from '@dutylink/router';
import { employeeRoutes, employerRoutes, paths, Role, type UserInfo } from '@dutylink/contracts';
import { canPauseNotifications, PauseNotificationsToggle } from './pause-notifications-toggle';

export interface NavItem {
  label: string;
  to: string;
  /** The item is the current page for every path under this one (all tabs of the job lists). */
  section: string;
}

/**
 * The pages of an employee's or employer's area that a person looks for: their jobs (subscribers only,
 * spec section 6), their profile (with 'Delete my account') and their subscription. Admins have their own menu.
 */
export function roleNavItems(user: Pick<UserInfo, 'role' | 'hasSubscription'>): NavItem[] {
  if (user.role === Role.Employee) {
    return [
      ...(user.hasSubscription ? [{ label: 'My jobs', to: employeeRoutes.jobs, section: employeeRoutes.jobs }] : []),
      { label: 'Profile', to: employeeRoutes.profile, section: employeeRoutes.profile },
      { label: 'Subscription', to: employeeRoutes.subscription, section: employeeRoutes.subscription },
    ];
  }
  if (user.role === Role.Employer) {
    return [
      ...(user.hasSubscription ? [{ label: 'Job posts', to: employerRoutes.jobs, section: `${employerRoutes.home}/jobs` }] : []),
      { label: 'Profile', to: employerRoutes.profile, section: employerRoutes.profile },
      { label: 'Subscription', to: employerRoutes.subscription, section: employerRoutes.subscription },
    ];
  }
  return [];
}

function isCurrent(item: NavItem, pathname: string): boolean {
  return pathname === item.section || pathname.startsWith(`${item.section}/`);
}

export interface RoleNavigationProps {
  user: UserInfo;
  onLogOut: () => void;
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
      <Link component={RouterLink} to={paths.signIn} onClick={onLogOut} underline="hover" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
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
  onLogOut: () => void;
}

function PhoneMenu({ user, items, pathname, pause, onLogOut }: PhoneMenuProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Box sx={{ flexGrow: 1 }} />
      <IconButton aria-label="Menu" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)} sx={{ width: 48, height: 48 }}>
        <svg aria-hidden="true" focusable="false" width={24} height={24} viewBox="0 0 24 24">
          <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" fill="currentColor" />
        </svg>
      </IconButton>
      <Drawer anchor="right" open={open} onClose={close} slotProps={{ paper: { sx: { width: 'min(320px, 85vw)' } } }}>
        <Box component="nav" aria-label="Main menu">
          <Typography sx={{ px: 2, pt: 2, pb: 1, fontWeight: 600, overflowWrap: 'anywhere' }}>{user.name}</Typography>
          <List>
            {items.map((item) => {
              const current = isCurrent(item, pathname);
              return (
                <ListItem key={item.to} disablePadding>
                  <ListItemButton component={RouterLink} to={item.to} onClick={close} selected={current} aria-current={current ? 'page' : undefined}>
                    <ListItemText primary={item.label} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
          {pause && (
            <>
              <Divider />
              <Box sx={{ px: 2, py: 1 }}>{pause}</Box>
            </>
          )}
          <Divider />
          <List>
            <ListItem disablePadding>
              <ListItemButton
                component={RouterLink}
                to={paths.signIn}
                onClick={() => {
                  close();
                  onLogOut();
                }}
              >
                <ListItemText primary="Log Out" />
              </ListItemButton>
            </ListItem>
          </List>
        </Box>
      </Drawer>
    </>
  );
}
