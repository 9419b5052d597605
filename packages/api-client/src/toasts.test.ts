import { TOAST_LIFE_MS } from '@dutylink/contracts';
import { toast, useToasts } from './toasts';

beforeEach(() => useToasts.setState({ toasts: [] }));

test('toast helpers push success and error toasts that live TOAST_LIFE_MS; dismiss removes one', () => {
  const ok = toast.success('Code sent');
  toast.error('Invalid code', 'The code is wrong');
  expect(useToasts.getState().toasts).toEqual([
    { id: ok, kind: 'success', message: 'Code sent', durationMs: TOAST_LIFE_MS },
    expect.objectContaining({ kind: 'error', title: 'Invalid code', message: 'The code is wrong', durationMs: 5000 }),
  ]);
  useToasts.getState().dismiss(ok);
  expect(useToasts.getState().toasts.map((t) => t.message)).toEqual(['The code is wrong']);
});

test('dismissAll closes every toast', () => {
  toast.success('Code sent');
  toast.error('Invalid code', 'Invalid code');
  useToasts.getState().dismissAll();
  expect(useToasts.getState().toasts).toEqual([]);
});

test('a toast saying the same again replaces the earlier one, so repeated errors do not pile up', () => {
  const sent = toast.success('Code sent');
  toast.error('Invalid code', 'The code is wrong or has expired. You can ask for a new one.');
  const last = toast.error('Invalid code', 'Too many wrong tries for this code. Ask for a new one.');
  toast.error('Please wait', 'Please wait 20 seconds');
  expect(useToasts.getState().toasts.map((t) => [t.id, t.title ?? t.message])).toEqual([
    [sent, 'Code sent'],
    [last, 'Invalid code'],
    [expect.any(Number), 'Please wait'],
  ]);
  expect(useToasts.getState().toasts[1]!.message).toBe('Too many wrong tries for this code. Ask for a new one.');
});
