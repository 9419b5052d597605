import { render, screen, within } from '@testing-library/react';
import { resetScreen, setScreen } from '@dutylink/design-system/testing';
import { AdminGrid, ROW_ACTIONS_FIELD, type AdminGridColumn } from './admin-grid';

interface Row {
  id: number;
  name: string;
  email: string;
}

const columns: AdminGridColumn<Row>[] = [
  { field: 'name', headerName: 'Full name', sortKey: 1 },
  { field: 'email', headerName: 'Email', sortKey: 2 },
  { field: ROW_ACTIONS_FIELD, headerName: 'Actions', width: 110, renderCell: ({ row }) => <button type="button">{`Open ${row.name}`}</button> },
];

function renderGrid() {
  render(
    <AdminGrid
      label="Employees"
      rows={[{ id: 1, name: 'Gina Guard', email: 'gina@example.com' }]}
      columns={columns}
      sort={{ by: 1, asc: true }}
      onSortChange={() => undefined}
      loading={false}
      loaded
      total={1}
      onLoadMore={() => undefined}
      emptyText="No employees found"
    />,
  );
  return within(screen.getByRole('grid', { name: 'Employees' })).getAllByRole('columnheader').map((header) => header.textContent);
}

afterEach(resetScreen);

test('on a desktop the row actions are the last column', () => {
  setScreen('desktop');
  expect(renderGrid()).toEqual(['Full name', 'Email', 'Actions']);
});

test('on a phone the row actions come first, in sight without scrolling the grid sideways', () => {
  setScreen('phone');
  expect(renderGrid()).toEqual(['Actions', 'Full name', 'Email']);
});
