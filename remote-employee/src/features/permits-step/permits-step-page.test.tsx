import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@dutylink/router';
import { employeeProfileApi, permitFilesApi, useSession } from '@dutylink/api-client';
import {
  ANONYMOUS_USER,
  emptyPermitDocuments,
  PERMIT_DOCUMENT_TYPES,
  PERMITS_VALIDATION_DELAY_MS,
  permitDocumentLabel,
  PermitDocumentType,
  permitFileMessages,
  type EmployeePermitsResponse,
  type PermitFile,
} from '@dutylink/contracts';
import { REMOVE_VERIFIED_TEXT } from './permit-file-field';
import { PermitsStepPage } from './permits-step-page';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    employeeProfileApi: { permits: jest.fn(), savePermits: jest.fn() },
    permitFilesApi: { upload: jest.fn(), remove: jest.fn() },
  }),
);

const api = employeeProfileApi as jest.Mocked<typeof employeeProfileApi>;
const files = permitFilesApi as jest.Mocked<typeof permitFilesApi>;
const AGREE = 'Acknowledge that all certificates and permits are valid and meets requirements of Local, State and Federal Law *';
const PAST = '2025-01-15';
const FUTURE = '2027-06-30';

function response(overrides: Partial<EmployeePermitsResponse> = {}): EmployeePermitsResponse {
  const requiredDocs = overrides.requiredDocs ?? [];
  return {
    documents: emptyPermitDocuments(requiredDocs),
    requiredDocs,
    agree: false,
    securityClearance: false,
    military: false,
    specializedTraining: [
      { id: 1, name: 'First aid / CPR' },
      { id: 2, name: 'Crowd control' },
    ],
    ...overrides,
  };
}

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

async function renderStep(data = response(), path = '/employee/permits') {
  api.permits.mockResolvedValue(data);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/employee/permits" element={<PermitsStepPage />} />
        <Route path="*" element={<Location />} />
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByLabelText('Guard card', { selector: 'input' });
  return user;
}

// The page's blocks and boxes are found by their labels: a role query with a name computes the
// accessible name of every group or checkbox on the page from jsdom's computed styles, about 0.1 s
// each time on this page. The first test checks the roles and accessible names themselves.

/** The group a document's name labels (its aria-labelledby). */
const block = (type: PermitDocumentType) => screen.getByLabelText(permitDocumentLabel(type), { selector: '[role="group"]' });
const isMarked = (type: PermitDocumentType) => block(type).getAttribute('data-invalid') === 'true';
/** The checkbox a label names. */
const box = (label: string) => screen.getByLabelText(label, { selector: 'input[type="checkbox"]' });

async function tick(user: ReturnType<typeof userEvent.setup>, type: PermitDocumentType) {
  await user.click(box(permitDocumentLabel(type)));
}

function setDate(type: PermitDocumentType, label: 'Issue date' | 'Expiry date', value: string) {
  fireEvent.change(within(block(type)).getByLabelText(label), { target: { value } });
}

/** Next (Save in edit mode), then the spec's validation delay. */
async function submit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^(Next|Save)$/ }));
  await act(async () => {
    jest.advanceTimersByTime(PERMITS_VALIDATION_DELAY_MS);
  });
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-03-10T12:00:00') });
  api.savePermits.mockResolvedValue({ ...ANONYMOUS_USER, id: 3 });
});

afterEach(() => {
  jest.useRealTimers();
  jest.clearAllMocks();
});

it('shows one block per document type in display order, then security clearance, military and the acknowledgement', async () => {
  await renderStep();
  for (const type of PERMIT_DOCUMENT_TYPES) {
    expect(block(type)).toHaveAccessibleName(permitDocumentLabel(type));
    expect(within(block(type)).getByRole('checkbox', { name: permitDocumentLabel(type) })).not.toBeChecked();
  }
  const names = screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
  expect(names).toEqual([...PERMIT_DOCUMENT_TYPES.map((type) => permitDocumentLabel(type)), 'Security clearance', 'Military', AGREE]);
  expect(screen.queryByLabelText('Number')).not.toBeInTheDocument();
});

