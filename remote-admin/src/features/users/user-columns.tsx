import { accountStatusLabel, adminRoutes, formatPhone, SubscriptionState } from '@dutylink/contracts';
import { Stack } from '@mui/material';
import { ChevronLink, ROW_ACTIONS_FIELD, RowMenu, SmsOptedOutTag, StatusTag, type AdminGridColumn, type RowMenuAction } from '../../components/grid';

/** The promo column: only while the subscription is Active and has a promo. */
export function shownPromo(subscription: { state: number; promo: string | null }): string {
  return subscription.state === SubscriptionState.Active && subscription.promo ? subscription.promo : '';
}

interface UserRow {
  id: number;
  name: string;
  enabled: boolean;
  email: string;
  phone: string;
  subscription: { state: number; promo: string | null };
  smsOptedOut: boolean;
}

/** Sort keys of the columns both user lists have. */
interface SharedSortKeys {
  FullName: number;
  State: number;
  Email: number;
  Phone: number;
  PromoCode: number;
}

/**
 * The columns the employers and employees lists share (Full name, Account status, Email, Cell Phone,
 * Promotional code, and the row menu with the chevron to the profile); each page places them among its own.
 */
export function sharedUserColumns<R extends UserRow>(who: 'employer' | 'employee', keys: SharedSortKeys, menu: (row: R) => RowMenuAction[]) {
  const listPath = who === 'employer' ? adminRoutes.employers : adminRoutes.employees;
  const profilePath = (id: number) => (who === 'employer' ? adminRoutes.employer(id, listPath) : adminRoutes.employee(id, listPath));
  return {
    name: { field: 'name', headerName: 'Full name', sortKey: keys.FullName, minWidth: 160 },
    status: {
      field: 'enabled',
      headerName: 'Account status',
      sortKey: keys.State,
      // Issue 17: a phone that replied STOP shows under the status, so a message's silence is no surprise.
      renderCell: ({ row }) => (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center', height: '100%' }}>
          <StatusTag label={accountStatusLabel(row.enabled)} on={row.enabled} />
          {row.smsOptedOut && <SmsOptedOutTag />}
        </Stack>
      ),
    },
    email: { field: 'email', headerName: 'Email', sortKey: keys.Email, minWidth: 200 },
    phone: { field: 'phone', headerName: 'Cell Phone', sortKey: keys.Phone, minWidth: 160, valueFormatter: (value: string) => (value ? formatPhone(value) : '') },
    promo: { field: 'promo', headerName: 'Promotional code', sortKey: keys.PromoCode, valueGetter: (_value, row) => shownPromo(row.subscription) },
    actions: {
      field: ROW_ACTIONS_FIELD,
      headerName: 'Actions',
      width: 110,
      renderCell: ({ row, tabIndex }) => (
        <>
          <RowMenu name={row.name} actions={menu(row)} tabIndex={tabIndex} />
          <ChevronLink to={profilePath(row.id)} name={row.name} tabIndex={tabIndex} />
        </>
      ),
    },
  } satisfies Record<string, AdminGridColumn<R>>;
}
