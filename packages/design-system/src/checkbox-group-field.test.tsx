import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxGroupField } from './checkbox-group-field';

const options = [
  { id: 1, name: 'Nursing' },
  { id: 2, name: 'Security' },
];

function Harness({ onChange, error }: { onChange: (ids: number[]) => void; error?: string }) {
  const [selected, setSelected] = useState<number[]>([2]);
  return (
    <CheckboxGroupField
      label="Specializations"
      options={options}
      selected={selected}
      error={error}
      required
      row
      onChange={(ids) => {
        setSelected(ids);
        onChange(ids);
      }}
    />
  );
}

test('names the group by its label and each checkbox by its option, appending and removing ids', async () => {
  const onChange = jest.fn();
  const user = userEvent.setup();
  render(<Harness onChange={onChange} />);
  const group = screen.getByRole('group', { name: /specializations/i });
  expect(within(group).getByRole('checkbox', { name: 'Security' })).toBeChecked();
  await user.click(within(group).getByRole('checkbox', { name: 'Nursing' }));
  expect(onChange).toHaveBeenLastCalledWith([2, 1]);
  await user.click(within(group).getByRole('checkbox', { name: 'Security' }));
  expect(onChange).toHaveBeenLastCalledWith([1]);
  expect(within(group).getByRole('checkbox', { name: 'Security' })).not.toBeChecked();
});

test('shows the error text and disables every checkbox when disabled', () => {
  render(<CheckboxGroupField label="Trainings" options={options} selected={[]} onChange={jest.fn()} error="Pick one" disabled />);
  expect(screen.getByText('Pick one')).toBeInTheDocument();
  for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).toBeDisabled();
});
