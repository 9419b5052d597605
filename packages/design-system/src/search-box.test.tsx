import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from './search-box';

afterEach(() => jest.useRealTimers());

test('reports the trimmed text once, after the delay', async () => {
  jest.useFakeTimers();
  const onChange = jest.fn();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<SearchBox placeholder="Search job by text or description" onChange={onChange} delayMs={300} />);
  const box = screen.getByRole('searchbox', { name: 'Search job by text or description' });
  expect(box).toHaveAttribute('placeholder', 'Search job by text or description');

  await user.type(box, ' night ');
  expect(onChange).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(299));
  expect(onChange).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(onChange).toHaveBeenCalledWith('night');

  await user.clear(box);
  act(() => jest.advanceTimersByTime(300));
  expect(onChange).toHaveBeenLastCalledWith('');
  expect(onChange).toHaveBeenCalledTimes(2);
});

test('is not called for the initial value and holds at most maxLength characters', () => {
  jest.useFakeTimers();
  const onChange = jest.fn();
  render(<SearchBox placeholder="Search" onChange={onChange} defaultValue="abc" maxLength={128} />);
  act(() => jest.advanceTimersByTime(1000));
  expect(onChange).not.toHaveBeenCalled();
  const box = screen.getByRole('searchbox', { name: 'Search' });
  expect(box).toHaveAttribute('maxlength', '128');
  fireEvent.change(box, { target: { value: 'x'.repeat(200) } });
  expect(box).toHaveValue('x'.repeat(128));
  act(() => jest.advanceTimersByTime(300));
  expect(onChange).toHaveBeenCalledWith('x'.repeat(128));
});
