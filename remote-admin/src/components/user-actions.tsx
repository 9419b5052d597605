import { useCallback, useState, type ReactElement } from 'react';
import { adminApi, toast } from '@dutylink/api-client';
import { adminTexts, Role } from '@dutylink/contracts';
import { ConfirmDialog } from '@dutylink/design-system';
import type { RowMenuAction } from './grid';
import { SendSmsDialog } from './sms';

type Who = 'employer' | 'employee';
interface UserRow {
  id: number;
  name: string;
  enabled: boolean;
}
type Pending<T> = { kind: 'block' | 'delete' | 'sms'; user: T } | { kind: 'bulk' } | undefined;

export interface UserActions<T extends UserRow> {
  /** The row menu: Send SMS, Delete, Block or Unblock. */
  menu: (user: T) => RowMenuAction[];
  /** Opens the bulk 'Send SMS to All …' dialog. */
  sendToAll: () => void;
  /** The confirmations and the SMS dialog. */
  dialogs: ReactElement;
}

/**
 * The employer / employee list actions. Block, unblock and delete ask first (section 8 texts), then toast;
 * the lists and the profile show the change (the api-client reads them again). `onDeleted`: leave the user's page.
 */
export function useUserActions<T extends UserRow>(who: Who, onDeleted?: () => void): UserActions<T> {
  const [pending, setPending] = useState<Pending<T>>();
  const [busy, setBusy] = useState(false);
  const role = who === 'employer' ? Role.Employer : Role.Employee;
  const whoLabel = who === 'employer' ? 'Employer' : 'Employee';

  const confirm = async () => {
    if (!pending || pending.kind === 'sms' || pending.kind === 'bulk') return;
    const { user } = pending;
    setBusy(true);
    if (pending.kind === 'block') {
      const enabled = !user.enabled;
      if (await adminApi.changeUserState(user.id, enabled ? 1 : 0)) toast.success(`${whoLabel} ${enabled ? 'unblocked' : 'blocked'}`);
    } else if (await adminApi.deleteUser(user.id)) {
      onDeleted?.();
      toast.success(`${whoLabel} deleted`);
    }
    setBusy(false);
    setPending(undefined);
  };

  const menu = useCallback(
    (user: T): RowMenuAction[] => [
      { label: 'Send SMS', onClick: () => setPending({ kind: 'sms', user }) },
      { label: 'Delete', onClick: () => setPending({ kind: 'delete', user }) },
      { label: user.enabled ? 'Block' : 'Unblock', onClick: () => setPending({ kind: 'block', user }) },
    ],
    [],
  );

  const close = () => setPending(undefined);
  // The title names the person, so an admin working down a list knows whom the spec's question is about.
  const named = pending && 'user' in pending ? pending.user : undefined;
  const dialogs = (
    <>
      <ConfirmDialog
        open={pending?.kind === 'block'}
        title={named && `${named.enabled ? 'Block' : 'Unblock'} ${named.name}?`}
        text={adminTexts.blockConfirm(who)}
        onConfirm={() => void confirm()}
        onCancel={close}
        busy={busy}
      />
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        title={named && `Delete ${named.name}?`}
        text={adminTexts.deleteUserConfirm(who)}
        onConfirm={() => void confirm()}
        onCancel={close}
        busy={busy}
        destructive
      />
      <SendSmsDialog
        open={pending?.kind === 'sms' || pending?.kind === 'bulk'}
        onClose={close}
        role={role}
        recipient={pending?.kind === 'sms' ? { id: pending.user.id, name: pending.user.name } : undefined}
        title={pending?.kind === 'bulk' ? (who === 'employer' ? adminTexts.smsAllEmployers : adminTexts.smsAllEmployees) : undefined}
      />
    </>
  );

  return { menu, sendToAll: () => setPending({ kind: 'bulk' }), dialogs };
}
