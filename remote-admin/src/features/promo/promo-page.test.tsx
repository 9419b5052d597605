import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi, useToasts } from '@dutylink/api-client';
import type { AdminPromo } from '@dutylink/contracts';
import { PromoPage } from './promo-page';
import { serverRows } from '../../test/server-rows';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    adminApi: { promos: jest.fn(), savePromo: jest.fn(), deletePromo: jest.fn() },
  }),
);

const promos = adminApi.promos as jest.Mock;
const savePromo = adminApi.savePromo as jest.Mock;
const deletePromo = adminApi.deletePromo as jest.Mock;

const promo = (id: number, over: Partial<AdminPromo> = {}): AdminPromo => ({
  id,
  name: `CODE${id}`,
  value: 20,
  valueType: 'percent',
  duration: 1,
  durationUnit: 'month',
  validUntil: null,
  maxRedemptions: null,
  redemptions: 0,
  created: '2026-11-02T10:00:00Z',
  ...over,
});

/**
 * Clicks a field and pastes a whole value. For tests of what is done with the text, not of typing it:
 * each key re-renders the form (and a multiline field measures itself with getComputedStyle), so
 * typing a dozen characters took more than a second.
 */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

beforeEach(() => {
  promos.mockReset();
  savePromo.mockReset();
  deletePromo.mockReset().mockResolvedValue({ id: 1 });
  useToasts.setState({ toasts: [] });
});

test('lists code, period, valid until and created; the search is debounced and sent', async () => {
  promos.mockResolvedValue({ items: [promo(1), promo(2, { duration: 0, validUntil: '2027-01-31' }), promo(3, { duration: 6 })], total: 3 });
  render(<PromoPage />);
  const grid = await screen.findByRole('grid', { name: 'Promo codes' });
  for (const name of ['Promo code', 'Period', 'Valid until', 'Created']) expect(within(grid).getByRole('columnheader', { name })).toBeInTheDocument();
  const row2 = within(grid).getByText('CODE2').closest('[role="row"]') as HTMLElement;
  expect(within(row2).getByText('forever')).toBeInTheDocument();
  expect(within(row2).getByText('01/31/27')).toBeInTheDocument();
  expect(within(row2).getByText('11/02/26')).toBeInTheDocument();
  const row1 = within(grid).getByText('CODE1').closest('[role="row"]') as HTMLElement;
  expect(within(row1).getByText('1 month')).toBeInTheDocument();
  expect(within(row1).getByText('—')).toBeInTheDocument();
  expect(within(grid).getByText('6 months')).toBeInTheDocument();
  expect(promos).toHaveBeenCalledWith({ text: '' });

  promos.mockResolvedValue({ items: [], total: 0 });
  const search = screen.getByRole('searchbox', { name: 'Search by code' });
  expect(search).toHaveAttribute('maxlength', '128');
  await userEvent.type(search, 'spr');
  await waitFor(() => expect(promos).toHaveBeenLastCalledWith({ text: 'spr' }));
  expect(promos).toHaveBeenCalledTimes(2);
  expect(await screen.findByText('No promo codes found')).toBeInTheDocument();
});

