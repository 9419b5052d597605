import { useId } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { reads, useRead } from '@dutylink/api-client';
import { formatOfficerRecord, MY_RECORD_HINT, MY_RECORD_LABEL } from '@dutylink/contracts';
import { ReadStatus } from '@dutylink/design-system';

/**
 * Issue 36: the officer's own record, counted and worded as employers see it beside each of their applications
 * (formatOfficerRecord), with what each figure counts, so a late withdrawal or a no-show is no surprise.
 */
export function MyRecordCard() {
  const id = useId();
  const state = useRead(reads.reliability.myRecord());
  return (
    <Card component="section" variant="outlined" aria-labelledby={`${id}-title`}>
      <CardContent>
        <Typography id={`${id}-title`} variant="h6" component="h2">
          {MY_RECORD_LABEL}
        </Typography>
        <ReadStatus state={state} label="record" />
        {state.status === 'ready' && <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{formatOfficerRecord(state.data)}</Typography>}
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {MY_RECORD_HINT}
        </Typography>
      </CardContent>
    </Card>
  );
}
