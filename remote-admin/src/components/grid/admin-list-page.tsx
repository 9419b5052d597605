import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@dutylink/mui';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { SEARCH_MAX_LENGTH, ADMIN_SEARCH_DEBOUNCE_MS } from '@dutylink/contracts';
import { SearchBox } from '@dutylink/design-system';
import { AdminGrid, type AdminGridColumn } from './admin-grid';
import type { AdminList, AdminListAnswer, AdminSort } from './use-admin-list';

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
  list: Pick<AdminList<R, AdminListAnswer<R>>, 'items' | 'loading' | 'loaded' | 'total' | 'loadMore'>;
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
  return (
    <Stack spacing={3} sx={{ py: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1" component="h1">
          {title}
        </Typography>
        {actions}
      </Box>
      <SearchBox placeholder={searchPlaceholder} maxLength={SEARCH_MAX_LENGTH} delayMs={ADMIN_SEARCH_DEBOUNCE_MS} onChange={onSearch} />
      {list.loaded && (
        <Typography color="textSecondary" role="status">
          {adminTotalText(list.total)}
        </Typography>
      )}
      <AdminGrid
        label={label}
        rows={list.items}
        columns={columns}
        sort={sort}
        onSortChange={onSortChange}
        loading={list.loading}
        loaded={list.loaded}
        total={list.total}
        onLoadMore={list.loadMore}
        emptyText={emptyText}
      />
      {children}
    </Stack>
  );
}
