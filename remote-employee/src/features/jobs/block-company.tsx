import { useState } from 'react';
import { Button } from '@mui/material';
import { useNavigate } from '@dutylink/router';
import { rostersApi, toast } from '@dutylink/api-client';
import { BLOCK_COMPANY_BUTTON, blockCompanyQuestion, type Job } from '@dutylink/contracts';
import { ConfirmDialog, TAP_TARGET } from '@dutylink/design-system';

export const companyBlockedToast = (company: string) => `${company} is blocked. You can unblock it on your profile.`;

/**
 * Issue 36: the officer blocks the job's company, after a dialog saying what it does; its jobs then no longer
 * reach them, so the page goes back to the list `back` (a failed block says so in the API client's toast there).
 */
export function BlockCompany({ job, back }: { job: Job; back: string }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  // The list first: this page's job is about to be hidden, and reading it again after the block would answer 404.
  const block = async () => {
    setBusy(true);
    navigate(back);
    if (await rostersApi.blockCompany(job.employerId, true)) toast.success(companyBlockedToast(job.company));
  };
  return (
    <>
      <Button variant="text" color="error" sx={{ minHeight: TAP_TARGET }} onClick={() => setAsking(true)}>
        {BLOCK_COMPANY_BUTTON}
      </Button>
      <ConfirmDialog
        open={asking}
        title={`${BLOCK_COMPANY_BUTTON}?`}
        text={blockCompanyQuestion(job.company)}
        confirmLabel="Block"
        cancelLabel="Cancel"
        destructive
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void block()}
      />
    </>
  );
}
