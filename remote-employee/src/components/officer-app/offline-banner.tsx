import { Alert } from '@mui/material';
import { formatShiftClock } from '@dutylink/contracts';
import { viewerTimeZone } from '../../lib/viewer-time-zone';
import { useQueuedChecks } from './queued-checks';

export const QUEUED_CHECK_IN = 'Offline: your check-in will be sent when you are back online';
export const QUEUED_CHECK_OUT = 'Offline: your check-out will be sent when you are back online';
/** 'Offline: these are your shifts as loaded at 6:21 AM EST. …' (the phone's zone) */
export const offlineText = (since: string) =>
  `Offline: these are your shifts as loaded at ${formatShiftClock(since, viewerTimeZone())}. A check-in made now is sent when you are back online.`;

/**
 * On My shifts, what happens without a network (issue 39): a check kept on this phone is sent when it is back online;
 * the shifts shown are those the officer's app kept (`offlineSince`, when they were loaded).
 */
export function OfflineBanner({ offlineSince }: { offlineSince?: string }) {
  const last = useQueuedChecks().at(-1);
  if (!last && !offlineSince) return null;
  return (
    <Alert severity="warning" role="status">
      {last ? (last.way === 'checkIn' ? QUEUED_CHECK_IN : QUEUED_CHECK_OUT) : offlineText(offlineSince!)}
    </Alert>
  );
}
