import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { mockRemoteMapFetch } from '../test/fixtures';
import { RemoteArea } from './remote-area';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

it('contains a remote that throws while rendering; Retry renders it again without loading it again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockRemoteMapFetch();
  let broken = true;
  function Flaky() {
    if (broken) throw new Error('render bug');
    return <p>Admin works</p>;
  }
  (loadRemote as jest.Mock).mockResolvedValue({ default: Flaky });
  render(
    <div>
      <header>Frame header</header>
      <RemoteArea name="remote_admin" />
    </div>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('This part of DutyLink could not be loaded.');
  expect(screen.getByText('Frame header')).toBeInTheDocument();

  broken = false;
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
  expect(await screen.findByText('Admin works')).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledTimes(1);
});
