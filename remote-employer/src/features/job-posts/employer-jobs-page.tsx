import { useId, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from '@dutylink/router';
import { employerApi, reads, usePaged } from '@dutylink/api-client';
import { employerRoutes, EmployerJobState, NO_POSTS_LEFT_HELP, postsRemainingText, type EmployerJobPost, type Job } from '@dutylink/contracts';
import { ConfirmDialog, EmptyState, LoadMore, SearchBox, SEARCH_MAX_LENGTH, TabsWithCounts } from '@dutylink/design-system';
import { JobPostCard } from './job-post-card';

export const CLOSE_JOB_TEXT = 'Are you sure to close the job? The Employee applicants will be immediately notified via SMS';
export const DELETE_JOB_TEXT = 'Are you sure you want to delete this job?';

type Pending = { kind: 'close' | 'delete'; job: Job } | undefined;

/** /employer/jobs/active and /employer/jobs/deactivated (spec section 2): the employer's job posts. */
export function EmployerJobsPage({ state }: { state: EmployerJobState }) {
  const [text, setText] = useState('');
  const { items, page, loading, loadMore } = usePaged(reads.employer.jobs(state, text));
  const [pending, setPending] = useState<Pending>();
  const [busy, setBusy] = useState(false);
  const noPostsId = useId();
  const noPostsLeft = page?.remaining === 0;

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    await (pending.kind === 'close' ? employerApi.changeState(pending.job.id, EmployerJobState.Closed) : employerApi.removeJob(pending.job.id));
    setBusy(false);
    setPending(undefined);
  };

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h1" component="h1">
            Job posts
          </Typography>
          {noPostsLeft ? (
            <Button variant="contained" disabled aria-describedby={noPostsId}>
              Add new job
            </Button>
          ) : (
            <Button variant="contained" component={RouterLink} to={employerRoutes.job(0)}>
              Add new job
            </Button>
          )}
        </Box>
        {page && page.remaining > 0 && <Typography>{postsRemainingText(page.remaining)}</Typography>}
        {noPostsLeft && <NoPostsLeft id={noPostsId} />}
        <TabsWithCounts
          label="Job posts"
          tabs={[
            { label: 'Active', to: employerRoutes.jobsActive, count: page?.enabled },
            { label: 'Closed', to: employerRoutes.jobsClosed, count: page?.disabled },
          ]}
        />
        <SearchBox placeholder="Search job posts" label="Search job posts" maxLength={SEARCH_MAX_LENGTH} onChange={setText} />
        {items.length > 0 && (
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Jobs">
            {items.map((job) => (
              <JobPostCardItem key={job.id} job={job} onPending={setPending} />
            ))}
          </Stack>
        )}
        {loading && items.length === 0 && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading jobs" />
          </Box>
        )}
        {!loading && items.length === 0 && page && <EmptyState title="No jobs" />}
        <LoadMore loaded={items.length} total={page?.total ?? 0} onClick={loadMore} loading={loading} />
      </Stack>
      <ConfirmDialog
        open={pending?.kind === 'close'}
        text={CLOSE_JOB_TEXT}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(undefined)}
        busy={busy}
      />
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        text={DELETE_JOB_TEXT}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(undefined)}
        busy={busy}
        destructive
      />
    </Container>
  );
}

/** At 0 the count shows too, with the way to more posts (docs/decisions/posts-remaining.md). */
function NoPostsLeft({ id }: { id: string }) {
  return (
    <Alert severity="info" id={id}>
      <Typography component="span" sx={{ fontWeight: 700 }}>
        {postsRemainingText(0)}
      </Typography>
      . {NO_POSTS_LEFT_HELP} See your plan on the{' '}
      <Link component={RouterLink} to={employerRoutes.subscription}>
        Subscription
      </Link>{' '}
      page.
    </Alert>
  );
}

function JobPostCardItem({ job, onPending }: { job: EmployerJobPost; onPending: (pending: Pending) => void }) {
  return <JobPostCard job={job} onClose={(j) => onPending({ kind: 'close', job: j })} onDelete={(j) => onPending({ kind: 'delete', job: j })} />;
}