test('the Add promo form shows the schema errors and hides the duration for Forever', async () => {
  promos.mockResolvedValue({ items: [], total: 0 });
  render(<PromoPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Add promo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add promo' });
  const name = within(dialog).getByRole('textbox', { name: 'Promo code' });
  expect(name).toHaveAttribute('maxlength', '80');
  expect(within(dialog).getByRole('spinbutton', { name: 'Percent off' })).toHaveValue(20);
  const duration = within(dialog).getByRole('spinbutton', { name: 'Duration in months' });
  await userEvent.clear(duration);
  await userEvent.type(duration, '13');
  await enter(within(dialog).getByRole('spinbutton', { name: 'Max redemptions' }), '1000');
  await enter(name, 'bad code!');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Use letters, digits, - and _ only')).toBeInTheDocument();
  expect(within(dialog).getByText('Enter a whole number of months from 1 to 12')).toBeInTheDocument();
  expect(within(dialog).getByText('Enter a whole number from 1 to 999, or leave empty')).toBeInTheDocument();
  expect(savePromo).not.toHaveBeenCalled();

  await userEvent.clear(name);
  await userEvent.tab();
  expect(await within(dialog).findByText('Required')).toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Forever' }));
  expect(within(dialog).queryByRole('spinbutton', { name: 'Duration in months' })).not.toBeInTheDocument();
  expect(within(dialog).getByRole('group', { name: 'Valid until' })).toBeInTheDocument();
});

test('creating a promo sends the input (empty max redemptions = null), toasts and reloads', async () => {
  promos.mockResolvedValue({ items: [], total: 0 });
  savePromo.mockResolvedValue(promo(9, { name: 'SPRING' }));
  render(<PromoPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Add promo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add promo' });
  await enter(within(dialog).getByRole('textbox', { name: 'Promo code' }), 'SPRING');
  const value = within(dialog).getByRole('spinbutton', { name: 'Percent off' });
  await userEvent.clear(value);
  await userEvent.type(value, '15');
  promos.mockResolvedValue({ items: [promo(9, { name: 'SPRING' })], total: 1 });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(savePromo).toHaveBeenCalledWith(
      { id: 0, name: 'SPRING', value: 15, forever: false, duration: 1, maxRedemptions: null, validUntil: null },
      expect.any(Function),
    ),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByText('SPRING')).toBeInTheDocument();
  expect(useToasts.getState().toasts.map((t) => t.message)).toContain('Promo code SPRING created');
});

test('a code already taken marks the Promo code field, besides the toast (issue 17)', async () => {
  promos.mockResolvedValue({ items: [], total: 0 });
  savePromo.mockImplementation(async (_input, onFieldErrors?: (errors: Record<string, string[]>) => void) => {
    onFieldErrors?.({ name: ['A promo code with this name already exists'] });
    return undefined;
  });
  render(<PromoPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Add promo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add promo' });
  const name = within(dialog).getByRole('textbox', { name: 'Promo code' });
  await enter(name, 'WELCOME20');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
  expect(name).toHaveAccessibleDescription('A promo code with this name already exists');
  // Typing another code clears it (the form validates again).
  await userEvent.type(name, 'X');
  await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'false'));
});

test('the Discount column shows the percent sign (issue 17)', async () => {
  promos.mockResolvedValue({ items: [promo(1, { value: 20 }), promo(2, { value: 100 })], total: 2 });
  render(<PromoPage />);
  const grid = await screen.findByRole('grid', { name: 'Promo codes' });
  expect(within(grid).getByRole('columnheader', { name: 'Discount' })).toBeInTheDocument();
  expect(within(grid).getByText('20%')).toBeInTheDocument();
  expect(within(grid).getByText('100%')).toBeInTheDocument();
});

test('an 80-character code ends in an ellipsis, whole in its tooltip (issue 17)', async () => {
  const long = 'SPRING'.padEnd(80, 'X');
  promos.mockResolvedValue({ items: [promo(1, { name: long })], total: 1 });
  render(<PromoPage />);
  const grid = await screen.findByRole('grid', { name: 'Promo codes' });
  const cell = within(grid).getByText(long);
  expect(cell).toHaveAttribute('title', long);
  expect(cell).toHaveStyle({ textOverflow: 'ellipsis', whiteSpace: 'nowrap', overflow: 'hidden' });
});

test('a refused save keeps the dialog open', async () => {
  promos.mockResolvedValue({ items: [], total: 0 });
  savePromo.mockResolvedValue(undefined);
  render(<PromoPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Add promo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add promo' });
  await enter(within(dialog).getByRole('textbox', { name: 'Promo code' }), 'TAKEN');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(savePromo).toHaveBeenCalled());
  expect(screen.getByRole('dialog', { name: 'Add promo' })).toBeInTheDocument();
});

test('Delete asks with the promo text and removes the row', async () => {
  const server = serverRows([promo(1), promo(2)]);
  promos.mockImplementation(server.list);
  deletePromo.mockImplementation(async (id: number) => server.remove(id));
  render(<PromoPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for CODE1' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog');
  expect(
    within(dialog).getByText(
      'Are you sure you want to delete this promo code? This promo code will remain with existing users until it expires. You will not be able to assign this promo code to new users.',
    ),
  ).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(deletePromo).toHaveBeenCalledWith(1));
  await waitFor(() => expect(screen.queryByText('CODE1')).not.toBeInTheDocument());
  expect(screen.getByText('CODE2')).toBeInTheDocument();
});
