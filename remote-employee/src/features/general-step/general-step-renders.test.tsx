import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@dutylink/api-client';
import { ANONYMOUS_USER, Role } from '@dutylink/contracts';
import { renderCounts, resetRenderCounts } from '@dutylink/design-system/testing';
import { filled, renderPage } from './test-fixtures';

// Every component imported from @mui/material counts its renders: what one keystroke re-renders is what it costs.
jest.mock('@mui/material', () => jest.requireActual('@dutylink/design-system/testing').countedModule(jest.requireActual('@mui/material')));
jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    employeeProfileApi: { general: jest.fn(), saveGeneral: jest.fn(), zipLookup: jest.fn() },
  }),
);

beforeEach(() => {
  useSession.setState({ ready: true, user: { ...ANONYMOUS_USER, id: 3, role: Role.Employee, emailVerified: true } });
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/**
 * A key typed in a field of a modified form (the first change also arms the page's leave guard, which
 * re-renders the page once): answers what rendered for that key alone.
 */
async function rendersOfOneKey(label: RegExp): Promise<Record<string, number>> {
  await userEvent.click(await screen.findByLabelText(label));
  await userEvent.keyboard('x');
  await settle();
  resetRenderCounts();
  await userEvent.keyboard('y');
  await settle();
  return renderCounts();
}

test('a key typed in the first name re-renders the first name field only', async () => {
  renderPage(filled);
  expect(await rendersOfOneKey(/^First name/)).toEqual({ 'TextField firstName': 1 });
  expect(screen.getByLabelText(/^First name/)).toHaveValue('Samxy');
});

test('a key typed in an emergency contact re-renders that field only', async () => {
  renderPage(filled);
  expect(await rendersOfOneKey(/^Emergency contact 1 name/)).toEqual({ 'TextField emergencyContacts[0].name': 1 });
});
