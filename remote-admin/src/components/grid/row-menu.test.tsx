import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RowMenu } from './row-menu';

test('the row menu works by keyboard alone: Enter and Space open it, arrows move, Escape closes and returns focus', async () => {
  const block = jest.fn();
  render(<RowMenu name="Acme" actions={[{ label: 'Block', onClick: block }, { label: 'Delete', onClick: jest.fn() }]} />);
  const button = screen.getByRole('button', { name: 'Actions for Acme' });
  expect(button).toHaveAttribute('aria-haspopup', 'menu');

  await userEvent.tab();
  expect(button).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByRole('menu')).toBeInTheDocument();
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Block' })).toHaveFocus());
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  await waitFor(() => expect(button).toHaveFocus());

  await userEvent.keyboard(' ');
  expect(await screen.findByRole('menu')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Block' })).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  expect(block).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
});
