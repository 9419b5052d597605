import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { employeeProfileApi, useSession } from '@dutylink/api-client';
import {
  ANONYMOUS_USER,
  EMPTY_EMPLOYEE_GENERAL,
  Role,
  Sex,
  Step,
} from '@dutylink/contracts';
import { filled, renderPage } from './test-fixtures';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    employeeProfileApi: { general: jest.fn(), saveGeneral: jest.fn(), zipLookup: jest.fn() },
  }),
);
const api = employeeProfileApi as jest.Mocked<typeof employeeProfileApi>;

/**
 * Sets a whole value with one input event, as a paste does, without focusing the field first. For the
 * tests of what is saved, not of typing: every keystroke, focus and blur re-renders the whole Formik
 * form (about 30 ms each in jsdom): clicking and pasting into eight fields took about 2.5 s of the save
 * test's 4 to 5. The phone fields' mask reads input events too.
 */
function fill(input: HTMLElement, value: string) {
  fireEvent.input(input, { target: { value } });
}

/**
 * The box, radio or select a label names. Not getByRole(…, { name }), which computes the accessible name
 * of every candidate on this long form from jsdom's computed styles; the first test checks roles and names.
 */
const control = (label: string | RegExp) => screen.getByLabelText(label, { selector: 'input, select' });


const saved = { ...ANONYMOUS_USER, id: 3, role: Role.Employee, filledStep: [Step.General] };

beforeEach(() => {
  jest.clearAllMocks();
  useSession.setState({ ready: true, user: { ...ANONYMOUS_USER, id: 3, role: Role.Employee, emailVerified: true } });
  api.saveGeneral.mockResolvedValue(saved);
  api.zipLookup.mockResolvedValue(undefined);
});
afterEach(() => jest.useRealTimers());

test('renders the loaded profile with read-only phone and e-mail', async () => {
  renderPage(filled);
  expect(await screen.findByLabelText(/First name/)).toHaveValue('Sam');
  expect(screen.getByRole('heading', { level: 1, name: 'Create profile' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'General information' })).toBeInTheDocument();
  expect(screen.getByLabelText(/Last name/)).toHaveValue('Ortiz');
  expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
  expect(screen.getByLabelText('Cell phone')).toHaveValue('+1 (512) 555-0199');
  expect(screen.getByLabelText('Cell phone')).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
  expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/Chicago');
  expect(screen.getByRole('checkbox', { name: 'Armed guard' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Police officer' })).not.toBeChecked();
  expect(screen.getByLabelText(/Address 1/)).toHaveValue('1 Main St');
  expect(screen.getByLabelText(/ZIP code/)).toHaveValue('73301');
  expect(screen.getByLabelText(/City/)).toHaveValue('Austin');
  expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('44');
  expect(screen.getByLabelText('Emergency contact 1 name')).toHaveValue('Ana Ortiz');
  expect(screen.getByLabelText('Emergency contact 1 phone')).toHaveValue('+1 (512) 555-0100');
  // The first step has nowhere to go back to in create mode.
  expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  // Opening the form does not look the saved postal code up again.
  expect(api.zipLookup).not.toHaveBeenCalled();
});

test('an empty profile shows every required message on submit and does not save', async () => {
  renderPage(EMPTY_EMPLOYEE_GENERAL);
  await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Sex must be specified')).toBeInTheDocument();
  expect(screen.getByText('At least one item must be selected')).toBeInTheDocument();
  expect(screen.getByText('At least one item must be filled')).toBeInTheDocument();
  expect(screen.getByText('State is required')).toBeInTheDocument();
  // First name, last name, address 1, postal code, city.
  expect(screen.getAllByText('Required')).toHaveLength(5);
  expect(screen.getByLabelText(/First name/)).toHaveAccessibleDescription('Required');
  expect(screen.getByLabelText(/City/)).toHaveAccessibleDescription('Required');
  expect(api.saveGeneral).not.toHaveBeenCalled();
});

test('Next with errors scrolls to the first field in error and focuses it (issue 17: about 1000 px above on a phone)', async () => {
  const scrolledTo: Element[] = [];
  // jsdom lays nothing out: record what the step scrolls to.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this);
  };
  renderPage({ ...filled, address: { ...filled.address, address1: '' } });
  await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
  const address1 = await screen.findByRole('textbox', { name: /Address 1/ });
  expect(address1).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(address1).toHaveFocus());
  expect(scrolledTo).toEqual([address1.closest('.MuiFormControl-root')]);
  expect(api.saveGeneral).not.toHaveBeenCalled();
});

test('bad postal code and phone show their messages', async () => {
  renderPage({ ...filled, address: { ...filled.address, postalCode: '' }, emergencyContacts: [{ name: 'Ana', phone: '' }] });
  await userEvent.type(await screen.findByLabelText(/ZIP code/), '12a3');
  await userEvent.type(screen.getByLabelText('Emergency contact 1 phone'), '1');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('ZIP code must be 5 digits')).toBeInTheDocument();
  expect(screen.getByLabelText(/ZIP code/)).toHaveValue('123');
  expect(screen.getByText('Enter a valid US cell phone number')).toBeInTheDocument();
  expect(api.saveGeneral).not.toHaveBeenCalled();
});