it('shows the fields of a document only when it is ticked', async () => {
  const user = await renderStep();
  await tick(user, PermitDocumentType.GuardCard);
  const guard = within(block(PermitDocumentType.GuardCard));
  expect(guard.getByLabelText('Number')).toBeInTheDocument();
  expect(guard.getByLabelText('Expiry date')).toHaveAttribute('type', 'date');
  expect(guard.queryByLabelText('Issue date')).not.toBeInTheDocument();

  await tick(user, PermitDocumentType.Baton);
  const baton = within(block(PermitDocumentType.Baton));
  expect(baton.getByLabelText('Issue date')).toHaveAttribute('type', 'date');

  await tick(user, PermitDocumentType.PoliceCredentials);
  const police = within(block(PermitDocumentType.PoliceCredentials));
  for (const label of ['Rank', 'Agency', 'Expiry date']) expect(police.getByLabelText(label)).toBeInTheDocument();
  for (const label of ['Retired', 'Active', 'CCW rights', 'LEOSA']) expect(police.getByRole('checkbox', { name: label })).toBeInTheDocument();
  expect(police.queryByLabelText('Number')).not.toBeInTheDocument();

  await tick(user, PermitDocumentType.SpecializedTraining);
  expect(within(block(PermitDocumentType.SpecializedTraining)).getByRole('combobox', { name: 'Trainings' })).toBeInTheDocument();
});

it('validates only after the delay, marks just the invalid blocks and does not save', async () => {
  const user = await renderStep(response({ requiredDocs: [PermitDocumentType.GuardCard] }));
  await tick(user, PermitDocumentType.ESW);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  act(() => {
    jest.advanceTimersByTime(PERMITS_VALIDATION_DELAY_MS - 1);
  });
  expect(screen.queryByText('This document is required')).not.toBeInTheDocument();
  await act(async () => {
    jest.advanceTimersByTime(1);
  });

  expect(within(block(PermitDocumentType.GuardCard)).getByText('This document is required')).toBeInTheDocument();
  expect(isMarked(PermitDocumentType.GuardCard)).toBe(true);
  // ESW has no required field: ticked but valid, so not marked.
  for (const type of PERMIT_DOCUMENT_TYPES.filter((t) => t !== PermitDocumentType.GuardCard)) expect(isMarked(type)).toBe(false);
  expect(box(AGREE)).toHaveAttribute('aria-invalid', 'true');
  expect(api.savePermits).not.toHaveBeenCalled();
  expect(screen.queryByRole('status', { name: 'location' })).not.toBeInTheDocument();
});

it('shows each exact message inside the right block', async () => {
  const user = await renderStep();
  await user.click(box(AGREE));

  await tick(user, PermitDocumentType.GuardCard); // number and expiry required
  await tick(user, PermitDocumentType.Baton);
  fireEvent.change(within(block(PermitDocumentType.Baton)).getByLabelText('Number'), { target: { value: 'B-1' } });
  setDate(PermitDocumentType.Baton, 'Issue date', FUTURE);
  setDate(PermitDocumentType.Baton, 'Expiry date', PAST);
  await tick(user, PermitDocumentType.PoliceCredentials); // agency required
  setDate(PermitDocumentType.PoliceCredentials, 'Expiry date', PAST);
  await tick(user, PermitDocumentType.SpecializedTraining); // at least one training
  await tick(user, PermitDocumentType.PepperSpray); // nothing required
  await submit(user);

  const guard = within(block(PermitDocumentType.GuardCard));
  expect(guard.getAllByText('Required')).toHaveLength(2);
  const baton = within(block(PermitDocumentType.Baton));
  expect(baton.getByText('Date must be in the past')).toBeInTheDocument();
  expect(baton.getByText('Date must be in the future')).toBeInTheDocument();
  expect(baton.getByLabelText('Issue date')).toHaveAttribute('aria-invalid', 'true');
  expect(baton.getByLabelText('Number')).toHaveAttribute('aria-invalid', 'false');
  const police = within(block(PermitDocumentType.PoliceCredentials));
  expect(police.getByLabelText('Agency')).toHaveAttribute('aria-invalid', 'true');
  expect(police.getByText('Required')).toBeInTheDocument();
  expect(police.getByText('Date must be in the future')).toBeInTheDocument();
  expect(within(block(PermitDocumentType.SpecializedTraining)).getByText('At least one item must be selected')).toBeInTheDocument();

  const marked = PERMIT_DOCUMENT_TYPES.filter(isMarked);
  expect(marked).toEqual([PermitDocumentType.GuardCard, PermitDocumentType.PoliceCredentials, PermitDocumentType.Baton, PermitDocumentType.SpecializedTraining]);
  expect(screen.getAllByText('Date must be in the future')).toHaveLength(2);
  expect(screen.getAllByText('Date must be in the past')).toHaveLength(1);
  expect(box(AGREE)).not.toHaveAttribute('aria-invalid');
  expect(api.savePermits).not.toHaveBeenCalled();
});

it('requires the acknowledgement even when every block is valid', async () => {
  const user = await renderStep();
  await submit(user);
  expect(box(AGREE)).toHaveAttribute('aria-invalid', 'true');
  expect(PERMIT_DOCUMENT_TYPES.filter(isMarked)).toEqual([]);
  expect(api.savePermits).not.toHaveBeenCalled();

  await user.click(box(AGREE));
  // Formik validates the edit asynchronously.
  await waitFor(() => expect(box(AGREE)).not.toHaveAttribute('aria-invalid'));
});

