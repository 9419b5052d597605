import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export function PaymentSuccessDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`}>Payment successful</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ color: 'text.primary' }}>
          Thank you! Your payment was received and your subscription is on its way.
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
