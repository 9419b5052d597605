import { useCallback, useMemo, useState } from 'react';
import { Button, Stack } from '@mui/material';
import { adminApi } from '@dutylink/api-client';
import {
  accountStatusLabel,
  ADMIN_SEARCH_DEBOUNCE_MS,
  ADMIN_USERS_PAGE_SIZE,
  AdminEmployerSort,
  adminRoutes,
  adminTexts,
  formatPhone,
  SubscriptionState,
  type AdminEmployerItem,
  type AdminListResponse,
} from '@dutylink/contracts';
import { SearchBox, SEARCH_MAX_LENGTH } from '@dutylink/design-system';
import { AdminGrid, CellLink, ChevronLink, RowMenu, StatusTag, useAdminList, type AdminGridColumn, type AdminSort } from '../grid';
import { ListHeader } from './list-header';
import { useUserActions } from './user-actions';

/** The promo column: only while the subscription is Active and has a promo. */
export function shownPromo(subscription: { state: number; promo: string | null }): string {
  return subscription.state === SubscriptionState.Active && subscription.promo ? subscription.promo : '';
}

/** /admin/employers (spec section 2). */
export function EmployersPage() {
  const [text, setText] = useState('');
  const [sort, setSort] = useState<AdminSort>({ by: AdminEmployerSort.FullName, asc: true });
  const load = useCallback(
    (from: number) => adminApi.employers({ from, count: ADMIN_USERS_PAGE_SIZE, by: sort.by, asc: sort.asc }, { text }),
    [sort, text],
  );
  const list = useAdminList<AdminEmployerItem, AdminListResponse<AdminEmployerItem>>(load);
  const actions = useUserActions<AdminEmployerItem>('employer', list);
  const { menu } = actions;

  const columns = useMemo<AdminGridColumn<AdminEmployerItem>[]>(
    () => [
      { field: 'name', headerName: 'Full name', sortKey: AdminEmployerSort.FullName, minWidth: 160 },
      { field: 'company', headerName: 'Company name', sortKey: AdminEmployerSort.CompanyName, minWidth: 160 },
      {
        field: 'enabled',
        headerName: 'Account status',
        sortKey: AdminEmployerSort.State,
        renderCell: ({ row }) => <StatusTag label={accountStatusLabel(row.enabled)} on={row.enabled} />,
      },
      { field: 'email', headerName: 'Email', sortKey: AdminEmployerSort.Email, minWidth: 200 },
      { field: 'phone', headerName: 'Cell Phone', sortKey: AdminEmployerSort.Phone, minWidth: 160, valueFormatter: (value: string) => (value ? formatPhone(value) : '') },
      {
        field: 'jobs',
        headerName: 'Number of published jobs',
        sortKey: AdminEmployerSort.NumberOfJobs,
        minWidth: 120,
        renderCell: ({ row, tabIndex }) =>
          row.jobs > 0 ? (
            <CellLink to={adminRoutes.employerJobs(row.id, 'active', adminRoutes.employers)} tabIndex={tabIndex} label={`${row.jobs} jobs of ${row.name}`}>
              {row.jobs}
            </CellLink>
          ) : (
            0
          ),
      },
      {
        field: 'promo',
        headerName: 'Promotional code',
        sortKey: AdminEmployerSort.PromoCode,
        valueGetter: (_value, row) => shownPromo(row.subscription),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 110,
        renderCell: ({ row, tabIndex }) => (
          <>
            <RowMenu name={row.name} actions={menu(row)} tabIndex={tabIndex} />
            <ChevronLink to={adminRoutes.employer(row.id, adminRoutes.employers)} name={row.name} tabIndex={tabIndex} />
          </>
        ),
      },
    ],
    [menu],
  );

  return (
    <Stack spacing={3} sx={{ py: 3 }}>
      <ListHeader title="Employers">
        <Button variant="contained" onClick={actions.sendToAll}>
          {adminTexts.smsAllEmployers}
        </Button>
      </ListHeader>
      <SearchBox placeholder={adminTexts.employersSearch} maxLength={SEARCH_MAX_LENGTH} delayMs={ADMIN_SEARCH_DEBOUNCE_MS} onChange={setText} />
      <AdminGrid
        label="Employers"
        rows={list.items}
        columns={columns}
        sort={sort}
        onSortChange={setSort}
        loading={list.loading}
        loaded={list.loaded}
        total={list.total}
        onLoadMore={list.loadMore}
        emptyText={adminTexts.noEmployers}
      />
      {actions.dialogs}
    </Stack>
  );
}
