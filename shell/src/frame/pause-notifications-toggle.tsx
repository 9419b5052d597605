import { lazy, Suspense, useState } from 'react';
import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { employeeProfileApi } from '@dutylink/api-client';
import { dayIn, formatDay, PAUSE_DAYS_DEFAULT, Role, type UserInfo } from '@dutylink/contracts';

const PauseDialog = lazy(() => import('./pause-dialog'));

/**
 * Paused while pausedNotificationsUntil ('yyyy-MM-dd', the last paused day) is today or later, by the
 * browser's calendar day: the server counted the days in this same zone (the time-zone cookie).
 */
export function isNotificationPauseOn(user: Pick<UserInfo, 'pausedNotificationsUntil'>, now: Date = new Date()): boolean {
  const until = user.pausedNotificationsUntil?.slice(0, 10);
  return !!until && until >= dayIn(now);
}

/** The caption under the switch while paused: the last paused day, as 'd MMM yyyy' (spec section 9). */
export function pauseEndText(until: string): string {
  return `Paused through ${formatDay(until)}`;
}

/** The pause toggle is offered to subscribed employees only. */
export function canPauseNotifications(user: UserInfo | null | undefined): user is UserInfo {
  return !!user && user.role === Role.Employee && user.hasSubscription;
}

/**
 * Spec section 4, Notification pause: switching on opens the days dialog (the switch stays off until
 * Pause is confirmed and answered; Cancel leaves it off); switching off sends 0. The answered user (pausedNotificationsUntil,
 * pausedNotificationsDays) is stored in the session by employeeProfileApi, which re-renders this.
 */
export function PauseNotificationsToggle({ user }: { user: UserInfo }) {
  const paused = isNotificationPauseOn(user);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const days = paused && user.pausedNotificationsDays > 0 ? user.pausedNotificationsDays : PAUSE_DAYS_DEFAULT;

  const send = async (value: number) => {
    setBusy(true);
    const answer = await employeeProfileApi.pauseNotifications(value);
    setBusy(false);
    return !!answer;
  };

  const onToggle = (checked: boolean) => {
    if (checked) setDialogOpen(true);
    else void send(0);
  };

  return (
    <>
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <FormControlLabel
          label={`Pause new job notifications for ${days} days`}
          disabled={busy}
          control={
            <Switch
              // On only once a pause is stored: the open dialog is a question, not yet a pause (issue 17).
              checked={paused}
              onChange={(event) => onToggle(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': paused ? 'pause-notifications-end' : undefined } }}
            />
          }
          sx={{ mr: 0 }}
        />
        {paused && (
          <Typography id="pause-notifications-end" variant="caption" color="textSecondary" sx={{ pl: 6, mt: -0.75 }}>
            {pauseEndText(user.pausedNotificationsUntil!)}
          </Typography>
        )}
      </Box>
      {dialogOpen && (
        <Suspense fallback={null}>
          <PauseDialog
            busy={busy}
            onCancel={() => setDialogOpen(false)}
            onPause={async (value) => {
              if (await send(value)) setDialogOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
