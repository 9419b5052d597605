import { useState } from 'react';
import { Box, Container, LinearProgress, Stack, Typography } from '@mui/material';
import { reads, usePaged } from '@dutylink/api-client';
import { employeeJobsTabPath, JOB_SEARCH_DEBOUNCE_MS, Role, type EmployeeJobsType } from '@dutylink/contracts';
import { EmptyState, LoadMore, SearchBox, TabsWithCounts, type TabWithCount } from '@dutylink/design-system';
import { RequireSubscription } from '@dutylink/subscription';
import { useLocation } from '@dutylink/router';
import { JobCard } from './job-card';
import { JobListControls } from './job-list-controls';
import { useJobListQuery } from './use-job-list-query';

export const JOB_TAB_LABEL: Record<EmployeeJobsType, string> = {
  all: 'All jobs',
  hired: 'My hirings',
  applied: 'My applications',
};
export const JOB_SEARCH_PLACEHOLDER = 'Search job by text or description';
export const NO_JOBS = 'No jobs';

export interface EmployeeJobsPageProps {
  type: EmployeeJobsType;
}

/** /employee/jobs, /employee/jobs/hired and /employee/jobs/applied (subscribers only). */
export function EmployeeJobsPage({ type }: EmployeeJobsPageProps) {
  return (
    <RequireSubscription role={Role.Employee}>
      <EmployeeJobs type={type} />
    </RequireSubscription>
  );
}

function EmployeeJobs({ type }: EmployeeJobsPageProps) {
  const [text, setText] = useState('');
  // The sort and the filters are the All tab's (issue 21); the officer's own tabs list their few jobs newest first.
  const [query, setQuery] = useJobListQuery();
  const location = useLocation();
  const listPath = `${location.pathname}${location.search}`;
  const { items, page, loading, loadMore } = usePaged(type === 'all' ? reads.jobs.list(type, text, query) : reads.jobs.list(type, text));
  // A search of several words stops counting at 100: 'All jobs (100+)'.
  const all = page?.moreThanAll ? `${page.all}+` : page?.all;
  const counts: Record<EmployeeJobsType, number | string | undefined> = { all, hired: page?.hired, applied: page?.applied };
  const tabs: TabWithCount[] = (['all', 'hired', 'applied'] as const).map((tab) => ({
    label: JOB_TAB_LABEL[tab],
    to: employeeJobsTabPath(tab),
    count: counts[tab],
  }));
  const firstPageLoading = loading && items.length === 0;
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        My jobs
      </Typography>
      <Stack spacing={2}>
        <TabsWithCounts tabs={tabs} label="Job lists" />
        <SearchBox placeholder={JOB_SEARCH_PLACEHOLDER} onChange={setText} delayMs={JOB_SEARCH_DEBOUNCE_MS} />
        {type === 'all' && (
          <JobListControls query={query} onChange={setQuery} canSortByDistance={page && page.distanceFrom !== null} returnUrl={listPath} />
        )}
        <Box sx={{ minHeight: 4 }}>{loading && <LinearProgress aria-label="Loading jobs" />}</Box>
        {items.length > 0 ? (
          <Stack component="ul" spacing={1.5} aria-label={JOB_TAB_LABEL[type]} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {items.map((job) => (
              <JobCard key={job.id} job={job} listPath={listPath} />
            ))}
          </Stack>
        ) : (
          !firstPageLoading && <EmptyState title={NO_JOBS} />
        )}
        {page && <LoadMore loaded={items.length} total={page.total} more={type === 'all' && page.moreThanAll} onClick={loadMore} loading={loading} />}
      </Stack>
    </Container>
  );
}
