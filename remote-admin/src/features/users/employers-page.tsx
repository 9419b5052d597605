import { useMemo, useState } from 'react';
import { Button } from '@mui/material';
import { reads, usePaged } from '@dutylink/api-client';
import {
  AdminEmployerSort,
  adminRoutes,
  adminTexts,
  type AdminEmployerItem,
} from '@dutylink/contracts';
import { AdminListPage, CellLink, type AdminGridColumn, type AdminSort } from '../../components/grid';
import { useUserActions } from '../../components/user-actions';
import { sharedUserColumns } from './user-columns';

/** /admin/employers (spec section 2). */
export function EmployersPage() {
  const [text, setText] = useState('');
  const [sort, setSort] = useState<AdminSort>({ by: AdminEmployerSort.FullName, asc: true });
  const list = usePaged(reads.admin.employers(sort, text));
  const actions = useUserActions<AdminEmployerItem>('employer');
  const { menu } = actions;

  const columns = useMemo<AdminGridColumn<AdminEmployerItem>[]>(
    () => {
      const shared = sharedUserColumns<AdminEmployerItem>('employer', AdminEmployerSort, menu);
      return [
      shared.name,
      { field: 'company', headerName: 'Company name', sortKey: AdminEmployerSort.CompanyName, minWidth: 160 },
      shared.status,
      shared.email,
      shared.phone,
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
      shared.promo,
      shared.actions,
    ];
    },
    [menu],
  );

  return (
    <AdminListPage
      title="Employers"
      actions={
        <Button variant="contained" onClick={actions.sendToAll}>
          {adminTexts.smsAllEmployers}
        </Button>
      }
      searchPlaceholder={adminTexts.employersSearch}
      onSearch={setText}
      label="Employers"
      list={list}
      columns={columns}
      sort={sort}
      onSortChange={setSort}
      emptyText={adminTexts.noEmployers}
    >
      {actions.dialogs}
    </AdminListPage>
  );
}
