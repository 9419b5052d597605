import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@dutylink/router';
import { isAccountDeletedState } from '@dutylink/contracts';
import { authApi } from '@dutylink/api-client';
import { DeleteAccountButton } from './delete-account-button';

jest.mock('@dutylink/api-client', () => ({ authApi: { deleteAccount: jest.fn() } }));
const deleteAccount = authApi.deleteAccount as jest.Mock;

function Landing() {
  return <p>{isAccountDeletedState(useLocation().state) ? 'Landing: account deleted' : 'Landing'}</p>;
}

function renderAt() {
  render(
    <MemoryRouter initialEntries={['/employee']}>
      <Routes>
        <Route path="/employee" element={<DeleteAccountButton />} />
        <Route path="/" element={<Landing />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => deleteAccount.mockReset());

test('deleting asks first and goes home once the server agrees, telling the landing page the account is gone', async () => {
  deleteAccount.mockResolvedValue(true);
  renderAt();
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  expect(screen.getByRole('dialog')).toHaveTextContent('Are you sure?');
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(deleteAccount).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('Landing: account deleted')).toBeInTheDocument();
});

test('cancelling deletes nothing, and a refused delete stays on the page', async () => {
  deleteAccount.mockResolvedValue(false);
  renderAt();
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(deleteAccount).not.toHaveBeenCalled();
  await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(deleteAccount).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
  expect(screen.queryByText('Landing')).not.toBeInTheDocument();
});
