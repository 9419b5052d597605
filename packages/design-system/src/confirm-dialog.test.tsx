import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';

test("defaults to 'Are you sure?' and reports the choice", async () => {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  const user = userEvent.setup();
  render(<ConfirmDialog open onConfirm={onConfirm} onCancel={onCancel} />);
  const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
  expect(dialog).toHaveTextContent('Are you sure?');
  await user.click(screen.getByRole('button', { name: 'Yes' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'No' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
});

test('takes its own title, text and labels; closed means not rendered', async () => {
  const { rerender } = render(
    <ConfirmDialog
      open
      title="Delete job"
      text="Are you sure you want to delete this job?"
      confirmLabel="Delete"
      cancelLabel="Cancel"
      onConfirm={() => {}}
      onCancel={() => {}}
    />,
  );
  expect(screen.getByRole('dialog', { name: 'Delete job' })).toHaveAccessibleDescription('Are you sure you want to delete this job?');
  expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  rerender(<ConfirmDialog open={false} onConfirm={() => {}} onCancel={() => {}} />);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
