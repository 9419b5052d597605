import { Box, Tab, Tabs } from '@mui/material';
import { Link as RouterLink, Outlet, useLocation, useSearchParams } from '@dutylink/router';
import { activeAdminMenuPath, ADMIN_MENU, FROM_PARAM } from '@dutylink/contracts';

/**
 * The admin area frame (spec section 2): the menu Analytics, Employers, Employees, Jobs, Promo as link tabs,
 * the active one from the path or the `from` query (a profile opened from the jobs list keeps Jobs active).
 */
export function AdminLayout() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const active = activeAdminMenuPath(location.pathname, searchParams.get(FROM_PARAM));
  return (
    <Box sx={{ px: { xs: 2, md: 4 } }}>
      <Box component="nav" aria-label="Admin menu" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={active} variant="scrollable" scrollButtons="auto" aria-label="Admin menu">
          {ADMIN_MENU.map((item) => (
            <Tab
              key={item.path}
              label={item.label}
              value={item.path}
              component={RouterLink}
              to={item.path}
              aria-current={item.path === active ? 'page' : undefined}
            />
          ))}
        </Tabs>
      </Box>
      <Box>
        <Outlet />
      </Box>
    </Box>
  );
}