test('a 5-digit postal code is looked up after 300 ms and fills city and state', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  api.zipLookup.mockResolvedValue({ city: 'Beverly Hills', state: 'CA', idstate: 0 });
  renderPage(filled);
  const postal = await screen.findByLabelText(/ZIP code/);
  await user.clear(postal);
  await user.type(postal, '90210');
  act(() => jest.advanceTimersByTime(299));
  expect(api.zipLookup).not.toHaveBeenCalled();
  await act(async () => jest.advanceTimersByTime(1));
  expect(api.zipLookup).toHaveBeenCalledTimes(1);
  expect(api.zipLookup).toHaveBeenCalledWith('90210');
  await waitFor(() => expect(screen.getByLabelText(/City/)).toHaveValue('Beverly Hills'));
  expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('5');
});

test('an unknown ZIP leaves city and state alone', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderPage(filled);
  const postal = await screen.findByLabelText(/ZIP code/);
  await user.clear(postal);
  await user.type(postal, '00000');
  await act(async () => jest.advanceTimersByTime(300));
  expect(api.zipLookup).toHaveBeenCalledWith('00000');
  expect(screen.getByLabelText(/City/)).toHaveValue('Austin');
  expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('44');
});

test('saves the edited profile with E.164 phones and goes to Permits', async () => {
  renderPage(EMPTY_EMPLOYEE_GENERAL);
  fill(await screen.findByLabelText(/First name/), 'Sam');
  fill(screen.getByLabelText(/Last name/), 'Ortiz');
  await userEvent.click(control('Female'));
  await userEvent.selectOptions(control(/^Time zone/), 'America/Denver');
  await userEvent.click(control('Police officer'));
  await userEvent.click(control('Unarmed guard'));
  fill(screen.getByLabelText(/Address 1/), '9 Elm St');
  fill(screen.getByLabelText(/Address 2/), 'Apt 2');
  fill(screen.getByLabelText(/City/), 'Austin');
  await userEvent.selectOptions(control(/^State/), 'Texas');
  fill(screen.getByLabelText(/ZIP code/), '73301');
  fill(screen.getByLabelText('Emergency contact 2 name'), 'Ana Ortiz');
  fill(screen.getByLabelText('Emergency contact 2 phone'), '5125550100');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/employee/permits'));
  expect(api.saveGeneral).toHaveBeenCalledWith({
    firstName: 'Sam',
    lastName: 'Ortiz',
    sex: Sex.Female,
    timeZone: 'America/Denver',
    specializations: [1, 3],
    address: { address1: '9 Elm St', address2: 'Apt 2', city: 'Austin', idstate: 44, postalCode: '73301' },
    emergencyContacts: [
      { name: '', phone: '' },
      { name: 'Ana Ortiz', phone: '+15125550100' },
    ],
  }, expect.any(Function));
});

test('contact rows can be added up to five and removed', async () => {
  renderPage(filled);
  const add = await screen.findByRole('button', { name: 'Add contact' });
  for (let i = 0; i < 4; i++) await userEvent.click(add);
  expect(screen.getByLabelText('Emergency contact 5 name')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add contact' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Remove emergency contact 1' }));
  expect(screen.getByLabelText('Emergency contact 1 name')).toHaveValue('');
  expect(screen.queryByLabelText('Emergency contact 5 name')).not.toBeInTheDocument();
});

test("a ZIP code the server refuses (issue 36: another state's) shows its message on the postal code field", async () => {
  api.saveGeneral.mockImplementation(async (_item: unknown, onFieldErrors?: (errors: Record<string, string[]>) => void) => {
    onFieldErrors?.({ 'address.postalCode': ['ZIP code 10001 is in NY, not TX'] });
    return undefined;
  });
  renderPage(filled);
  await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
  const postalCode = screen.getByLabelText(/ZIP code/);
  await waitFor(() => expect(postalCode).toHaveAccessibleDescription('ZIP code 10001 is in NY, not TX'));
  expect(postalCode).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByTestId('where')).not.toBeInTheDocument();
});

test('a failed save stays on the page', async () => {
  api.saveGeneral.mockResolvedValue(undefined);
  renderPage(filled);
  await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
  await waitFor(() => expect(api.saveGeneral).toHaveBeenCalled());
  expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
});

describe('edit mode', () => {
  const path = '/employee/general?returnUrl=/employee/profile';

  test('saving goes back to the returnUrl', async () => {
    renderPage(filled, path);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit my employee profile' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/employee/profile'));
  });

  test('Back on a modified form asks first; Understood, do not save leaves without saving', async () => {
    renderPage(filled, path);
    await userEvent.type(await screen.findByLabelText(/First name/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Your progress will be lost if you leave.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Understood, do not save' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/employee/profile');
    expect(api.saveGeneral).not.toHaveBeenCalled();
  });

  test("the leave guard's Next saves and then leaves", async () => {
    renderPage(filled, path);
    await userEvent.type(await screen.findByLabelText(/First name/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/employee/profile'));
    expect(api.saveGeneral).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Samx' }), expect.any(Function));
  });
});

test('a failed load offers Try again, which loads once more', async () => {
  api.general.mockResolvedValueOnce(undefined);
  renderPage(filled);
  await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByLabelText(/First name/)).toHaveValue('Sam');
  expect(api.general).toHaveBeenCalledTimes(2);
});