it('clears a block mark once it is fixed', async () => {
  const user = await renderStep();
  await tick(user, PermitDocumentType.DriverLicense);
  await submit(user);
  expect(isMarked(PermitDocumentType.DriverLicense)).toBe(true);
  await user.click(box('Driver license'));
  await waitFor(() => expect(isMarked(PermitDocumentType.DriverLicense)).toBe(false));
});

it('saves a valid form and goes to the notifications step', async () => {
  const user = await renderStep(response({ requiredDocs: [PermitDocumentType.GuardCard] }));
  await tick(user, PermitDocumentType.GuardCard);
  await user.type(within(block(PermitDocumentType.GuardCard)).getByLabelText('Number'), ' G-1');
  fireEvent.change(within(block(PermitDocumentType.GuardCard)).getByLabelText('Number'), { target: { value: ' G-100 ' } });
  setDate(PermitDocumentType.GuardCard, 'Expiry date', FUTURE);
  await tick(user, PermitDocumentType.SpecializedTraining);
  await user.click(within(block(PermitDocumentType.SpecializedTraining)).getByRole('combobox', { name: 'Trainings' }));
  await user.click(screen.getByRole('option', { name: 'Crowd control' }));
  await user.keyboard('{Escape}');
  await user.click(box('Military'));
  await user.click(box(AGREE));
  await submit(user);

  expect(api.savePermits).toHaveBeenCalledTimes(1);
  const payload = api.savePermits.mock.calls[0][0];
  expect(payload).toMatchObject({ agree: true, military: true, securityClearance: false, requiredDocs: [PermitDocumentType.GuardCard] });
  expect(payload.documents.map((doc) => doc.type)).toEqual([...PERMIT_DOCUMENT_TYPES]);
  expect(payload.documents[0]).toMatchObject({ type: PermitDocumentType.GuardCard, exists: true, required: true, number: 'G-100', expired: FUTURE });
  expect(payload.documents.find((doc) => doc.type === PermitDocumentType.SpecializedTraining)).toMatchObject({
    exists: true,
    specializedTrainingIDs: [2],
  });
  expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent('/employee/notifications');
});

it('returns to returnUrl after saving in edit mode', async () => {
  const user = await renderStep(response({ agree: true }), '/employee/permits?returnUrl=/employee/profile');
  expect(screen.getByRole('heading', { level: 1, name: 'Edit my employee profile' })).toBeInTheDocument();
  await submit(user);
  expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent('/employee/profile');
});

it('stays on the step when the save fails', async () => {
  api.savePermits.mockResolvedValue(undefined);
  const user = await renderStep(response({ agree: true }));
  await submit(user);
  expect(api.savePermits).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('status', { name: 'location' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
});

it('fills the form from the saved permits', async () => {
  const documents = emptyPermitDocuments();
  documents[0] = { ...documents[0], exists: true, number: 'G-7', expired: `${FUTURE}T00:00:00` };
  await renderStep(response({ documents, agree: true, securityClearance: true }));
  expect(box('Guard card')).toBeChecked();
  expect(within(block(PermitDocumentType.GuardCard)).getByLabelText('Number')).toHaveValue('G-7');
  expect(within(block(PermitDocumentType.GuardCard)).getByLabelText('Expiry date')).toHaveValue(FUTURE);
  expect(box('Security clearance')).toBeChecked();
  expect(box(AGREE)).toBeChecked();
});

it('goes back to General at once when unmodified', async () => {
  const user = await renderStep();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent('/employee/general');
});

it('goes back through the leave guard when modified', async () => {
  const user = await renderStep();
  await tick(user, PermitDocumentType.ESW);
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByText('Your progress will be lost if you leave.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Understood, do not save' }));
  expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent('/employee/general');
});

