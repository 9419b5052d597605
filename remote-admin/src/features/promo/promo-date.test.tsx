import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi } from '@dutylink/api-client';
import { PromoDialog } from './promo-dialog';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    adminApi: { savePromo: jest.fn() },
  }),
);

const savePromo = adminApi.savePromo as jest.Mock;

async function typeDate(dialog: HTMLElement, digits: string) {
  const month = within(within(dialog).getByRole('group', { name: 'Valid until' })).getAllByRole('spinbutton')[0];
  await userEvent.click(month);
  await userEvent.keyboard(digits);
}

test('Valid until can be typed: a past day is refused, a future one is sent as yyyy-MM-dd', async () => {
  savePromo.mockResolvedValue({ id: 3, name: 'FALL' });
  const onCreated = jest.fn();
  render(<PromoDialog open onClose={jest.fn()} onCreated={onCreated} />);
  const dialog = screen.getByRole('dialog', { name: 'Add promo' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Promo code' }), 'FALL');
  await typeDate(dialog, '01012020');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Date must be in the future')).toBeInTheDocument();
  expect(savePromo).not.toHaveBeenCalled();

  await typeDate(dialog, '12312099');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(savePromo).toHaveBeenCalledWith(expect.objectContaining({ name: 'FALL', validUntil: '2099-12-31' }), expect.any(Function)));
  await waitFor(() => expect(onCreated).toHaveBeenCalled());
});
