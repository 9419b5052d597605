import type { ReactNode } from 'react';
import { Box, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { adminTexts } from '@dutylink/contracts';
import { EmptyState, LoadMore } from '@dutylink/design-system';

export interface JobListLayoutProps {
  title: string;
  tabs: ReactNode;
  /** Accessible name of the list (the tab's label). */
  listLabel: string;
  loading: boolean;
  loaded: number;
  /** Items of the tab in all: 'View more' shows while loaded < total. */
  total: number | undefined;
  onMore: () => void;
  children: ReactNode;
}

/** Heading, tabs, the job cards (or 'No jobs'), and 'View more'. */
export function JobListLayout({ title, tabs, listLabel, loading, loaded, total, onMore, children }: JobListLayoutProps) {
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {tabs}
        {loaded > 0 && (
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={listLabel}>
            {children}
          </Stack>
        )}
        {loading && loaded === 0 && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading jobs" />
          </Box>
        )}
        {!loading && loaded === 0 && total !== undefined && <EmptyState title={adminTexts.noJobs} />}
        <LoadMore loaded={loaded} total={total ?? 0} onClick={onMore} loading={loading} />
      </Stack>
    </Container>
  );
}
