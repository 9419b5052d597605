import { render, screen, within } from '@testing-library/react';
import { adminApi } from '@dutylink/api-client';
import type { MessageChannels, MessagesWeekRow } from '@dutylink/contracts';
import { DateLocalization } from '../../components/dates';
import { MessagesCard } from './messages-card';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({ adminApi: { messagesPerWeek: jest.fn() } }),
);

// Sunday 15 March 2026: this week started on Monday the 9th.
const TODAY = new Date(2026, 2, 15, 12, 0, 0);
const TITLE = 'Messages by channel';
const week = (monday: string, counts: Partial<MessagesWeekRow> = {}): MessagesWeekRow => ({ week: monday, sms: 0, push: 0, email: 0, smsSaved: 0, segmentsSaved: 0, ...counts });
const answer: MessageChannels = {
  weeks: [
    week('2026-02-23', { sms: 10_000, email: 3 }),
    week('2026-03-02'),
    week('2026-03-09', { sms: 5_120, push: 5_000, email: 1, smsSaved: 4_980, segmentsSaved: 9_960 }),
  ],
  keptFrom: null,
};

beforeEach(() => (adminApi.messagesPerWeek as jest.Mock).mockReset().mockResolvedValue(answer));

const renderCard = () =>
  render(
    <DateLocalization>
      <MessagesCard today={TODAY} />
    </DateLocalization>,
  );

it('stacks the weeks’ SMS, push and e-mail, with a summary for screen readers, and says what push saved', async () => {
  renderCard();
  expect(adminApi.messagesPerWeek).toHaveBeenCalledWith('2026-01-19', '2026-03-15');
  const card = within(screen.getByRole('region', { name: TITLE }));
  expect(card.getByRole('button', { name: `${TITLE} date range: 19 Jan 2026 – 15 Mar 2026` })).toBeInTheDocument();
  expect(await card.findByRole('img', { name: `${TITLE}: SMS 15,120, Push 5,000, E-mail 4, weeks of 23 Feb to 9 Mar` })).toBeInTheDocument();
  for (const series of ['SMS', 'Push', 'E-mail']) expect(card.getAllByText(series).length).toBeGreaterThan(0);
  for (const tick of ['2/23', '3/2', '3/9']) expect(card.getByText(tick)).toBeInTheDocument();
  const figures = card.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  expect(figures).toEqual([
    ['SMS segments saved by push', '9,960'],
    ['Texts not sent', '4,980'],
  ]);
  // The whole outbox is kept: no word about deleted messages.
  expect(card.queryByText(/deleted after a while/)).not.toBeInTheDocument();
});

it("gives every week's figures in a table", async () => {
  renderCard();
  const table = within(await screen.findByRole('table', { name: `${TITLE}, weeks of 23 Feb to 9 Mar` }));
  expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Week of', 'SMS', 'Push', 'E-mail', 'Segments saved']);
  expect(table.getByRole('row', { name: '9 Mar 5,120 5,000 1 9,960' })).toBeInTheDocument();
  expect(table.getByRole('row', { name: '2 Mar 0 0 0 0' })).toBeInTheDocument();
  expect(table.getByRole('row', { name: '23 Feb 10,000 0 3 0' })).toBeInTheDocument();
});

it('says when the outbox no longer holds the first weeks of the range', async () => {
  (adminApi.messagesPerWeek as jest.Mock).mockResolvedValue({ ...answer, keptFrom: '2026-02-13' });
  renderCard();
  expect(await screen.findByText('Sent messages are deleted after a while: before 13 Feb the figures are incomplete.')).toBeInTheDocument();
});

it('shows Loading... while the weeks load and No data when the call failed', async () => {
  let resolve: (value: undefined) => void = () => undefined;
  (adminApi.messagesPerWeek as jest.Mock).mockReturnValue(new Promise((r) => (resolve = r)));
  renderCard();
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  resolve(undefined);
  expect(await screen.findByText('No data')).toBeInTheDocument();
});
