import { useEffect, useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { reads, useRead } from '@dutylink/api-client';
import { PERIOD_LABEL, type LastPurchase } from '@dutylink/contracts';
import { formatDate, formatPrice } from './format';

/** What the dialog says for each outcome the server recorded; null: say nothing (stale or shared URL). */
export function purchaseMessage(purchase: LastPurchase): { title: string; text: string } | null {
  const plan = purchase.period === null ? 'Your' : `Your ${PERIOD_LABEL[purchase.period]}`;
  const amount = purchase.amount === null ? '' : formatPrice(purchase.amount);
  const starts = purchase.starts ? formatDate(purchase.starts) : null;
  switch (purchase.outcome) {
    case 'paid':
      return { title: 'Payment successful', text: `Thank you! We received your payment of ${amount}. ${plan} plan is active now.` };
    case 'free': {
      const code = purchase.promo ? ` with the promo code ${purchase.promo}` : '';
      return { title: 'Subscription started', text: `${plan} plan is active now, free${code}. Nothing was charged.` };
    }
    case 'queued': {
      const when = starts ? `on ${starts}, when your current subscription ends` : 'when your current subscription ends';
      return { title: 'Plan bought', text: `${plan} plan starts ${when}. It is charged then (${amount}); nothing was charged now.` };
    }
    case 'pending':
      return {
        title: 'Payment not confirmed yet',
        text: 'The payment provider has not confirmed your payment yet. Your subscription starts as soon as it does: reload this page in a minute.',
      };
    case 'none':
      return null;
  }
}

/**
 * Back from the payment provider (spec: 'success shows a success dialog'): says what the server
 * recorded for the latest purchase, and nothing for a stale or shared success URL.
 */
export function PaymentSuccessDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const purchase = useRead(reads.subscription.lastPurchase());
  const message = purchase.status === 'ready' ? purchaseMessage(purchase.data) : null;
  const nothingToSay = purchase.status === 'failed' || (purchase.status === 'ready' && !message);
  useEffect(() => {
    if (nothingToSay) onClose();
  }, [nothingToSay, onClose]);
  if (!message) return null;
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`}>{message.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ color: 'text.primary' }}>
          {message.text}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
