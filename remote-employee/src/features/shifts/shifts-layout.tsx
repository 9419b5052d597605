import type { ReactNode } from 'react';
import { Container, Stack, Typography } from '@mui/material';
import { employeeRoutes } from '@dutylink/contracts';
import { TabsWithCounts, type TabWithCount } from '@dutylink/design-system';

const SHIFT_TABS: TabWithCount[] = [
  { label: 'Upcoming', to: employeeRoutes.shifts },
  { label: 'Earnings', to: employeeRoutes.earnings },
];

/** 'My shifts' with its tabs, Upcoming and Earnings, above the tab's content. */
export function ShiftsLayout({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        My shifts
      </Typography>
      <Stack spacing={2}>
        <TabsWithCounts tabs={SHIFT_TABS} label="My shifts" />
        {children}
      </Stack>
    </Container>
  );
}
