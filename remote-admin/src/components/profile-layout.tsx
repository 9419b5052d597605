import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from '@dutylink/router';
import { FROM_PARAM } from '@dutylink/contracts';
import type { Loaded } from '@dutylink/api-client';

/** The `from` query of the current URL (kept on every link out of a profile, so the menu item stays active). */
export function useFromParam(): string | null {
  return useSearchParams()[0].get(FROM_PARAM);
}

export interface ProfileLayoutProps<T> {
  title: string;
  state: Loaded<T>;
  /** Names the loading indicator, e.g. 'employer profile'. */
  what: string;
  /** Links beside the heading; the first is the page's main one. */
  actions: { label: string; to: string }[];
  children: (data: T) => ReactNode;
}

/** An admin profile page: heading, the action links, then the cards once loaded. */
export function ProfileLayout<T>({ title, state, what, actions, children }: ProfileLayoutProps<T>) {
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Stack spacing={3}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {actions.map((action, index) => (
              <Button key={action.to} variant={index === 0 ? 'contained' : 'outlined'} component={RouterLink} to={action.to}>
                {action.label}
              </Button>
            ))}
          </Stack>
        </Stack>
        {state.status === 'loading' && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={`Loading ${what}`} />
          </Box>
        )}
        {state.status === 'failed' && <Alert severity="error">{`The ${what} could not be loaded.`}</Alert>}
        {state.status === 'ready' && children(state.data)}
      </Stack>
    </Container>
  );
}
