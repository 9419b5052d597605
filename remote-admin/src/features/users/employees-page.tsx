import { useMemo, useState } from 'react';
import { Button, Tooltip } from '@mui/material';
import { reads, usePaged } from '@dutylink/api-client';
import {
  AdminEmployeeSort,
  adminRoutes,
  adminTexts,
  WORK_STATUS_LABEL,
  WorkStatus,
  type AdminEmployeeItem,
} from '@dutylink/contracts';
import { AdminListPage, CellLink, StatusTag, type AdminGridColumn, type AdminSort } from '../../components/grid';
import { useUserActions } from '../../components/user-actions';
import { sharedUserColumns } from './user-columns';

/** The Employment type cell: the first name and '+N' for the others ('Guard +2'); '' when none. */
export function specializationsShort(names: string[]): string {
  if (names.length === 0) return '';
  return names.length === 1 ? names[0] : `${names[0]} +${names.length - 1}`;
}

/** /admin/employees (spec section 2). */
export function EmployeesPage() {
  const [text, setText] = useState('');
  const [sort, setSort] = useState<AdminSort>({ by: AdminEmployeeSort.FullName, asc: true });
  const list = usePaged(reads.admin.employees(sort, text));
  const actions = useUserActions<AdminEmployeeItem>('employee');
  const { menu } = actions;

  const columns = useMemo<AdminGridColumn<AdminEmployeeItem>[]>(
    () => {
      const shared = sharedUserColumns<AdminEmployeeItem>('employee', AdminEmployeeSort, menu);
      return [
      shared.name,
      shared.status,
      {
        field: 'status',
        headerName: 'Work Status',
        sortKey: AdminEmployeeSort.Status,
        renderCell: ({ row }) => <StatusTag label={WORK_STATUS_LABEL[row.status]} on={row.status === WorkStatus.Hired} />,
      },
      shared.email,
      shared.phone,
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
      shared.promo,
      shared.actions,
    ];
    },
    [menu],
  );

  return (
    <AdminListPage
      title="Employees"
      actions={
        <Button variant="contained" onClick={actions.sendToAll}>
          {adminTexts.smsAllEmployees}
        </Button>
      }
      searchPlaceholder={adminTexts.employeesSearch}
      onSearch={setText}
      label="Employees"
      list={list}
      columns={columns}
      sort={sort}
      onSortChange={setSort}
      emptyText={adminTexts.noEmployees}
    >
      {actions.dialogs}
    </AdminListPage>
  );
}
