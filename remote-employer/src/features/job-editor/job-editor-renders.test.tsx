import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCounts, resetRenderCounts } from '@dutylink/design-system/testing';
import { filledModel, renderAt, response } from './test-fixtures';

// Every component imported from @mui/material counts its renders: what one keystroke re-renders is what it costs.
jest.mock('@mui/material', () => jest.requireActual('@dutylink/design-system/testing').countedModule(jest.requireActual('@mui/material')));
jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    employerApi: { editable: jest.fn(), saveJob: jest.fn() },
  }),
);

/** Types one character into the field a label names, after focusing it; answers what rendered for that key alone. */
async function rendersOfOneKey(label: RegExp): Promise<Record<string, number>> {
  const field = await screen.findByLabelText(label);
  await userEvent.click(field);
  // The validation the focus change started has settled.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  resetRenderCounts();
  await userEvent.keyboard('x');
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return renderCounts();
}

test('a key typed in the title re-renders the title field only', async () => {
  renderAt('/employer/jobs/0#0', response(filledModel(0)));
  expect(await rendersOfOneKey(/^Title/)).toEqual({ 'TextField general.title': 1 });
  expect(screen.getByLabelText(/^Title/)).toHaveValue('Night patrolx');
});

test('a key typed in the city on the details step re-renders the city field only', async () => {
  renderAt('/employer/jobs/0#1', response(filledModel(0)));
  expect(await rendersOfOneKey(/^City/)).toEqual({ 'TextField details.address.city': 1 });
  expect(screen.getByLabelText(/^City/)).toHaveValue('Austinx');
});
