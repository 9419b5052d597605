import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reliabilityApi, useToasts } from '@dutylink/api-client';
import { RateShift } from './rate-shift';

jest.mock('@dutylink/api-client', () => jest.requireActual('@dutylink/api-client/testing').mockApis({ reliabilityApi: { rate: jest.fn() } }));
const rate = reliabilityApi.rate as unknown as jest.Mock;

beforeEach(() => rate.mockReset());

const about = 'Lone Star Protective Services · Mon, 30 Nov';

test('rates a completed shift with stars and a trimmed comment, once the stars are chosen', async () => {
  rate.mockResolvedValue({ shiftId: 7, stars: 4, comment: 'Clear orders', created: '2026-11-30T21:00:00Z' });
  render(<RateShift shiftId={7} rated={null} completed label="Rate this shift" about={about} />);
  await userEvent.click(screen.getByRole('button', { name: 'Rate this shift' }));
  const dialog = screen.getByRole('dialog', { name: 'Rate this shift' });
  expect(dialog).toHaveTextContent(about);
  // No stars yet: refused in the form, nothing sent.
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Choose 1 to 5 stars');
  expect(rate).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
  expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await userEvent.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), '  Clear orders ');
  expect(screen.getByText('15/280')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(rate).toHaveBeenCalledWith(7, { stars: 4, comment: 'Clear orders' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(useToasts.getState().toasts).toEqual([expect.objectContaining({ kind: 'success', message: 'Thank you for your rating.' })]);
});

test('sends the stars alone: the comment is optional', async () => {
  rate.mockResolvedValue({ shiftId: 7, stars: 5, comment: '', created: '2026-11-30T21:00:00Z' });
  render(<RateShift shiftId={7} rated={null} completed label="Rate officer" about={about} />);
  await userEvent.click(screen.getByRole('button', { name: 'Rate officer' }));
  await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(rate).toHaveBeenCalledWith(7, { stars: 5, comment: '' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('says what was given once rated, and offers nothing before the shift is completed', () => {
  const { rerender, container } = render(<RateShift shiftId={7} rated={5} completed label="Rate officer" about={about} />);
  expect(screen.getByText('You rated it 5 stars')).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  rerender(<RateShift shiftId={7} rated={null} completed={false} label="Rate officer" about={about} />);
  expect(container).toBeEmptyDOMElement();
});
