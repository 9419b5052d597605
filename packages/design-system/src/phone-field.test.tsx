import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toE164 } from '@dutylink/contracts';
import { PhoneField } from './phone-field';

function Harness({ onValue }: { onValue: (value: string) => void }) {
  const [phone, setPhone] = useState('');
  return (
    <PhoneField
      name="phone"
      value={phone}
      onChange={(value) => {
        setPhone(value);
        onValue(value);
      }}
    />
  );
}

test("the field is labelled 'Cell phone' and masks typed digits as +1 (000) 000-0000", async () => {
  const onValue = jest.fn();
  const user = userEvent.setup();
  render(<Harness onValue={onValue} />);
  const input = screen.getByRole('textbox', { name: 'Cell phone' });
  await user.type(input, '5a55x5550100999');
  expect(input).toHaveValue('+1 (555) 555-0100');
  expect(onValue).toHaveBeenLastCalledWith('+1 (555) 555-0100');
  expect(toE164(onValue.mock.lastCall[0])).toBe('+15555550100');
});

test('a pasted E.164 number is masked too', async () => {
  const user = userEvent.setup();
  render(<Harness onValue={() => {}} />);
  const input = screen.getByRole('textbox', { name: 'Cell phone' });
  await user.click(input);
  await user.paste('+15555550100');
  expect(input).toHaveValue('+1 (555) 555-0100');
});

test.each(['(555) 555-0100', '+1 (555) 555-0100', '5555550100'])('filling the whole value %s at once (as a browser autofill or Playwright fill does) masks it', async (text) => {
  const onValue = jest.fn();
  const user = userEvent.setup();
  render(<Harness onValue={onValue} />);
  const input = screen.getByRole('textbox', { name: 'Cell phone' });
  await user.click(input);
  await user.paste(text);
  expect(input).toHaveValue('+1 (555) 555-0100');
  expect(onValue).toHaveBeenLastCalledWith('+1 (555) 555-0100');
});

test('a digit typed inside the number goes where the caret is, and the caret stays after it', async () => {
  const user = userEvent.setup();
  render(<Harness onValue={() => {}} />);
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Cell phone' });
  await user.type(input, '5550100');
  expect(input).toHaveValue('+1 (555) 010-0');
  // After the area code: '7' goes in, the rest moves one digit on.
  await user.type(input, '7', { initialSelectionStart: 8, initialSelectionEnd: 8 });
  expect(input).toHaveValue('+1 (555) 701-00');
  expect(input.selectionStart).toBe('+1 (555) 7'.length);
});

