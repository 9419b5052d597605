import type { MouseEvent, ReactNode } from 'react';
import { Box, Divider, List, ListItem, ListItemButton, ListItemText, Typography, Drawer } from '@mui/material';
import { Link as RouterLink } from '@dutylink/router';
import { signInAs, type UserInfo } from '@dutylink/contracts';
import { isCurrent, type NavItem } from './nav-items';

interface PhoneMenuDrawerProps {
  user: UserInfo;
  items: NavItem[];
  pathname: string;
  pause: ReactNode;
  onLogOut: (event: MouseEvent) => void;
  open: boolean;
  onClose: () => void;
}

/** The phone's menu: the user's name, the role's pages, the pause switch and 'Log Out', from the right. */
export default function PhoneMenuDrawer({ user, items, pathname, pause, onLogOut, open, onClose }: PhoneMenuDrawerProps) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 'min(320px, 85vw)' } } }}>
      <Box component="nav" aria-label="Main menu">
        <Typography sx={{ px: 2, pt: 2, pb: 1, fontWeight: 600, overflowWrap: 'anywhere' }}>{user.name}</Typography>
        <List>
          {items.map((item) => {
            const current = isCurrent(item, pathname);
            return (
              <ListItem key={item.to} disablePadding>
                <ListItemButton component={RouterLink} to={item.to} onClick={onClose} selected={current} aria-current={current ? 'page' : undefined}>
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
              to={signInAs(user.role)}
              onClick={(event: MouseEvent) => {
                onClose();
                onLogOut(event);
              }}
            >
              <ListItemText primary="Log Out" />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
    </Drawer>
  );
}
