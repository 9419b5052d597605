import { useId, useState } from 'react';
import { Button, Card, CardContent, List, ListItem, Typography } from '@mui/material';
import { reads, rostersApi, useRead } from '@dutylink/api-client';
import { BLOCKED_COMPANIES_TITLE, UNBLOCK_BUTTON } from '@dutylink/contracts';
import { ReadStatus, TAP_TARGET } from '@dutylink/design-system';

export const NO_BLOCKED_COMPANIES = 'None. You can block a company from any of its job pages: its jobs, job alerts and shift offers then no longer reach you.';

/** Issue 36: the companies the officer blocked, each with Unblock. */
export function BlockedCompaniesCard() {
  const id = useId();
  const state = useRead(reads.rosters.blockedCompanies());
  const [busy, setBusy] = useState<number | null>(null);
  const unblock = async (employerId: number) => {
    setBusy(employerId);
    await rostersApi.blockCompany(employerId, false);
    setBusy(null);
  };
  return (
    <Card component="section" variant="outlined" aria-labelledby={`${id}-title`}>
      <CardContent>
        <Typography id={`${id}-title`} variant="h6" component="h2">
          {BLOCKED_COMPANIES_TITLE}
        </Typography>
        <ReadStatus state={state} label="blocked companies" />
        {state.status === 'ready' && state.data.companies.length === 0 && <Typography color="textSecondary">{NO_BLOCKED_COMPANIES}</Typography>}
        {state.status === 'ready' && state.data.companies.length > 0 && (
          <List aria-label={BLOCKED_COMPANIES_TITLE} disablePadding>
            {state.data.companies.map((company) => (
              <ListItem key={company.employerId} divider sx={{ px: 0, gap: 2, justifyContent: 'space-between', flexWrap: 'wrap' }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{company.company}</Typography>
                <Button
                  variant="outlined"
                  aria-label={`${UNBLOCK_BUTTON} ${company.company}`}
                  disabled={busy !== null}
                  sx={{ minHeight: TAP_TARGET }}
                  onClick={() => void unblock(company.employerId)}
                >
                  {UNBLOCK_BUTTON}
                </Button>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
