import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadMore } from './load-more';

test("'View more' shows while loaded < total and reports clicks", async () => {
  const onClick = jest.fn();
  const user = userEvent.setup();
  const { rerender } = render(<LoadMore loaded={10} total={25} onClick={onClick} />);
  await user.click(screen.getByRole('button', { name: 'View more' }));
  expect(onClick).toHaveBeenCalledTimes(1);

  rerender(<LoadMore loaded={20} total={25} onClick={onClick} loading />);
  expect(screen.getByRole('button', { name: 'View more' })).toBeDisabled();

  rerender(<LoadMore loaded={25} total={25} onClick={onClick} />);
  expect(screen.queryByRole('button', { name: 'View more' })).not.toBeInTheDocument();

  // A count that stopped: more items exist than total says.
  rerender(<LoadMore loaded={100} total={100} more onClick={onClick} />);
  expect(screen.getByRole('button', { name: 'View more' })).toBeEnabled();
});
