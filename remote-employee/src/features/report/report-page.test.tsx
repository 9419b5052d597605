import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@dutylink/router';
import { reportsApi } from '@dutylink/api-client';
import EmployeeRoutes from '../../routes';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    reportsApi: { choices: jest.fn(), send: jest.fn() },
  }),
);

const api = reportsApi as unknown as Record<'choices' | 'send', jest.Mock>;

const CHOICES = {
  employers: [
    { id: 4, company: 'Metro Event Staffing', jobs: [{ id: 9, title: 'Stadium Gate Staff' }] },
    { id: 6, company: 'Zenith Guarding', jobs: [{ id: 11, title: 'Night desk' }, { id: 12, title: 'Warehouse' }] },
  ],
};

function renderReport() {
  render(
    <MemoryRouter initialEntries={['/employee/report']}>
      <Routes>
        <Route path="/employee/*" element={<EmployeeRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Opens a select by its label and picks an option. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

beforeEach(() => jest.clearAllMocks());

test('reports an employer and a job applied to, with what happened, and thanks the officer', async () => {
  api.choices.mockResolvedValue(CHOICES);
  api.send.mockResolvedValue({ id: 1 });
  renderReport();
  expect(await screen.findByRole('heading', { level: 1, name: 'Report a business' })).toBeInTheDocument();
  // Nothing chosen: every field says so, nothing is sent.
  await userEvent.click(await screen.findByRole('button', { name: 'Send report' }));
  expect(await screen.findAllByText('Required')).toHaveLength(3);
  expect(screen.getByText('Say what happened')).toBeInTheDocument();
  expect(api.send).not.toHaveBeenCalled();

  // An employer with one job picks it; another employer clears it.
  await choose('Employer', 'Metro Event Staffing');
  expect(screen.getByRole('combobox', { name: 'Job' })).toHaveTextContent('Stadium Gate Staff');
  await choose('Employer', 'Zenith Guarding');
  expect(screen.getByRole('combobox', { name: 'Job' })).not.toHaveTextContent(/\w/);
  await choose('Job', 'Warehouse');
  await choose('What happened', 'Hired, then cancelled');
  const details = screen.getByRole('textbox', { name: 'Describe what happened' });
  fireEvent.change(details, { target: { value: 'Too short' } });
  await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
  expect(await screen.findByText('At least 20 characters')).toBeInTheDocument();
  fireEvent.change(details, { target: { value: 'Too short: hired Monday, cancelled Friday night.' } });
  await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
  await waitFor(() => expect(api.send).toHaveBeenCalledWith({ employerId: 6, jobId: 12, kind: 'hiredThenCancelled', details: 'Too short: hired Monday, cancelled Friday night.' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Thank you. An admin will review your report.');
  expect(screen.queryByRole('button', { name: 'Send report' })).not.toBeInTheDocument();
});

test('says an officer who applied nowhere has nothing to report yet', async () => {
  api.choices.mockResolvedValue({ employers: [] });
  renderReport();
  expect(await screen.findByText('You can report a business once you have applied to one of its jobs.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send report' })).not.toBeInTheDocument();
});
