import { useEffect } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik, useFormikContext } from 'formik';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from '@dutylink/router';
import { Step } from '@dutylink/contracts';
import { ProfileStepActions } from '@dutylink/design-system';
import { useWizardStep, WizardStepLayout } from './index';

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="where">{location.pathname + location.search}</p>
      {/* The browser's Back button: a history pop. */}
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

/** Modifies the form once it is shown, as a first edit does. */
function Modified() {
  const { setFieldValue } = useFormikContext();
  useEffect(() => void setFieldValue('note', 'changed'), [setFieldValue]);
  return null;
}

/** A step with a Formik form of one field, modified when `dirty`; `submit` is its onSubmit. */
function FakeStep({ step, dirty, submit }: { step: Step; dirty: boolean; submit: () => void }) {
  const wizard = useWizardStep(step);
  return (
    <WizardStepLayout step={step} returnUrl={wizard.returnUrl} onClose={wizard.back}>
      <button type="button" onClick={wizard.saved}>
        Saved
      </button>
      <Formik initialValues={{ note: '' }} onSubmit={submit}>
        <Form>
          {dirty && <Modified />}
          <ProfileStepActions guard={wizard} returnUrl={wizard.returnUrl} showBack={step !== Step.General || !!wizard.returnUrl} onBack={wizard.back} />
        </Form>
      </Formik>
      {wizard.leaveGuard}
    </WizardStepLayout>
  );
}

function renderStep(path: string, step: Step, { dirty = false, submit = jest.fn(), before = [] as string[] } = {}) {
  render(
    <MemoryRouter initialEntries={[...before, path]} initialIndex={before.length}>
      <Routes>
        <Route path="/employee/*" element={<FakeStep step={step} dirty={dirty} submit={submit} />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  return { submit };
}

const where = () => screen.getByTestId('where').textContent;

test('create mode: Create profile with the progress bar, Back and Next', () => {
  renderStep('/employee/notifications', Step.Notifications);
  expect(screen.getByRole('heading', { level: 1, name: 'Create profile' })).toBeInTheDocument();
  expect(screen.getByLabelText('Profile steps')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Close' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Notification settings' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('type', 'submit');
});

test("edit mode: Edit my employee profile with Close, no progress bar, and 'Save' (issue 17: it read 'Next')", () => {
  renderStep('/employee/general?returnUrl=%2Femployee%2Fprofile', Step.General);
  expect(screen.getByRole('heading', { level: 1, name: 'Edit my employee profile' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/employee/profile');
  expect(screen.queryByLabelText('Profile steps')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
  expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
});

test('Close on an unmodified form leaves at once', async () => {
  renderStep('/employee/general?returnUrl=/employee/profile', Step.General);
  await userEvent.click(screen.getByRole('link', { name: 'Close' }));
  expect(where()).toBe('/employee/profile');
});

test('Close on a modified form warns first (issue 17); Understood, do not save leaves for the returnUrl', async () => {
  const { submit } = renderStep('/employee/general?returnUrl=/employee/profile', Step.General, { dirty: true });
  await userEvent.click(screen.getByRole('link', { name: 'Close' }));
  expect(screen.getByRole('dialog')).toHaveTextContent('Your progress will be lost if you leave.');
  expect(where()).toBe('/employee/general?returnUrl=/employee/profile');
  await userEvent.click(screen.getByRole('button', { name: 'Understood, do not save' }));
  expect(where()).toBe('/employee/profile');
  expect(submit).not.toHaveBeenCalled();
});

test("the browser's Back on a modified form warns first (issue 17); Understood, do not save goes back", async () => {
  renderStep('/employee/general?returnUrl=/employee/profile', Step.General, { dirty: true, before: ['/employee/profile'] });
  await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
  expect(await screen.findByRole('dialog')).toHaveTextContent('Your progress will be lost if you leave.');
  expect(where()).toBe('/employee/general?returnUrl=/employee/profile');
  await userEvent.click(screen.getByRole('button', { name: 'Understood, do not save' }));
  await waitFor(() => expect(where()).toBe('/employee/profile'));
});

test("closing the browser-Back warning stays on the form, and the next Back warns again", async () => {
  renderStep('/employee/notifications', Step.Notifications, { dirty: true, before: ['/employee/permits'] });
  await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
  await screen.findByRole('dialog');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(where()).toBe('/employee/notifications');
  await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  expect(where()).toBe('/employee/notifications');
});

test("the browser's Back on an unmodified form simply goes back", async () => {
  renderStep('/employee/notifications', Step.Notifications, { before: ['/employee/permits'] });
  await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
  expect(where()).toBe('/employee/permits');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('an unsafe returnUrl is ignored (create mode)', () => {
  renderStep('/employee/general?returnUrl=%2F%2Fevil.example', Step.General);
  expect(screen.getByRole('heading', { level: 1, name: 'Create profile' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
});

test.each([
  [Step.General, '/employee/permits'],
  [Step.Permits, '/employee/notifications'],
  [Step.Notifications, '/employee/experience'],
  [Step.Experience, '/employee/payment'],
])('saved() in create mode goes from step %s to %s', async (step, next) => {
  renderStep('/employee/step', step);
  await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
  expect(where()).toBe(next);
});

test('saved() in edit mode goes to the returnUrl', async () => {
  renderStep('/employee/experience?returnUrl=/employee/profile', Step.Experience);
  await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
  expect(where()).toBe('/employee/profile');
});

test('Back on an unmodified form goes to the previous step without asking', async () => {
  renderStep('/employee/experience', Step.Experience);
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.queryByText('Your progress will be lost if you leave.')).not.toBeInTheDocument();
  expect(where()).toBe('/employee/notifications');
});

test('Back on an unmodified form in edit mode goes to the returnUrl', async () => {
  renderStep('/employee/general?returnUrl=/employee/profile', Step.General);
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(where()).toBe('/employee/profile');
});

test('Back on a modified form opens the leave guard; Understood, do not save leaves', async () => {
  const { submit } = renderStep('/employee/notifications', Step.Notifications, { dirty: true });
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveTextContent('Your progress will be lost if you leave.');
  expect(where()).toBe('/employee/notifications');
  await userEvent.click(screen.getByRole('button', { name: 'Understood, do not save' }));
  expect(where()).toBe('/employee/permits');
  expect(submit).not.toHaveBeenCalled();
});

test("the leave guard's Next submits the form and stays", async () => {
  const { submit } = renderStep('/employee/notifications?returnUrl=/employee/profile', Step.Notifications, { dirty: true });
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(where()).toBe('/employee/notifications?returnUrl=/employee/profile');
});

test('Escape closes the leave guard and keeps the user on the form', async () => {
  const { submit } = renderStep('/employee/notifications', Step.Notifications, { dirty: true });
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(submit).not.toHaveBeenCalled();
  expect(where()).toBe('/employee/notifications');
});
