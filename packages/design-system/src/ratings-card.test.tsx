import { render, screen, within } from '@testing-library/react';
import { reliabilityApi } from '@dutylink/api-client';
import { RatingsCard } from './ratings-card';

jest.mock('@dutylink/api-client', () => jest.requireActual('@dutylink/api-client/testing').mockApis({ reliabilityApi: { ratings: jest.fn() } }));
const ratings = reliabilityApi.ratings as unknown as jest.Mock;

test('shows the average and each rating with its job and day, not who gave it', async () => {
  ratings.mockResolvedValue({
    average: 4.5,
    count: 2,
    ratings: [
      { stars: 5, comment: 'Arrived early.', title: 'Bank lobby', day: '2026-12-02' },
      { stars: 4, comment: '', title: 'Holiday Market', day: '2026-10-28' },
    ],
  });
  render(<RatingsCard hint="What employers said after your shifts. Their names are not shown." />);
  const card = screen.getByRole('region', { name: 'Ratings' });
  expect(await within(card).findByText('★ 4.5 (2 ratings)')).toBeInTheDocument();
  const items = within(within(card).getByRole('list', { name: 'Ratings' })).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Arrived early.');
  expect(items[0]).toHaveTextContent('Bank lobby · 2 Dec 2026');
  expect(within(items[1]).getByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
});

test('says when there is no rating yet', async () => {
  ratings.mockResolvedValue({ average: null, count: 0, ratings: [] });
  render(<RatingsCard hint="What officers said after their shifts. Their names are not shown." />);
  expect(await screen.findByText('No ratings yet')).toBeInTheDocument();
});
