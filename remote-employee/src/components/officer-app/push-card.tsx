import { useEffect, useState } from 'react';
import { Alert, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { pushOnThisPhone, turnOffPush, turnOnPush, type PushOnThisPhone } from './push-on-this-phone';

export const PUSH_TITLE = 'Notifications on this phone';
/** Why, said before the browser asks (issue 39). */
export const PUSH_WHY =
  'Get shift offers, reminders and changes here as notifications: they arrive even when DutyLink is closed. If one does not reach this phone in time, we text you as before.';
export const PUSH_ON = 'Notifications are on for this phone. Choose what comes how under How we reach you in your notification settings.';
export const PUSH_BLOCKED = 'Notifications are blocked for DutyLink in this browser. Allow them in the site settings to get them here; until then we text you.';
export const PUSH_INSTALL_FIRST = 'On iPhone, notifications come to DutyLink on your Home Screen: in Safari tap Share, then Add to Home Screen, and open DutyLink from there.';
export const PUSH_FAILED = 'This phone could not turn on notifications. Check your signal and try again; until then, we’ll text you.';

const TEXT: Record<Exclude<PushOnThisPhone, 'unsupported'>, string> = { on: PUSH_ON, off: PUSH_WHY, blocked: PUSH_BLOCKED, 'install-first': PUSH_INSTALL_FIRST };

/**
 * Push notifications on this device (issue 39): says why, then asks the browser on a tap. `whenOff`: shown only until
 * they are on (My shifts); else with a way to turn them off (the notification settings). Nothing where the browser has no push.
 */
export function PushCard({ whenOff = false }: { whenOff?: boolean }) {
  const [state, setState] = useState<PushOnThisPhone | null>(null);
  const [wasOn, setWasOn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void pushOnThisPhone().then((found) => {
      setState(found);
      setWasOn(found === 'on');
    });
  }, []);
  if (!state || state === 'unsupported' || (whenOff && wasOn)) return null;

  const change = async (to: () => Promise<PushOnThisPhone>) => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await to());
    } catch (error) {
      console.warn('Push notifications could not be turned on', error);
      setFailed(true);
    }
    setBusy(false);
  };
  return (
    <Card variant="outlined" component="section" aria-label={PUSH_TITLE}>
      <CardContent>
        <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
          {PUSH_TITLE}
        </Typography>
        <Typography role="status">{TEXT[state]}</Typography>
        {failed && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {PUSH_FAILED}
          </Alert>
        )}
      </CardContent>
      {(state === 'off' || state === 'on') && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          {state === 'off' ? (
            <Button variant="contained" loading={busy} onClick={() => void change(turnOnPush)}>
              Turn on notifications
            </Button>
          ) : (
            <Button variant="outlined" loading={busy} onClick={() => void change(turnOffPush)}>
              Turn off on this phone
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}
