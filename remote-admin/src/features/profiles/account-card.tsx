import { Button, Stack } from '@mui/material';
import { useNavigate } from '@dutylink/router';
import { accountStatusLabel, adminRoutes, formatShortDate, safeReturnUrl, type AdminAccountView } from '@dutylink/contracts';
import { Fields, ProfileCard } from '@dutylink/design-system';
import { SmsOptedOutTag, StatusTag } from '../../components/grid';
import { useUserActions } from '../../components/user-actions';

export interface AccountCardProps {
  who: 'employer' | 'employee';
  user: { id: number; name: string };
  /** Undefined while loading. */
  account: AdminAccountView | undefined;
  /** Where the profile was opened from; Delete goes back there (else to the role's list). */
  from: string | null;
}

/**
 * The account of an admin profile: Active or Blocked, the sign-up date, and the list's actions on this one
 * user (Send SMS, Delete, Block / Unblock) with the same confirmations as the grid's row menu.
 */
export function AccountCard({ who, user, account, from }: AccountCardProps) {
  const navigate = useNavigate();
  const listPath = who === 'employer' ? adminRoutes.employers : adminRoutes.employees;
  const actions = useUserActions<{ id: number; name: string; enabled: boolean }>(who, () => navigate(safeReturnUrl(from) ?? listPath));
  return (
    <ProfileCard title="Account" filled={!!account}>
      {account && (
        <Stack spacing={2}>
          <Fields
            rows={[
              ['Account status', <StatusTag key="status" label={accountStatusLabel(account.enabled)} on={account.enabled} />],
              ['Signed up', formatShortDate(account.created)],
              ['Text messages', account.smsOptedOut ? <SmsOptedOutTag key="sms" /> : 'On'],
            ]}
          />
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {actions.menu({ ...user, enabled: account.enabled }).map((action) => (
              <Button key={action.label} variant="outlined" color={action.label === 'Delete' ? 'error' : 'primary'} onClick={action.onClick}>
                {action.label}
              </Button>
            ))}
          </Stack>
          {actions.dialogs}
        </Stack>
      )}
    </ProfileCard>
  );
}
