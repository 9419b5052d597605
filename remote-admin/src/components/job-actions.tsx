import { useCallback, useState, type ReactElement } from 'react';
import { adminApi, toast } from '@dutylink/api-client';
import { adminTexts } from '@dutylink/contracts';
import { ConfirmDialog } from '@dutylink/design-system';
import type { RowMenuAction } from './grid';

interface ActionJob {
  id: number;
  enabled: boolean;
}

export interface JobActions<T extends ActionJob> {
  /** Delete, and Close while the job is active (spec section 2). */
  actions: (job: T) => RowMenuAction[];
  /** The two confirmations. */
  dialogs: ReactElement;
}

/**
 * An admin's Close and Delete of a job, wherever the job is shown (the Jobs grid, the job view): each asks
 * with the spec's text, runs the employer's own close or delete on the server (applicants texted), then toasts;
 * what shows the job reads it again (the api-client). `onDeleted`: leave the job's page.
 */
export function useJobActions<T extends ActionJob>(onDeleted?: () => void): JobActions<T> {
  const [pending, setPending] = useState<{ kind: 'close' | 'delete'; job: T }>();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    if (pending.kind === 'close') {
      if (await adminApi.closeJob(pending.job.id)) toast.success('Job closed');
    } else if (await adminApi.deleteJob(pending.job.id)) {
      onDeleted?.();
      toast.success('Job deleted');
    }
    setBusy(false);
    setPending(undefined);
  };

  const actions = useCallback(
    (job: T): RowMenuAction[] => [
      { label: 'Delete', onClick: () => setPending({ kind: 'delete', job }) },
      ...(job.enabled ? [{ label: 'Close', onClick: () => setPending({ kind: 'close', job }) }] : []),
    ],
    [],
  );

  const dialogs = (
    <>
      <ConfirmDialog
        open={pending?.kind === 'close'}
        text={adminTexts.closeJobConfirm}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(undefined)}
        busy={busy}
      />
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        text={adminTexts.deleteJobConfirm}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(undefined)}
        busy={busy}
        destructive
      />
    </>
  );
  return { actions, dialogs };
}
