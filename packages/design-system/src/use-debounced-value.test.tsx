import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

test('the value follows only after it has been still for the delay', () => {
  jest.useFakeTimers();
  const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: 'a' } });
  rerender({ value: 'ab' });
  act(() => jest.advanceTimersByTime(200));
  rerender({ value: 'abc' });
  act(() => jest.advanceTimersByTime(200));
  expect(result.current).toBe('a');
  act(() => jest.advanceTimersByTime(100));
  expect(result.current).toBe('abc');
  jest.useRealTimers();
});
