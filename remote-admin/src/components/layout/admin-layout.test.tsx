import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@dutylink/router';
import { reportsApi } from '@dutylink/api-client';
import { AdminLayout } from './admin-layout';

jest.mock('@dutylink/api-client', () => jest.requireActual('@dutylink/api-client/testing').mockApis({ reportsApi: { counts: jest.fn() } }));

beforeEach(() => (reportsApi.counts as jest.Mock).mockResolvedValue({ open: 2, closed: 5 }));

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin" element={<AdminLayout />}>
          <Route path="*" element={<p>page</p>} />
          <Route index element={<p>page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const selected = () => screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true').map((tab) => tab.textContent);

test('the menu lists the six items as links, Reports with the open ones, and renders the page', async () => {
  renderAt('/admin/employers');
  expect(screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
    ['Analytics', '/admin'],
    ['Employers', '/admin/employers'],
    ['Employees', '/admin/employees'],
    ['Jobs', '/admin/jobs'],
    ['Promo', '/admin/promo'],
    ['Reports', '/admin/reports'],
  ]);
  expect(await screen.findByRole('tab', { name: 'Reports (2)' })).toHaveAttribute('href', '/admin/reports');
  expect(selected()).toEqual(['Employers']);
  expect(screen.getByRole('tab', { name: 'Employers' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByText('page')).toBeInTheDocument();
});

test.each([
  ['/admin', 'Analytics'],
  ['/admin/employees/3/jobs/hired', 'Employees'],
  ['/admin/employers/jobs/8/applicants', 'Employers'],
  ['/admin/jobs/4/applicants', 'Jobs'],
  ['/admin/promo', 'Promo'],
  ['/admin/reports/closed', 'Reports'],
  ['/admin/employers/5?from=/admin/jobs', 'Jobs'],
  ['/admin/employers/5?from=%2Fadmin%2Fjobs', 'Jobs'],
])('%s → %s is active', (path, item) => {
  renderAt(path);
  expect(selected()).toEqual([item]);
});
