import { useMemo, useState } from 'react';
import { useSearchParams } from '@dutylink/router';
import { reads, usePaged } from '@dutylink/api-client';
import {
  AdminJobSort,
  adminRoutes,
  adminTexts,
  formatAdminJobDates,
  RATE_TYPE_LABEL,
  type AdminJobItem,
} from '@dutylink/contracts';
import { AdminListPage, CellLink, ROW_ACTIONS_FIELD, RowMenu, StatusTag, type AdminGridColumn, type AdminSort } from '../../components/grid';
import { useJobActions } from '../../components/job-actions';

/** The optional userId query: a positive whole number, else null (all jobs). */
export function userIdParam(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** '$25' / '$25.50'. */
export function salaryText(value: number): string {
  return `$${Number.isInteger(value) ? value : value.toFixed(2)}`;
}

/** /admin/jobs (spec section 2), optionally ?userId= for one employer's jobs ('Jobs of …'). */
export function JobsPage() {
  const [searchParams] = useSearchParams();
  const userId = userIdParam(searchParams.get('userId'));
  const [text, setText] = useState('');
  const [sort, setSort] = useState<AdminSort>({ by: AdminJobSort.Title, asc: true });
  const list = usePaged(reads.admin.jobs(sort, text, userId));
  const jobActions = useJobActions<AdminJobItem>();
  const { actions } = jobActions;

  const columns = useMemo<AdminGridColumn<AdminJobItem>[]>(
    () => [
      {
        field: 'title',
        headerName: 'Job title',
        sortKey: AdminJobSort.Title,
        minWidth: 180,
        renderCell: ({ row, tabIndex }) => (
          <CellLink to={adminRoutes.job(row.id)} tabIndex={tabIndex}>
            {row.title}
          </CellLink>
        ),
      },
      { field: 'companyName', headerName: 'Company name', sortKey: AdminJobSort.CompanyName, minWidth: 160 },
      {
        field: 'owner',
        headerName: 'Employers',
        sortKey: AdminJobSort.Owner,
        minWidth: 160,
        renderCell: ({ row, tabIndex }) => (
          <CellLink to={adminRoutes.employer(row.owner.id, adminRoutes.jobs)} tabIndex={tabIndex}>
            {row.owner.name}
          </CellLink>
        ),
      },
      {
        field: 'enabled',
        headerName: 'Status',
        sortKey: AdminJobSort.State,
        renderCell: ({ row }) => <StatusTag label={row.enabled ? 'Active' : 'Closed'} on={row.enabled} />,
      },
      { field: 'from', headerName: 'Date(s) of job', sortKey: AdminJobSort.Dates, minWidth: 130, valueGetter: (_value, row) => formatAdminJobDates(row) },
      { field: 'salaryValue', headerName: '$ Salary', sortKey: AdminJobSort.Salary, valueFormatter: (value: number) => salaryText(value) },
      { field: 'salaryType', headerName: 'Rate', sortKey: AdminJobSort.Rate, minWidth: 130, valueGetter: (_value, row) => RATE_TYPE_LABEL[row.salaryType] },
      {
        field: 'applicants',
        headerName: 'Applicants',
        sortKey: AdminJobSort.Applicants,
        renderCell: ({ row, tabIndex }) => (
          <CellLink to={adminRoutes.jobApplicants(row.id)} tabIndex={tabIndex} label={`${row.applicants} applicants of ${row.title}`}>
            {row.applicants}
          </CellLink>
        ),
      },
      {
        field: ROW_ACTIONS_FIELD,
        headerName: 'Actions',
        width: 80,
        renderCell: ({ row, tabIndex }) => (
          <RowMenu name={row.title} tabIndex={tabIndex} actions={actions(row)} />
        ),
      },
    ],
    [actions],
  );

  const owner = list.page?.user;
  return (
    <AdminListPage
      title={userId && owner ? `Jobs of ${owner.name}${owner.company ? ` (${owner.company})` : ''}` : 'Jobs'}
      searchPlaceholder={adminTexts.jobsSearch}
      onSearch={setText}
      label="Jobs"
      list={list}
      columns={columns}
      sort={sort}
      onSortChange={setSort}
      emptyText={adminTexts.noJobsFound}
    >
      {jobActions.dialogs}
    </AdminListPage>
  );
}
