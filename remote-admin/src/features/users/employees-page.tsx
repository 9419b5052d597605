import { useCallback, useMemo, useState } from 'react';
import { Button, Stack, Tooltip } from '@mui/material';
import { adminApi } from '@dutylink/api-client';
import {
  accountStatusLabel,
  ADMIN_SEARCH_DEBOUNCE_MS,
  ADMIN_USERS_PAGE_SIZE,
  AdminEmployeeSort,
  adminRoutes,
  adminTexts,
  formatPhone,
  WORK_STATUS_LABEL,
  WorkStatus,
  type AdminEmployeeItem,
  type AdminListResponse,
} from '@dutylink/contracts';
import { SearchBox, SEARCH_MAX_LENGTH } from '@dutylink/design-system';
import { AdminGrid, CellLink, ChevronLink, RowMenu, StatusTag, useAdminList, type AdminGridColumn, type AdminSort } from '../grid';
import { shownPromo } from './employers-page';
import { ListHeader } from './list-header';
import { useUserActions } from './user-actions';

/** The Employment type cell: the first name and '+N' for the others ('Guard +2'); '' when none. */
export function specializationsShort(names: string[]): string {
  if (names.length === 0) return '';
  return names.length === 1 ? names[0] : `${names[0]} +${names.length - 1}`;
}

/** /admin/employees (spec section 2). */
export function EmployeesPage() {
  const [text, setText] = useState('');
  const [sort, setSort] = useState<AdminSort>({ by: AdminEmployeeSort.FullName, asc: true });
  const load = useCallback(
    (from: number) => adminApi.employees({ from, count: ADMIN_USERS_PAGE_SIZE, by: sort.by, asc: sort.asc }, { text }),
    [sort, text],
  );
  const list = useAdminList<AdminEmployeeItem, AdminListResponse<AdminEmployeeItem>>(load);
  const actions = useUserActions<AdminEmployeeItem>('employee', list);
  const { menu } = actions;

  const columns = useMemo<AdminGridColumn<AdminEmployeeItem>[]>(
    () => [
      { field: 'name', headerName: 'Full name', sortKey: AdminEmployeeSort.FullName, minWidth: 160 },
      {
        field: 'enabled',
        headerName: 'Account status',
        sortKey: AdminEmployeeSort.State,
        renderCell: ({ row }) => <StatusTag label={accountStatusLabel(row.enabled)} on={row.enabled} />,
      },
      {
        field: 'status',
        headerName: 'Work Status',
        sortKey: AdminEmployeeSort.Status,
        renderCell: ({ row }) => <StatusTag label={WORK_STATUS_LABEL[row.status]} on={row.status === WorkStatus.Hired} />,
      },
      { field: 'email', headerName: 'Email', sortKey: AdminEmployeeSort.Email, minWidth: 200 },
      { field: 'phone', headerName: 'Cell Phone', sortKey: AdminEmployeeSort.Phone, minWidth: 160, valueFormatter: (value: string) => (value ? formatPhone(value) : '') },
      {
        field: 'specializations',
        headerName: 'Employment type',
        sortKey: AdminEmployeeSort.Specialization,
        minWidth: 150,
        renderCell: ({ row, tabIndex }) => {
          const names = row.specializations.map((s) => s.name);
          if (names.length === 0) return '';
          return (
            <Tooltip title={names.join(', ')}>
              <span tabIndex={tabIndex} aria-label={names.join(', ')}>
                {specializationsShort(names)}
              </span>
            </Tooltip>
          );
        },
      },
      {
        field: 'hired',
        headerName: 'Hired jobs',
        sortKey: AdminEmployeeSort.Hired,
        renderCell: ({ row, tabIndex }) =>
          row.hired > 0 ? (
            <CellLink to={adminRoutes.employeeJobs(row.id, 'hired', adminRoutes.employees)} tabIndex={tabIndex} label={`${row.hired} hired jobs of ${row.name}`}>
              {row.hired}
            </CellLink>
          ) : (
            0
          ),
      },
      {
        field: 'promo',
        headerName: 'Promotional code',
        sortKey: AdminEmployeeSort.PromoCode,
        valueGetter: (_value, row) => shownPromo(row.subscription),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 110,
        renderCell: ({ row, tabIndex }) => (
          <>
            <RowMenu name={row.name} actions={menu(row)} tabIndex={tabIndex} />
            <ChevronLink to={adminRoutes.employee(row.id, adminRoutes.employees)} name={row.name} tabIndex={tabIndex} />
          </>
        ),
      },
    ],
    [menu],
  );

  return (
    <Stack spacing={3} sx={{ py: 3 }}>
      <ListHeader title="Employees">
        <Button variant="contained" onClick={actions.sendToAll}>
          {adminTexts.smsAllEmployees}
        </Button>
      </ListHeader>
      <SearchBox placeholder={adminTexts.employeesSearch} maxLength={SEARCH_MAX_LENGTH} delayMs={ADMIN_SEARCH_DEBOUNCE_MS} onChange={setText} />
      <AdminGrid
        label="Employees"
        rows={list.items}
        columns={columns}
        sort={sort}
        onSortChange={setSort}
        loading={list.loading}
        loaded={list.loaded}
        total={list.total}
        onLoadMore={list.loadMore}
        emptyText={adminTexts.noEmployees}
      />
      {actions.dialogs}
    </Stack>
  );
}
