import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from '@dutylink/router';
import { TabsWithCounts } from './tabs-with-counts';
import { resetScreen, setScreen } from './testing/screen';

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

const tabs = [
  { label: 'All jobs', to: '/employee/jobs', count: 12 },
  { label: 'My hirings', to: '/employee/jobs/hired', count: 0 },
  { label: 'My applications', to: '/employee/jobs/applied' },
];

test('tabs are links with counts, the one of the current path selected', async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/employee/jobs/hired/']}>
      <TabsWithCounts tabs={tabs} label="Job lists" />
      <Where />
    </MemoryRouter>,
  );
  expect(screen.getByRole('tablist', { name: 'Job lists' })).toBeInTheDocument();
  const all = screen.getByRole('tab', { name: 'All jobs (12)' });
  expect(all).toHaveAttribute('href', '/employee/jobs');
  expect(all).toHaveAttribute('aria-selected', 'false');
  expect(screen.getByRole('tab', { name: 'My hirings (0)' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'My applications' })).toBeInTheDocument();

  await user.click(all);
  expect(screen.getByTestId('where')).toHaveTextContent('/employee/jobs');
  expect(screen.getByRole('tab', { name: 'All jobs (12)' })).toHaveAttribute('aria-selected', 'true');
});

test('no tab is selected on another path', () => {
  render(
    <MemoryRouter initialEntries={['/elsewhere']}>
      <TabsWithCounts tabs={tabs} />
    </MemoryRouter>,
  );
  expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'false', 'false']);
});

test('a tab link with a query is selected by its path, and `selected` overrides the path', () => {
  const withQuery = [
    { label: 'Active', to: '/admin/employers/4/jobs/active?from=%2Fadmin%2Fjobs' },
    { label: 'Closed', to: '/admin/employers/4/jobs/deactivated?from=%2Fadmin%2Fjobs' },
  ];
  const { unmount } = render(
    <MemoryRouter initialEntries={['/admin/employers/4/jobs/deactivated?from=%2Fadmin%2Fjobs']}>
      <TabsWithCounts tabs={withQuery} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('tab', { name: 'Closed' })).toHaveAttribute('aria-selected', 'true');
  unmount();
  render(
    <MemoryRouter initialEntries={['/admin/employers/4/jobs']}>
      <TabsWithCounts tabs={withQuery} selected={withQuery[0].to} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
});

describe('on a phone', () => {
  beforeEach(() => setScreen('phone'));
  afterEach(resetScreen);

  test('the tabs wrap instead of scrolling behind arrows, and the current one is marked', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/employee/jobs/applied']}>
        <TabsWithCounts tabs={tabs} label="Job lists" />
      </MemoryRouter>,
    );
    expect(container.querySelector('.MuiTabs-scrollableX')).toBeNull();
    expect(container.querySelector('.MuiTabs-scrollButtons')).toBeNull();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(screen.getByRole('tab', { name: 'My applications' })).toHaveAttribute('aria-current', 'page');
  });
});

test('on a desktop the tabs scroll when they do not fit', () => {
  const { container } = render(
    <MemoryRouter initialEntries={['/employee/jobs']}>
      <TabsWithCounts tabs={tabs} label="Job lists" />
    </MemoryRouter>,
  );
  expect(container.querySelector('.MuiTabs-scrollableX')).not.toBeNull();
  expect(screen.getByRole('tab', { name: 'All jobs (12)' })).toHaveAttribute('aria-current', 'page');
});
