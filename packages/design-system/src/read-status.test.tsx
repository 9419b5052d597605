import { fireEvent, render, screen } from '@testing-library/react';
import { ReadStatus } from './read-status';

test('shows a spinner while a read loads, Try again after it failed, and nothing once it is ready', () => {
  const retry = jest.fn();
  const { rerender, container } = render(<ReadStatus state={{ status: 'loading' }} label="timesheets" />);
  expect(screen.getByRole('progressbar', { name: 'Loading timesheets' })).toBeInTheDocument();
  rerender(<ReadStatus state={{ status: 'failed', retry }} label="timesheets" />);
  expect(screen.getByText('The timesheets could not be loaded.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(retry).toHaveBeenCalledTimes(1);
  rerender(<ReadStatus state={{ status: 'ready', data: 1 }} label="timesheets" />);
  expect(container).toBeEmptyDOMElement();
});
