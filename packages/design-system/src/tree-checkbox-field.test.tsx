import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TreeNode } from '@dutylink/contracts';
import { TreeCheckboxField } from './tree-checkbox-field';

const tree: TreeNode[] = [
  { id: 1, name: 'Texas', children: [{ id: 11, name: 'Austin', children: [] }, { id: 12, name: 'Dallas', children: [] }] },
  { id: 2, name: 'Utah', children: [] },
];

function Harness({ onChange }: { onChange: (ids: number[]) => void }) {
  const [selected, setSelected] = useState<number[]>([]);
  return (
    <TreeCheckboxField
      label="Metropolitan areas"
      nodes={tree}
      selected={selected}
      onChange={(ids) => {
        setSelected(ids);
        onChange(ids);
      }}
    />
  );
}

test('a parent ticks all its children, is indeterminate while some are ticked and is kept with all of them', async () => {
  const onChange = jest.fn();
  const user = userEvent.setup();
  render(<Harness onChange={onChange} />);
  const tree = screen.getByRole('group', { name: 'Metropolitan areas' });
  const texas = within(tree).getByRole('checkbox', { name: 'Texas' });
  const texasAreas = within(tree).getByRole('group', { name: 'Metropolitan areas of Texas' });

  await user.click(within(texasAreas).getByRole('checkbox', { name: 'Austin' }));
  expect(onChange).toHaveBeenLastCalledWith([11]);
  expect(texas).toHaveAttribute('data-indeterminate', 'true');
  expect(texas).not.toBeChecked();

  await user.click(within(texasAreas).getByRole('checkbox', { name: 'Dallas' }));
  expect(onChange.mock.lastCall[0].sort()).toEqual([1, 11, 12]);
  expect(texas).toBeChecked();

  await user.click(texas);
  expect(onChange).toHaveBeenLastCalledWith([]);

  await user.click(within(tree).getByRole('checkbox', { name: 'Utah' }));
  expect(onChange).toHaveBeenLastCalledWith([2]);
});

test('groupLabel names the children groups and disabled switches every box off', () => {
  render(
    <TreeCheckboxField label="Areas" nodes={tree} selected={[]} onChange={jest.fn()} disabled groupLabel={(node) => `Cities of ${node.name}`} />,
  );
  expect(screen.getByRole('group', { name: 'Cities of Texas' })).toBeInTheDocument();
  for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
});
