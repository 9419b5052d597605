import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@dutylink/router';
import { AdminLayout } from './admin-layout';

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

test('the menu lists the five items as links and renders the page', () => {
  renderAt('/admin/employers');
  expect(screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
    ['Analytics', '/admin'],
    ['Employers', '/admin/employers'],
    ['Employees', '/admin/employees'],
    ['Jobs', '/admin/jobs'],
    ['Promo', '/admin/promo'],
  ]);
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
  ['/admin/employers/5?from=/admin/jobs', 'Jobs'],
  ['/admin/employers/5?from=%2Fadmin%2Fjobs', 'Jobs'],
])('%s → %s is active', (path, item) => {
  renderAt(path);
  expect(selected()).toEqual([item]);
});
