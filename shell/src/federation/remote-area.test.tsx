import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { fakeRoutesModule, mockRemoteMapFetch } from '../test/fixtures';
import { fallbackModule, versionSkewFallback } from './fallback-module';
import { RemoteArea } from './remote-area';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.Mock;
const MESSAGE = 'This part of DutyLink could not be loaded.';

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockRemoteMapFetch();
  loadRemoteMock.mockReset();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('registers the remotes of /remotes.json as absolute manifest URLs with the fallback plugin', async () => {
  loadRemoteMock.mockImplementation(async (id: string) => fakeRoutesModule(id));
  render(<RemoteArea name="remote_auth" />);
  expect(await screen.findByText('remote_auth/routes mounted')).toBeInTheDocument();
  expect(registerPlugins).toHaveBeenCalledWith([
    expect.objectContaining({ name: 'dutylink-version-skew' }),
    expect.objectContaining({ name: 'dutylink-remote-fallback' }),
  ]);
  expect(registerRemotes).toHaveBeenCalledWith(
    expect.arrayContaining([{ name: 'remote_employee', entry: 'http://localhost/remotes/remote-employee/mf-manifest.json' }]),
  );
});

it('retries a failing remote, then shows the fallback with Retry, which loads it again', async () => {
  loadRemoteMock.mockRejectedValueOnce(new Error('network')).mockResolvedValue(fallbackModule);
  render(<RemoteArea name="remote_employee" />);
  expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();

  await act(() => jest.advanceTimersByTimeAsync(2000));
  expect(screen.getByText(MESSAGE)).toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledTimes(3);

  loadRemoteMock.mockImplementation(async (id: string) => fakeRoutesModule(id));
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('remote_employee/routes mounted')).toBeInTheDocument();
  expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
});

// remote_employer has not been loaded yet in this file: lazy routes are kept per remote.
it('does not retry a remote built against other shared versions, and names the area and the dependency', async () => {
  const skew = { remote: 'remote_employer', dependencies: [{ name: 'react', required: '^20.0.0', provided: '19.3.1' }] };
  loadRemoteMock.mockResolvedValue(versionSkewFallback(skew));
  render(
    <div>
      <header>Frame header</header>
      <RemoteArea name="remote_employer" />
    </div>,
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(MESSAGE);
  expect(alert).toHaveTextContent('This area (remote_employer) was built for react ^20.0.0; this site provides 19.3.1.');
  expect(screen.getByText('Frame header')).toBeInTheDocument();

  await act(() => jest.advanceTimersByTimeAsync(5000));
  expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  expect(console.warn).not.toHaveBeenCalledWith('Giving up on remote_employer', expect.anything());
});

it('recovers on the second try without showing the fallback', async () => {
  loadRemoteMock
    .mockResolvedValueOnce(fallbackModule)
    .mockImplementation(async (id: string) => fakeRoutesModule(id));
  render(<RemoteArea name="remote_employer" />);
  await act(() => jest.advanceTimersByTimeAsync(2000));
  expect(await screen.findByText('remote_employer/routes mounted')).toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledTimes(2);
});

it('contains a remote that throws while rendering', async () => {
  let broken = true;
  function Flaky() {
    if (broken) throw new Error('render bug');
    return <p>Admin works</p>;
  }
  loadRemoteMock.mockResolvedValue({ default: Flaky });
  render(
    <div>
      <header>Frame header</header>
      <RemoteArea name="remote_admin" />
    </div>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
  expect(screen.getByText('Frame header')).toBeInTheDocument();

  broken = false;
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
  expect(await screen.findByText('Admin works')).toBeInTheDocument();
});