describe('the photo or PDF of a document (issue 21)', () => {
  const GUARD = PermitDocumentType.GuardCard;
  const stored: PermitFile = { name: 'guard.pdf', mediaType: 'application/pdf', size: 20_480, uploaded: '2026-03-10T12:00:00.000Z', verified: null };

  /** The guard card saved as held (with `file`), the step otherwise empty. */
  function withGuardCard(file: PermitFile | null = null) {
    const documents = emptyPermitDocuments();
    documents[0] = { ...documents[0], exists: true, number: 'G-7', expired: FUTURE, file };
    return response({ documents, agree: true });
  }
  const choose = (type: PermitDocumentType, file: File) => fireEvent.change(within(block(type)).getByLabelText('Upload a photo or PDF'), { target: { files: [file] } });
  const pdf = () => new File(['%PDF-1.4'], 'guard.pdf', { type: 'application/pdf' });

  beforeEach(() => useSession.setState({ user: { ...ANONYMOUS_USER, id: 3 } }));

  it('uploads a file to a saved document, then shows its name and size with View and Remove', async () => {
    let progress: ((sent: number) => void) | undefined;
    let finish: (file: PermitFile) => void = () => undefined;
    files.upload.mockImplementation((_type, _file, onProgress) => {
      progress = onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    const user = await renderStep(withGuardCard());
    const upload = within(block(GUARD)).getByLabelText('Upload a photo or PDF');
    expect(upload).toHaveAttribute('accept', 'image/*,application/pdf');
    const chosen = pdf();
    choose(GUARD, chosen);
    expect(files.upload).toHaveBeenCalledWith(GUARD, chosen, expect.any(Function));
    act(() => progress!(0.45));
    expect(within(block(GUARD)).getByRole('status', { name: 'Uploading the Guard card' })).toHaveTextContent('Uploading… 45%');
    await act(async () => finish(stored));

    const document = within(within(block(GUARD)).getByRole('group', { name: 'Document of the Guard card' }));
    expect(document.getByText('guard.pdf, 20 KB')).toBeInTheDocument();
    expect(document.getByRole('link', { name: 'View: guard.pdf' })).toHaveAttribute('href', '/api/employees/profile/3/permits/0/file');
    expect(document.getByRole('link', { name: 'View: guard.pdf' })).toHaveAttribute('target', '_blank');
    // An upload is saved at once, not part of the form: leaving asks nothing.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent('/employee/general');
  });

  it('removes the file once confirmed, and offers the upload again', async () => {
    files.remove.mockResolvedValue({});
    const user = await renderStep(withGuardCard({ ...stored, verified: '2026-03-09T12:00:00.000Z' }));
    expect(within(block(GUARD)).getByText('Verified')).toBeInTheDocument();
    await user.click(within(block(GUARD)).getByRole('button', { name: 'Remove: guard.pdf' }));
    // Asked first, saying the badge goes too; Keep it changes nothing.
    let confirm = await screen.findByRole('dialog', { name: 'Remove guard.pdf?' });
    expect(confirm).toHaveTextContent(REMOVE_VERIFIED_TEXT);
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(files.remove).not.toHaveBeenCalled();
    await user.click(within(block(GUARD)).getByRole('button', { name: 'Remove: guard.pdf' }));
    confirm = await screen.findByRole('dialog', { name: 'Remove guard.pdf?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(files.remove).toHaveBeenCalledWith(GUARD);
    expect(await within(block(GUARD)).findByLabelText('Upload a photo or PDF')).toBeInTheDocument();
    expect(within(block(GUARD)).queryByText('guard.pdf, 20 KB')).not.toBeInTheDocument();
  });

  it('refuses a file of another type or over 5 MB with the server\'s words, sending nothing', async () => {
    await renderStep(withGuardCard());
    choose(GUARD, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(within(block(GUARD)).getByRole('alert')).toHaveTextContent(permitFileMessages.wrongType);
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    choose(GUARD, big);
    expect(within(block(GUARD)).getByRole('alert')).toHaveTextContent('The file is larger than 5 MB');
    // A HEIC photo often comes without a type: its name decides here, the server reads its bytes.
    files.upload.mockResolvedValue(undefined);
    choose(GUARD, new File(['x'], 'IMG_0042.HEIC', { type: '' }));
    expect(within(block(GUARD)).queryByRole('alert')).not.toBeInTheDocument();
    expect(files.upload).toHaveBeenCalledTimes(1);
  });

  it('asks to save a document ticked since the step was read before its upload, by the button the step shows, and never sends a file with the step', async () => {
    const user = await renderStep(withGuardCard(stored));
    await tick(user, PermitDocumentType.Baton);
    expect(within(block(PermitDocumentType.Baton)).getByText('Press Next to save this step, then come back to upload its document')).toBeInTheDocument();
    expect(within(block(PermitDocumentType.Baton)).queryByLabelText('Upload a photo or PDF')).not.toBeInTheDocument();
    await user.click(box('Baton certificate'));
    await submit(user);
    expect(api.savePermits.mock.calls[0][0].documents.map((doc) => doc.file)).toEqual(PERMIT_DOCUMENT_TYPES.map(() => null));
  });

  it('in edit mode names Save, the button it shows there', async () => {
    const user = await renderStep(withGuardCard(stored), '/employee/permits?returnUrl=/employee/profile');
    await tick(user, PermitDocumentType.Baton);
    expect(within(block(PermitDocumentType.Baton)).getByText('Press Save to save this step, then come back to upload its document')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
