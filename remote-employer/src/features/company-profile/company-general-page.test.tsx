import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@dutylink/router';
import { employerApi } from '@dutylink/api-client';
import { EMPTY_EMPLOYER_GENERAL, QualifiedAs, type EmployerGeneralResponse } from '@dutylink/contracts';
import { CompanyGeneralPage } from './company-general-page';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    employerApi: { general: jest.fn(), saveGeneral: jest.fn() },
  }),
);

const general = employerApi.general as jest.Mock;
const saveGeneral = employerApi.saveGeneral as jest.Mock;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/employer/general" element={<CompanyGeneralPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const states = [
  { id: 5, name: 'California', code: 'CA' },
  { id: 44, name: 'Texas', code: 'TX' },
];
const empty: EmployerGeneralResponse = { item: EMPTY_EMPLOYER_GENERAL, states, email: 'boss@harbor.test', phone: '+12145550100' };
const filled: EmployerGeneralResponse = {
  ...empty,
  item: {
    ...EMPTY_EMPLOYER_GENERAL,
    id: 4,
    firstName: 'Jane',
    lastName: 'Roe',
    company: 'Harbor Security',
    licenseNumber: 'B-123',
    workPhone: '+12145550199',
    employerType: QualifiedAs.AlarmCompany,
  },
};

/**
 * Clicks a field and pastes a whole value. These tests are about what is saved and when the page warns,
 * not about typing: each key re-renders the whole Formik form, and typing the four names took 2 s.
 */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

beforeEach(() => {
  general.mockReset();
  saveGeneral.mockReset().mockResolvedValue({ id: 4 });
});

test('shows the read-only cell phone and e-mail, and the required messages on Next', async () => {
  general.mockResolvedValue(empty);
  renderAt('/employer/general');
  expect(screen.getByRole('heading', { level: 1, name: 'Create profile' })).toBeInTheDocument();
  expect(await screen.findByLabelText('Email')).toHaveValue('boss@harbor.test');
  expect(screen.getByLabelText('Cell phone')).toHaveValue('+1 (214) 555-0100');
  expect(screen.getByLabelText('Cell phone')).toHaveAttribute('readonly');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findAllByText('Required')).toHaveLength(4);
  expect(saveGeneral).not.toHaveBeenCalled();
});

test('clearing a required field shows Required and does not save', async () => {
  general.mockResolvedValue(filled);
  renderAt('/employer/general');
  const company = await screen.findByRole('textbox', { name: /Company/ });
  await userEvent.clear(company);
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Required')).toBeInTheDocument();
  expect(saveGeneral).not.toHaveBeenCalled();
});

test('create mode: saves the trimmed payload and goes to the payment step', async () => {
  general.mockResolvedValue(empty);
  renderAt('/employer/general');
  await enter(await screen.findByRole('textbox', { name: /First name/ }), ' Jane ');
  await enter(screen.getByRole('textbox', { name: /Last name/ }), 'Roe');
  await enter(screen.getByRole('textbox', { name: /Company/ }), 'Harbor Security');
  await enter(screen.getByRole('textbox', { name: /License number/ }), 'B-123');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Employer type' }), 'PPO');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/employer/payment'));
  expect(saveGeneral).toHaveBeenCalledWith({
    id: 0,
    firstName: 'Jane',
    lastName: 'Roe',
    company: 'Harbor Security',
    licenseNumber: 'B-123',
    workPhone: '',
    employerType: QualifiedAs.PPO,
    address: EMPTY_EMPLOYER_GENERAL.address,
  }, expect.any(Function));
});

test('the billing address is optional, but asked for whole once begun, and saved trimmed', async () => {
  general.mockResolvedValue(filled);
  renderAt('/employer/general?returnUrl=/employer/profile');
  expect(await screen.findByRole('heading', { name: 'Billing address' })).toBeInTheDocument();
  await enter(screen.getByRole('textbox', { name: 'Address 1' }), ' 200 Main St ');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findAllByText('Required')).toHaveLength(2);
  expect(screen.getByText('State is required')).toBeInTheDocument();
  expect(saveGeneral).not.toHaveBeenCalled();

  await enter(screen.getByRole('textbox', { name: 'City' }), 'Dallas');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Texas');
  await enter(screen.getByRole('textbox', { name: 'ZIP code' }), '75201');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/employer/profile'));
  expect(saveGeneral).toHaveBeenCalledWith(expect.objectContaining({ address: { address1: '200 Main St', address2: '', city: 'Dallas', idstate: 44, postalCode: '75201' } }), expect.any(Function));
});

test("edit mode: loads the saved values, 'Save' saves and returns to the returnUrl (issue 17: it read 'Next')", async () => {
  general.mockResolvedValue(filled);
  renderAt('/employer/general?returnUrl=/employer/profile');
  expect(await screen.findByRole('textbox', { name: /Company/ })).toHaveValue('Harbor Security');
  expect(screen.getByLabelText('Work phone')).toHaveValue('+1 (214) 555-0199');
  expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/employer/profile'));
  expect(saveGeneral).toHaveBeenCalledWith(expect.objectContaining({ id: 4, workPhone: '+12145550199', employerType: QualifiedAs.AlarmCompany }), expect.any(Function));
});

test('a refused save stays on the page', async () => {
  general.mockResolvedValue(filled);
  saveGeneral.mockResolvedValue(undefined);
  renderAt('/employer/general?returnUrl=/employer/profile');
  await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saveGeneral).toHaveBeenCalled());
  expect(screen.queryByTestId('where')).not.toBeInTheDocument();
});

test('Close on a modified form warns first (issue 17); Understood, do not save leaves without saving', async () => {
  general.mockResolvedValue(filled);
  renderAt('/employer/general?returnUrl=/employer/profile');
  const company = await screen.findByRole('textbox', { name: /Company/ });
  await enter(company, ' LLC');
  await userEvent.click(screen.getByRole('link', { name: 'Close' }));
  expect(await screen.findByRole('dialog')).toHaveTextContent('Your progress will be lost if you leave.');
  expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Understood, do not save' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/employer/profile'));
  expect(saveGeneral).not.toHaveBeenCalled();
});

test("the leave guard's Next saves and returns", async () => {
  general.mockResolvedValue(filled);
  renderAt('/employer/general?returnUrl=/employer/profile');
  await enter(await screen.findByRole('textbox', { name: /Company/ }), ' LLC');
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/employer/profile'));
  expect(saveGeneral).toHaveBeenCalledWith(expect.objectContaining({ company: 'Harbor Security LLC' }), expect.any(Function));
});

test("the server's refusal of a billing ZIP code of another state marks the ZIP field, and the mark goes with the next edit", async () => {
  general.mockResolvedValue({ ...filled, item: { ...filled.item, address: { address1: '200 Main St', address2: '', city: 'Dallas', idstate: 44, postalCode: '10001' } } });
  saveGeneral.mockImplementation(async (_item: unknown, onFieldErrors: (errors: Record<string, string[]>) => void) => {
    onFieldErrors({ 'address.postalCode': ['ZIP code 10001 is in NY, not TX'] });
    return undefined;
  });
  renderAt('/employer/general?returnUrl=/employer/profile');
  await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
  const zip = screen.getByRole('textbox', { name: 'ZIP code' });
  await waitFor(() => expect(zip).toHaveAccessibleDescription('ZIP code 10001 is in NY, not TX'));
  expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  await userEvent.clear(zip);
  await enter(zip, '75201');
  await waitFor(() => expect(screen.queryByText('ZIP code 10001 is in NY, not TX')).not.toBeInTheDocument());
});
