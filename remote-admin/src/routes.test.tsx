import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSession } from '@dutylink/api-client';
import { ANONYMOUS_USER, Role } from '@dutylink/contracts';
import AdminRoutes from './routes';

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

it('welcomes the admin and lists the sections the area oversees', () => {
  renderAt('/admin');
  expect(screen.getByRole('heading', { name: 'Welcome, Alex Admin' })).toBeInTheDocument();
  const sections = within(screen.getByRole('list', { name: 'Admin sections' })).getAllByRole('listitem');
  expect(sections.map((s) => within(s).getAllByText(/./)[0].textContent)).toEqual(['Analytics', 'Employers', 'Employees', 'Jobs', 'Promo']);
});

it('shows Page not found for an unknown admin path', () => {
  renderAt('/admin/nowhere');
  expect(screen.getByText('Page not found')).toBeInTheDocument();
});
