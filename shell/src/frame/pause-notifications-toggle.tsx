import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { format, parseISO } from 'date-fns';
import { useFormik } from 'formik';
import { employeeProfileApi, useSession } from '@dutylink/api-client';
import { PAUSE_DAYS_DEFAULT, PAUSE_DAYS_MAX, pauseDialogSchema, Role, type UserInfo } from '@dutylink/contracts';

export const PAUSE_DIALOG_TITLE = 'Pause new job notifications';

/**
 * Paused while pausedNotificationsUntil ('yyyy-MM-dd', the last paused day) is today or later, by the
 * browser's calendar day: the server counted the days in this same zone (the time-zone cookie).
 */
export function isNotificationPauseOn(user: Pick<UserInfo, 'pausedNotificationsUntil'>, now: Date = new Date()): boolean {
  const until = user.pausedNotificationsUntil?.slice(0, 10);
  return !!until && until >= format(now, 'yyyy-MM-dd');
}

/** The caption under the switch while paused: the last paused day, as 'd MMM yyyy' (spec section 9). */
export function pauseEndText(until: string): string {
  return `Paused through ${format(parseISO(until), 'd MMM yyyy')}`;
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
    // The api client already stores the user; setting it again keeps this independent of that detail.
    if (answer) useSession.getState().setUser(answer);
    setBusy(false);
    return !!answer;
  };

  const form = useFormik({
    initialValues: { days: String(PAUSE_DAYS_DEFAULT) },
    validationSchema: pauseDialogSchema,
    validateOnBlur: false,
    onSubmit: async (values) => {
      if (await send(Number(values.days))) setDialogOpen(false);
    },
  });

  const onToggle = (checked: boolean) => {
    if (checked) {
      form.resetForm();
      setDialogOpen(true);
    } else {
      void send(0);
    }
  };

  const cancel = () => {
    if (!busy) setDialogOpen(false);
  };

  const daysError = form.submitCount > 0 || form.touched.days ? form.errors.days : undefined;

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
          <Typography id="pause-notifications-end" variant="caption" color="text.secondary" sx={{ pl: 6, mt: -0.75 }}>
            {pauseEndText(user.pausedNotificationsUntil!)}
          </Typography>
        )}
      </Box>
      <Dialog open={dialogOpen} onClose={cancel} aria-labelledby="pause-notifications-title" maxWidth="xs" fullWidth>
        <form noValidate onSubmit={form.handleSubmit}>
          <DialogTitle id="pause-notifications-title">{PAUSE_DIALOG_TITLE}</DialogTitle>
          <DialogContent>
            <TextField
              label="Days"
              name="days"
              type="number"
              value={form.values.days}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              error={!!daysError}
              helperText={daysError}
              slotProps={{ htmlInput: { min: 1, max: PAUSE_DAYS_MAX, step: 1 } }}
              autoFocus
              fullWidth
              margin="dense"
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={cancel} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              Pause
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
