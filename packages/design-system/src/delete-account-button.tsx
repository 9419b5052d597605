import { useState } from 'react';
import { Button } from '@mui/material';
import { useNavigate } from '@dutylink/router';
import { authApi } from '@dutylink/api-client';
import { ACCOUNT_DELETED_STATE, paths } from '@dutylink/contracts';
import { ConfirmDialog } from './confirm-dialog';

/** 'Delete my account' with a confirmation; the server anonymises the account and ends its sessions, and the landing page says so. */
export function DeleteAccountButton() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  const confirm = async () => {
    setBusy(true);
    const deleted = await authApi.deleteAccount();
    setBusy(false);
    setOpen(false);
    // The landing page says the account is gone: the user is signed out there, with no other trace of it.
    if (deleted) navigate(paths.home, { replace: true, state: ACCOUNT_DELETED_STATE });
  };

  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete my account"
        text="Are you sure? Your profile and personal data will be removed and an active subscription will be cancelled."
        confirmLabel="Delete"
        cancelLabel="Cancel"
        destructive
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={confirm}
      />
    </>
  );
}
