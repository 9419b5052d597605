import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ListSort as AdminSort, PagedList } from '@dutylink/api-client';
import { SEARCH_MAX_LENGTH, ADMIN_SEARCH_DEBOUNCE_MS } from '@dutylink/contracts';
import { SearchBox } from '@dutylink/design-system';
import { AdminGrid, type AdminGridColumn } from './admin-grid';

/** A list without server sorting (no column has a sortKey). */
const UNSORTED: AdminSort = { by: -1, asc: true };

export interface AdminListPageProps<R extends GridValidRowModel & { id: number }> {
  /** The h1, e.g. 'Employers' or 'Jobs of …'. */
  title: ReactNode;
  /** Buttons beside the heading ('Send SMS to All Employers', 'Add promo'). */
  actions?: ReactNode;
  searchPlaceholder: string;
  onSearch: (text: string) => void;
  /** Accessible name of the grid. */
  label: string;
  list: PagedList<{ items: R[]; total: number }>;
  columns: AdminGridColumn<R>[];
  /** Omitted for a list the server does not sort. */
  sort?: AdminSort;
  onSortChange?: (sort: AdminSort) => void;
  emptyText: string;
  /** The page's dialogs. */
  children?: ReactNode;
}

/** How many rows the list has in all (with the search applied), not only the loaded ones. */
export function adminTotalText(total: number): string {
  return `Total: ${total.toLocaleString('en-US')}`;
}

/** The admin list pages' frame: heading with its buttons, the debounced search box (max 128), the total, the grid, dialogs. */
export function AdminListPage<R extends GridValidRowModel & { id: number }>({
  title,
  actions,
  searchPlaceholder,
  onSearch,
  label,
  list,
  columns,
  sort = UNSORTED,
  onSortChange = () => undefined,
  emptyText,
  children,
}: AdminListPageProps<R>) {
  // The total with the search applied shows once the first page has answered (the empty state waits for it too).
  const total = list.page?.total ?? 0;
  return (
    <Stack spacing={3} sx={{ py: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1" component="h1">
          {title}
        </Typography>
        {actions}
      </Box>
      <SearchBox placeholder={searchPlaceholder} maxLength={SEARCH_MAX_LENGTH} delayMs={ADMIN_SEARCH_DEBOUNCE_MS} onChange={onSearch} />
      {list.page && (
        <Typography color="textSecondary" role="status">
          {adminTotalText(total)}
        </Typography>
      )}
      <AdminGrid
        label={label}
        rows={list.items}
        columns={columns}
        sort={sort}
        onSortChange={onSortChange}
        loading={list.loading}
        loaded={!!list.page}
        total={total}
        onLoadMore={list.loadMore}
        emptyText={emptyText}
      />
      {children}
    </Stack>
  );
}
