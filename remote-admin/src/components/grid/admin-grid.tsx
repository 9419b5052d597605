import { useMemo, type ReactNode } from 'react';
import { Box, CircularProgress, LinearProgress, useMediaQuery, useTheme } from '@mui/material';
import { DataGrid, type GridColDef, type GridRenderCellParams, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import type { ListSort as AdminSort } from '@dutylink/api-client';
import { nextSort } from '@dutylink/contracts';
import { EmptyState, LoadMore } from '@dutylink/design-system';
import { CellText } from './cells';

/** The column of a row's ⋮ menu and › link: first on a phone, so that they are in sight without scrolling the grid. */
export const ROW_ACTIONS_FIELD = 'actions';

/** A column of an admin grid; `sortKey` makes it sortable on the server with that key. */
export type AdminGridColumn<R extends GridValidRowModel> = GridColDef<R> & { sortKey?: number };

export interface AdminGridProps<R extends GridValidRowModel & { id: number }> {
  /** Accessible name of the grid, e.g. 'Employers'. */
  label: string;
  rows: R[];
  columns: AdminGridColumn<R>[];
  sort: AdminSort;
  onSortChange: (sort: AdminSort) => void;
  loading: boolean;
  /** The first page has answered (the empty state waits for it). */
  loaded: boolean;
  total: number;
  onLoadMore: () => void;
  /** The spec's empty state, e.g. 'No employers found'. */
  emptyText: string;
  /** Shown above nothing; rendered with the grid (e.g. dialogs). */
  children?: ReactNode;
}

/**
 * The admin lists' DataGrid: sorted on the server. The sort model is controlled here: whatever the grid
 * proposes on a header click (asc → desc → none), the clicked field is read and `nextSort` decides — the
 * active column toggles, a new column starts ascending. Paging is 'Load more', not the grid's footer.
 */
export function AdminGrid<R extends GridValidRowModel & { id: number }>({
  label,
  rows,
  columns,
  sort,
  onSortChange,
  loading,
  loaded,
  total,
  onLoadMore,
  emptyText,
  children,
}: AdminGridProps<R>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const fieldOfKey = useMemo(() => new Map(columns.filter((c) => c.sortKey !== undefined).map((c) => [c.sortKey as number, c.field])), [columns]);
  const keyOfField = useMemo(() => new Map(columns.filter((c) => c.sortKey !== undefined).map((c) => [c.field, c.sortKey as number])), [columns]);
  const gridColumns = useMemo(
    () =>
      (phone ? [...columns.filter((c) => c.field === ROW_ACTIONS_FIELD), ...columns.filter((c) => c.field !== ROW_ACTIONS_FIELD)] : columns).map(({ sortKey, ...column }) => ({
        sortable: sortKey !== undefined,
        filterable: false,
        hideable: false,
        disableColumnMenu: true,
        flex: column.width ? undefined : 1,
        minWidth: 120,
        // Plain text cells end in an ellipsis with the whole text as tooltip; other cells render their own.
        renderCell: column.renderCell ?? ((params: GridRenderCellParams<R>) => <CellText text={String(params.formattedValue ?? '')} />),
        ...column,
      })),
    [columns, phone],
  );
  const activeField = fieldOfKey.get(sort.by);
  const sortModel: GridSortModel = activeField ? [{ field: activeField, sort: sort.asc ? 'asc' : 'desc' }] : [];

  const onSortModelChange = (model: GridSortModel) => {
    // A click on the active column may propose 'no sort' (empty model): it is still that column.
    const field = model[0]?.field ?? activeField;
    const key = field === undefined ? undefined : keyOfField.get(field);
    if (key === undefined) return;
    onSortChange(nextSort(sort, key));
  };

  const empty = loaded && !loading && rows.length === 0;
  return (
    <Box>
      {empty ? (
        <EmptyState title={emptyText} />
      ) : rows.length === 0 && loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      ) : (
        <>
          {/* A reload shows above the grid: a progress bar inside role="grid" is not one of its allowed children (axe). */}
          <LinearProgress aria-label="Loading" sx={{ visibility: loading ? 'visible' : 'hidden' }} />
          <DataGrid
            aria-label={label}
            rows={rows}
            columns={gridColumns}
            sortingMode="server"
            sortModel={sortModel}
            onSortModelChange={onSortModelChange}
            sortingOrder={['asc', 'desc']}
            disableColumnMenu
            disableColumnFilter
            disableColumnSelector
            disableRowSelectionOnClick
            disableVirtualization
            hideFooter
            autoHeight
            getRowHeight={() => 'auto'}
            sx={{ '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', py: 1 } }}
          />
        </>
      )}
      <LoadMore loaded={rows.length} total={total} onClick={onLoadMore} loading={loading} label="Load more" />
      {children}
    </Box>
  );
}
