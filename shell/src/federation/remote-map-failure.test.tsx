import { fireEvent, render, screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fakeRoutesModule, mockRemoteMapFetch } from '../test/fixtures';
import { RemoteArea } from './remote-area';
import { ensureRemotesRegistered } from './runtime';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async (id: string) => fakeRoutesModule(id)),
}));

it('shows the fallback when /remotes.json fails, and fetches it again on Retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const fetchMock = mockRemoteMapFetch(false);
  await expect(ensureRemotesRegistered()).rejects.toThrow('/remotes.json answered 503');

  render(<RemoteArea name="remote_employee" />);
  expect(await screen.findByText('This part of DutyLink could not be loaded.')).toBeInTheDocument();
  expect(loadRemote).not.toHaveBeenCalled();
  expect(registerRemotes).not.toHaveBeenCalled();
  expect(fetchMock).toHaveBeenCalledTimes(2);

  mockRemoteMapFetch(true);
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('remote_employee/routes mounted')).toBeInTheDocument();
  expect(registerRemotes).toHaveBeenCalledTimes(1);
});
