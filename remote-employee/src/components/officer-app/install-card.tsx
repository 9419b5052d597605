import { useEffect, useState } from 'react';
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { installOffer, useInstallWay, type InstallWay } from '@dutylink/officer-app';

export const INSTALL_TITLE = 'Add DutyLink to your home screen';
export const INSTALL_TEXT = 'Open your shifts in one tap, read them on a post without signal, and get notifications like an app.';
export const IOS_STEPS = 'In Safari, tap Share, then Add to Home Screen.';

/**
 * The install offer (issue 39): shown once, on My shifts, once the officer has a shift, never on a first visit. Chromium
 * offers its own dialog; on iPhone and iPad the steps of Add to Home Screen are shown instead.
 */
export function InstallCard() {
  const found = useInstallWay();
  // Kept while this page shows it: seen once, it is not offered on a later visit.
  const [way, setWay] = useState<InstallWay | null>(null);
  useEffect(() => {
    if (!found || way) return;
    installOffer.made();
    setWay(found);
  }, [found, way]);
  if (!way) return null;
  const close = () => {
    installOffer.dismiss();
    setWay(null);
  };
  return (
    <Card variant="outlined" component="section" aria-label={INSTALL_TITLE}>
      <CardContent>
        <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
          {INSTALL_TITLE}
        </Typography>
        <Typography>{INSTALL_TEXT}</Typography>
        {way === 'ios' && <Typography sx={{ mt: 1, fontWeight: 600 }}>{IOS_STEPS}</Typography>}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {way === 'prompt' && (
          <Button variant="contained" onClick={() => void installOffer.install().then(() => setWay(null))}>
            Install
          </Button>
        )}
        <Button variant={way === 'prompt' ? 'text' : 'outlined'} onClick={close}>
          {way === 'prompt' ? 'Not now' : 'Got it'}
        </Button>
      </CardActions>
    </Card>
  );
}
