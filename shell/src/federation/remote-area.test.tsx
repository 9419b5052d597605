import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { browserDocument } from '../browser-document';
import { fakeRoutesModule, mockRemoteMapFetch } from '../test/fixtures';
import { RemoteArea } from './remote-area';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.Mock;
const MESSAGE = 'This part of DutyLink could not be loaded.';

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockRemoteMapFetch();
  loadRemoteMock.mockReset();
});

afterEach(() => jest.restoreAllMocks());

/** The frame around an area, which must keep working whatever the area does. */
const inFrame = (name: Parameters<typeof RemoteArea>[0]['name']) =>
  render(
    <div>
      <header>Frame header</header>
      <RemoteArea name={name} />
    </div>,
  );

it('registers the remotes of /remotes.json as absolute manifest URLs and mounts the routes', async () => {
  loadRemoteMock.mockImplementation(async (id: string) => fakeRoutesModule(id));
  render(<RemoteArea name="remote_auth" />);
  expect(await screen.findByText('remote_auth/routes mounted')).toBeInTheDocument();
  expect(registerRemotes).toHaveBeenCalledWith(
    expect.arrayContaining([{ name: 'remote_employee', entry: 'http://localhost/remotes/remote-employee/mf-manifest.json' }]),
  );
});

it('shows the fallback when the remote cannot load, and Retry loads it again', async () => {
  loadRemoteMock.mockRejectedValueOnce(new Error('network'));
  inFrame('remote_employee');
  expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
  expect(screen.getByText('Frame header')).toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledTimes(1);

  loadRemoteMock.mockImplementation(async (id: string) => fakeRoutesModule(id));
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('remote_employee/routes mounted')).toBeInTheDocument();
  expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledTimes(2);
});

/** A preload of the remote's manifest in the page's head, as the server writes it; removed after the test. */
function preloaded(folder: string) {
  const link = Object.assign(document.createElement('link'), { rel: 'preload', href: `http://localhost/remotes/${folder}/mf-manifest.json` });
  document.head.append(link);
  return link;
}

it("loads the page again on Retry when the remote's load failed and the page's HTML preloaded it (the browser keeps a failed preload)", async () => {
  const link = preloaded('remote-employer');
  const reload = jest.spyOn(browserDocument, 'reload').mockImplementation(() => undefined);
  loadRemoteMock.mockRejectedValueOnce(new Error('network'));
  inFrame('remote_employer');
  fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(reload).toHaveBeenCalledTimes(1);
  expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  link.remove();
});

// How Module Federation refuses a remote built for a shared singleton this page does not provide
// (strictVersion): loadRemote rejects, like any other failure.
it('shows the same fallback for a remote built against another version of a shared singleton', async () => {
  loadRemoteMock.mockRejectedValue(new Error('Version 19.2.0 from shell of shared singleton module react does not satisfy the requirement of remote_employer which needs ^20.0.0)'));
  inFrame('remote_employer');
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await act(async () => undefined);
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
  expect(loadRemoteMock).toHaveBeenCalledTimes(2);
});

it('refuses a module that is not a route tree', async () => {
  loadRemoteMock.mockResolvedValue({});
  inFrame('remote_admin');
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
  expect(console.error).toHaveBeenCalledWith('Remote remote_admin failed', new Error('remote_admin did not provide its routes'), expect.anything());
});

// Last: a remote that loads stays loaded for the file's other tests.
it('mounts a preloaded remote that loaded but failed to render (a skewed build) again in place: a new page would not help', async () => {
  const link = preloaded('remote-admin');
  const reload = jest.spyOn(browserDocument, 'reload').mockImplementation(() => undefined);
  loadRemoteMock.mockResolvedValue({
    default: () => {
      throw new Error('skewed');
    },
  });
  inFrame('remote_admin');
  fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  await act(async () => undefined);
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
  expect(reload).not.toHaveBeenCalled();
  link.remove();
});
