import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@dutylink/router';
import { adminApi, useSession } from '@dutylink/api-client';
import { ANONYMOUS_USER, Role } from '@dutylink/contracts';
import AdminRoutes from './routes';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    adminApi: { employers: jest.fn() },
  }),
);

const employers = adminApi.employers as jest.Mock;

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useSession.setState({ ready: true, user: { ...ANONYMOUS_USER, id: 1, name: 'Alex Admin', role: Role.Admin } });
});

it('renders the employers page with the admin menu at /admin/employers', async () => {
  employers.mockResolvedValue({ items: [], total: 0 });
  renderAt('/admin/employers');
  expect(await screen.findByRole('heading', { level: 1, name: 'Employers' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Employers' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('No employers found')).toBeInTheDocument();
});

it('shows Page not found for an unknown admin path', () => {
  renderAt('/admin/nowhere');
  expect(screen.getByText('Page not found')).toBeInTheDocument();
});
