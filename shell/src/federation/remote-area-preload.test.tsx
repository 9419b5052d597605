import { act, render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { fakeRoutesModule, mockRemoteMapFetch } from '../test/fixtures';
import { preloadRemoteArea } from './area-routes';
import { RemoteArea } from './remote-area';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.Mock;

it('renders a preloaded area from the load that the preload started', async () => {
  mockRemoteMapFetch();
  let finish: (module: unknown) => void = () => undefined;
  loadRemoteMock.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  preloadRemoteArea('remote_admin');
  await act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
  expect(loadRemoteMock).toHaveBeenCalledWith('remote_admin/routes');

  render(<RemoteArea name="remote_admin" />);
  expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  await act(async () => finish(fakeRoutesModule('remote_admin/routes')));
  expect(await screen.findByText('remote_admin/routes mounted')).toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledTimes(1);
});
