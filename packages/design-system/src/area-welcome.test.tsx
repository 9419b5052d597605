import { render, screen, within } from '@testing-library/react';
import { AreaWelcome, stepItems } from './area-welcome';

test('stepItems tags each step Filled or Not filled', () => {
  const items = stepItems([0, 4] as const, { 0: 'General information', 4: 'Payment' }, [4]);
  expect(items.map((i) => [i.label, i.status?.label])).toEqual([
    ['General information', 'Not filled'],
    ['Payment', 'Filled'],
  ]);
});

test('AreaWelcome greets the user and lists the items', () => {
  render(<AreaWelcome name="Eli" summary="2 things" listLabel="Things" items={[{ key: 1, label: 'One', secondary: 'first' }]} />);
  expect(screen.getByRole('heading', { name: 'Welcome, Eli' })).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Things' })).getByText('One')).toBeInTheDocument();
});
