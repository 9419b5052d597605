import { Box } from '@mui/material';
import { Outlet, useLocation, useSearchParams } from '@dutylink/router';
import { reads, useRead } from '@dutylink/api-client';
import { activeAdminMenuPath, ADMIN_MENU, adminRoutes, FROM_PARAM } from '@dutylink/contracts';
import { TabsWithCounts } from '@dutylink/design-system';

/**
 * The admin area frame (spec section 2): the menu Analytics, Employers, Employees, Jobs, Promo, Reports (with the open ones' count) as link tabs
 * (wrapping on a phone, so Promo stays in sight), the active one from the path or the `from` query (a profile
 * opened from the jobs list keeps Jobs active).
 */
export function AdminLayout() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const active = activeAdminMenuPath(location.pathname, searchParams.get(FROM_PARAM));
  // Issue 21: the open reports waiting for an admin, beside Reports.
  const counts = useRead(reads.admin.reportCounts());
  const openReports = counts.status === 'ready' ? counts.data.open : undefined;
  return (
    <Box sx={{ px: { xs: 2, md: 4 } }}>
      <Box component="nav" aria-label="Admin menu" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <TabsWithCounts
          tabs={ADMIN_MENU.map((item) => ({ label: item.label, to: item.path, count: item.path === adminRoutes.reports ? openReports : undefined }))}
          selected={active}
          label="Admin menu"
        />
      </Box>
      <Box>
        <Outlet />
      </Box>
    </Box>
  );
}
