import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeBoxes } from './code-boxes';

function Harness({ onComplete = () => {} }: { onComplete?: (code: string) => void }) {
  const [code, setCode] = useState('');
  return (
    <>
      <CodeBoxes value={code} onChange={setCode} onComplete={onComplete} autoFocus />
      <output aria-label="code">{code}</output>
      <button onClick={() => setCode('')}>Clear</button>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n}` });
const values = () => [1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('');

test('six labelled boxes; typing fills them one by one, moves the focus and completes at 6 digits', async () => {
  const onComplete = jest.fn();
  const user = userEvent.setup();
  render(<Harness onComplete={onComplete} />);
  expect(screen.getAllByRole('textbox')).toHaveLength(6);
  expect(box(1)).toHaveFocus();
  await user.keyboard('123');
  expect(values()).toBe('123');
  expect(box(4)).toHaveFocus();
  expect(onComplete).not.toHaveBeenCalled();
  await user.keyboard('456');
  expect(values()).toBe('123456');
  expect(onComplete).toHaveBeenCalledTimes(1);
  expect(onComplete).toHaveBeenCalledWith('123456');
});

test('non-digits are refused', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.keyboard('a- e');
  expect(values()).toBe('');
  expect(box(1)).toHaveFocus();
  await user.keyboard('7x');
  expect(values()).toBe('7');
  expect(box(2)).toHaveFocus();
});

test('Backspace clears and moves the focus back', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.keyboard('123');
  expect(box(4)).toHaveFocus();
  await user.keyboard('{Backspace}');
  expect(values()).toBe('12');
  expect(box(3)).toHaveFocus();
  await user.keyboard('{Backspace}');
  expect(values()).toBe('1');
  expect(box(2)).toHaveFocus();
  await user.keyboard('9');
  expect(values()).toBe('19');
});

test('pasting 6 digits fills every box and completes', async () => {
  const onComplete = jest.fn();
  const user = userEvent.setup();
  render(<Harness onComplete={onComplete} />);
  await user.click(box(3));
  await user.paste('Code: 654 321');
  expect(values()).toBe('654321');
  expect(onComplete).toHaveBeenCalledWith('654321');
  expect(box(6)).toHaveFocus();
});

test('the parent clears the boxes and the first box takes the focus', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.keyboard('123456');
  await user.click(screen.getByRole('button', { name: 'Clear' }));
  expect(values()).toBe('');
  expect(box(1)).toHaveFocus();
  await act(async () => {});
  expect(screen.getByLabelText('code')).toHaveTextContent('');
});
