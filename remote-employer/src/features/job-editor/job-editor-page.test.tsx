import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { employerApi } from '@dutylink/api-client';
import { formatJobDates, newJobEditorModel, WEEK_DAY_LABEL, WEEK_DAYS } from '@dutylink/contracts';
import { hiredNote } from './job-editor-page';
import { day, filledModel, renderAt, response, where } from './test-fixtures';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    employerApi: { editable: jest.fn(), saveJob: jest.fn() },
  }),
);
const api = employerApi as jest.Mocked<typeof employerApi>;

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
/**
 * The step's form once it is on screen. A step's first render takes 0.35 s of CPU in the file's first test and
 * 0.17 s after; at load 12 on this 2-core machine the longest wait was 0.83 s (measured 2026-11-30), so the
 * wait is 3 s, not Testing Library's 1 s.
 */
const form = (name: string) => screen.findByRole('form', { name }, { timeout: 3_000 });
/**
 * The checkbox or radio a label names. Not getByRole('checkbox', { name }): that computes the accessible
 * name of every checkbox on the step from jsdom's computed styles, about 50 ms a call on these forms; nor
 * getByLabelText, for the reason given at `field`.
 */
const box = (label: string) => {
  const input = screen.getByText(label, { selector: 'label *' }).closest('label')?.querySelector('input');
  if (!input) throw new Error(`No checkbox or radio labelled ${label}`);
  return input;
};
/**
 * The text field, select or date field a visible label names. Not getByLabelText: that asks every element of the
 * page for its labels, each found by walking the tree (jsdom's label.control: 0.4 s of the step 3 walk).
 */
const field = (label: RegExp) => {
  // The label's whole text, its spaces made one as Testing Library does: a required field's asterisk ('\u2009*') is an element of its own.
  const element = screen.getByText((_, node) => label.test((node?.textContent ?? '').replace(/\s+/g, ' ').trim()), { selector: 'label' }) as HTMLLabelElement;
  const control = element.control ?? document.getElementById(element.htmlFor);
  if (!control) throw new Error(`Nothing is labelled ${label}`);
  return control as HTMLInputElement;
};
/** A group its aria-label names ('Days of the week', 'Shift 1'); not by role and name, for the reason above. */
const group = (label: string) => screen.getByLabelText(label, { selector: '[role="group"]' });

let scrolledTo: Element[] = [];
beforeEach(() => {
  jest.clearAllMocks();
  api.saveJob.mockResolvedValue({ id: 9 });
  scrolledTo = [];
  // jsdom lays nothing out: record what the editor scrolls to.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this);
  };
});

test('id 0 creates: server defaults, three steps, Next validates step 1 and moves by the hash', async () => {
  renderAt('/employer/jobs/0', response(newJobEditorModel(day(0))));
  expect(await screen.findByRole('heading', { level: 1, name: 'Create job listing' })).toBeInTheDocument();
  await form('General information');
  const tabs = screen.getAllByRole('tab');
  ['General information', 'Job details', 'Payment and compensation'].forEach((label, index) => expect(tabs[index]).toHaveAccessibleName(label));
  expect(tabs).toHaveLength(3);
  expect(screen.getByText('120 characters left')).toBeInTheDocument();

  await next();
  expect(await screen.findByText('Required')).toBeInTheDocument();
  expect(screen.getAllByText('At least one item must be selected')).toHaveLength(2);
  expect(screen.getByText('At least one category must be selected')).toBeInTheDocument();
  expect(where()).toBe('/employer/jobs/0');

  await userEvent.click(field(/^Title/));
  await userEvent.paste('Night patrol');
  await userEvent.click(box('Armed guard'));
  await userEvent.click(box('Select all'));
  // A one-day job offers its own weekday only.
  expect(within(group('Days of the week')).getAllByRole('checkbox')).toHaveLength(1);
  expect(box(WEEK_DAY_LABEL[new Date().getDay() as keyof typeof WEEK_DAY_LABEL])).toBeChecked();
  await userEvent.click(box('Mobile patrol'));
  expect(box('Patrol')).toBeChecked();
  await userEvent.click(field(/^Description/));
  await userEvent.paste('abc');
  expect(screen.getByText('117 characters left')).toBeInTheDocument();

  await next();
  await form('Job details');
  expect(where()).toBe('/employer/jobs/0#1');
  expect(field(/^Location name/)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  await form('General information');
  expect(where()).toBe('/employer/jobs/0#0');
  expect(field(/^Title/)).toHaveValue('Night patrol');

  await userEvent.click(screen.getByRole('tab', { name: 'Payment and compensation' }));
  await form('Payment and compensation');
  expect(where()).toBe('/employer/jobs/0#2');
  expect(field(/^Number of officers/)).toHaveValue(1);
  expect(field(/^Rate \*/)).toHaveValue(10);
});

test('step 1: dates, Range, varied shifts and the other category', async () => {
  renderAt('/employer/jobs/0#0', response(filledModel(0)));
  await form('General information');
  expect(screen.queryByLabelText(/^To/)).not.toBeInTheDocument();
  await userEvent.click(box('Range'));
  fireEvent.change(field(/^From/), { target: { value: day(-1) } });
  fireEvent.change(field(/^To/), { target: { value: day(-3) } });

  await userEvent.selectOptions(field(/^Shift/), 'Varied');
  const row = group('Shift 1');
  fireEvent.change(within(row).getByLabelText(/^From/), { target: { value: '10:00' } });
  fireEvent.change(within(row).getByLabelText(/^To/), { target: { value: '09:00' } });
  await userEvent.click(screen.getByRole('button', { name: 'Add shift' }));
  expect(group('Shift 2')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Remove shift 2' }));
  expect(screen.queryByLabelText('Shift 2', { selector: '[role="group"]' })).not.toBeInTheDocument();

  await userEvent.click(box('Other'));
  expect(field(/^Other category/)).toBeInTheDocument();

  await next();
  expect(await screen.findByText('Date must be in the future')).toBeInTheDocument();
  expect(screen.getByText('Date must be more or equal From date')).toBeInTheDocument();
  expect(screen.getByText('Invalid time span')).toBeInTheDocument();
  expect(screen.getByText('Required')).toBeInTheDocument();
  expect(where()).toBe('/employer/jobs/0#0');

  // Some days are chosen: the toggle first selects all, then clears all.
  await userEvent.click(box('Select all'));
  expect(box('Saturday')).toBeChecked();
  await userEvent.click(box('Select all'));
  await waitFor(() => expect(screen.getByText('At least one item must be selected')).toBeInTheDocument());
});

test('days: only the weekdays within the dates are offered; days the dates leave are dropped (issue 17)', async () => {
  const model = filledModel(0);
  // 2030-06-03 is a Monday.
  model.general = { ...model.general, from: '2030-06-03', days: [1] };
  renderAt('/employer/jobs/0#0', response(model));
  await form('General information');
  const offered = () => within(group('Days of the week')).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
  expect(offered()).toEqual(['Monday']);
  expect(box('Monday')).toBeChecked();

  await userEvent.click(box('Range'));
  fireEvent.change(field(/^To/), { target: { value: '2030-06-05' } });
  expect(offered()).toEqual(['Monday', 'Tuesday', 'Wednesday']);
  await userEvent.click(box('Select all'));
  fireEvent.change(field(/^From/), { target: { value: '2030-06-04' } });
  await waitFor(() => expect(offered()).toEqual(['Tuesday', 'Wednesday']));
  expect(box('Tuesday')).toBeChecked();
  expect(box('Select all')).toBeChecked();

  fireEvent.change(field(/^To/), { target: { value: '2030-07-04' } });
  expect(offered()).toEqual(WEEK_DAYS.map((day) => WEEK_DAY_LABEL[day]));
  await userEvent.click(screen.getByRole('tab', { name: 'Payment and compensation' }));
  await form('Payment and compensation');
  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(api.saveJob).toHaveBeenCalled());
  expect(api.saveJob.mock.calls[0][0].general.days).toEqual([2, 3]);
});

test('step 2: locations are required unless All locations', async () => {
  const model = filledModel(0);
  renderAt('/employer/jobs/0#1', response({ ...model, details: { ...model.details, locationIDs: [] } }));
  await form('Job details');
  expect(field(/^State/)).toHaveValue('44');
  await next();
  expect(await screen.findByText('At least one item must be selected')).toBeInTheDocument();
  expect(where()).toBe('/employer/jobs/0#1');

  await userEvent.click(box('Texas'));
  expect(box('Austin')).toBeChecked();
  await waitFor(() => expect(screen.queryByText('At least one item must be selected')).not.toBeInTheDocument());
  await userEvent.click(box('Texas'));
  await userEvent.click(box('All locations'));
  expect(box('Austin')).toBeDisabled();
  await next();
  await form('Payment and compensation');
  expect(where()).toBe('/employer/jobs/0#2');
});

test('step 3: conditional fields and their messages, officers range and rate decimals', async () => {
  renderAt('/employer/jobs/0#2', response(filledModel(0)));
  await form('Payment and compensation');
  expect(screen.queryByLabelText(/^Threat description/)).not.toBeInTheDocument();
  await userEvent.click(box('Known threats'));
  await userEvent.selectOptions(field(/^Uniform/), 'Other');
  await userEvent.selectOptions(field(/^Equipment \*/), 'Yes');
  await userEvent.click(box('Travel expenses'));
  await userEvent.click(box('Mileage'));
  expect(field(/^Threat description/)).toBeInTheDocument();
  expect(field(/^Other uniform/)).toBeInTheDocument();
  expect(field(/^Equipment description/)).toBeInTheDocument();
  expect(field(/^Mileage rate/)).toBeInTheDocument();

  const officers = field(/^Number of officers/);
  await userEvent.clear(officers);
  await userEvent.paste('1000');
  const rate = field(/^Rate \*/);
  await userEvent.clear(rate);
  await userEvent.paste('10.555');

  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText('Enter a whole number from 1 to 999')).toBeInTheDocument();
  expect(screen.getByText('At most 2 decimal places')).toBeInTheDocument();
  expect(screen.getAllByText('Required')).toHaveLength(4);
  expect(api.saveJob).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  await form('Job details');
  expect(where()).toBe('/employer/jobs/0#1');
});

test('Publish with an invalid earlier step opens that step with its messages', async () => {
  renderAt('/employer/jobs/0#2', response(newJobEditorModel(day(0))));
  await form('Payment and compensation');
  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
  await form('General information');
  expect(where()).toBe('/employer/jobs/0#0');
  expect(screen.getByText('Required')).toBeInTheDocument();
  expect(api.saveJob).not.toHaveBeenCalled();
});

test('Next on a step with errors scrolls to its first error and focuses it (issue 17: 1000 px above on a phone)', async () => {
  renderAt('/employer/jobs/0', response(newJobEditorModel(day(0))));
  await form('General information');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  const title = screen.getByRole('textbox', { name: 'Title' });
  expect(title).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(title).toHaveFocus());
  expect(scrolledTo).toContain(title.closest('.MuiFormControl-root'));
  expect(where()).toBe('/employer/jobs/0');
});

test('Publish with an invalid earlier step shows it, scrolls to the field and focuses it (issue 17)', async () => {
  const model = filledModel(0);
  model.general = { ...model.general, from: day(-1) };
  renderAt('/employer/jobs/0#2', response(model));
  await form('Payment and compensation');
  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
  await form('General information');
  const from = field(/^From/);
  expect(from).toHaveAttribute('aria-invalid', 'true');
  expect(from).toHaveAccessibleDescription('Date must be in the future');
  await waitFor(() => expect(from).toHaveFocus());
  expect(scrolledTo).toContain(from.closest('.MuiFormControl-root'));
  expect(api.saveJob).not.toHaveBeenCalled();
});

test("a date the server refuses at Publish opens its step with the field marked, scrolled to and focused (issue 17)", async () => {
  api.saveJob.mockImplementation(async (_model, onFieldErrors) => {
    onFieldErrors?.({ 'general.from': ['Date must be in the future'] });
    return undefined;
  });
  renderAt('/employer/jobs/0#2', response(filledModel(0)));
  await form('Payment and compensation');
  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
  await form('General information');
  expect(where()).toBe('/employer/jobs/0#0');
  const from = field(/^From/);
  expect(from).toHaveAttribute('aria-invalid', 'true');
  expect(from).toHaveAccessibleDescription('Date must be in the future');
  await waitFor(() => expect(from).toHaveFocus());
  expect(scrolledTo).toContain(from.closest('.MuiFormControl-root'));
});

test('Publish saves the whole model and goes to the active jobs', async () => {
  const model = filledModel(7);
  renderAt('/employer/jobs/7#2', response(model));
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit job' })).toBeInTheDocument();
  await form('Payment and compensation');
  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(where()).toBe('/employer/jobs/active'));
  expect(api.editable).toHaveBeenCalledWith(7);
  expect(api.saveJob).toHaveBeenCalledWith(model, expect.any(Function));
});

test('the last step sums up what Publish will post (issue 17), and follows the form', async () => {
  const model = filledModel(0);
  renderAt('/employer/jobs/0#2', response(model));
  const summary = await screen.findByRole('region', { name: 'What will be posted' });
  expect(summary).toHaveTextContent('Night patrol');
  expect(summary).toHaveTextContent(formatJobDates(model.general));
  expect(summary).toHaveTextContent('Warehouse, Austin, TX');
  expect(summary).toHaveTextContent('Officers1');
  expect(summary).toHaveTextContent('Rate$10.00/hr');
  const rate = screen.getByRole('spinbutton', { name: /^Rate/ });
  await userEvent.clear(rate);
  await userEvent.type(rate, '32.5');
  expect(summary).toHaveTextContent('Rate$32.50/hr');
});

test('a closed job shows no summary: nothing will be posted', async () => {
  renderAt('/employer/jobs/7#2', response(filledModel(7), false));
  await form('Payment and compensation');
  expect(screen.queryByRole('region', { name: 'What will be posted' })).not.toBeInTheDocument();
});

test('a failed save stays on the editor', async () => {
  api.saveJob.mockResolvedValue(undefined);
  renderAt('/employer/jobs/7#2', response(filledModel(7)));
  await form('Payment and compensation');
  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(api.saveJob).toHaveBeenCalled());
  expect(where()).toBe('/employer/jobs/7#2');
  expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
});

test('a closed job opens read-only with Publish disabled', async () => {
  renderAt('/employer/jobs/7', response(filledModel(7), false));
  await form('General information');
  expect(screen.getByText('A closed job cannot be edited')).toBeInTheDocument();
  expect(field(/^Title/)).toBeDisabled();
  expect(box('Armed guard')).toBeDisabled();
  expect(field(/^Shift/)).toBeDisabled();
  await next();
  await form('Job details');
  expect(field(/^City/)).toBeDisabled();
  expect(box('All locations')).toBeDisabled();
  await next();
  await form('Payment and compensation');
  expect(field(/^Rate \*/)).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
});

test('a failed load offers Retry', async () => {
  api.editable.mockResolvedValueOnce(undefined);
  renderAt('/employer/jobs/7', response(filledModel(7)));
  expect(await screen.findByText('The job could not be loaded.')).toBeInTheDocument();
  api.editable.mockResolvedValue(response(filledModel(7)));
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByLabelText(/^Title/)).toHaveValue('Night patrol');
});

test.each([
  ['noPostsRemaining', 'You have no posts remaining in this billing period', /next billing period/],
  ['noSubscription', 'A subscription is required for job posts', /Choose a plan/],
] as const)('a new job refused (%s) says why and leads to Subscription, without Retry (issue 36)', async (refused, title, text) => {
  renderAt('/employer/jobs/0', { refused } as never);
  expect(await screen.findByText(title)).toBeInTheDocument();
  expect(screen.getByText(text)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  expect(screen.queryByText('The job could not be loaded.')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Go to Subscription' }));
  expect(where()).toBe('/employer/subscription');
});

test('after hires: says who is texted, and holds the rate and the number of officers to what the hired accepted', async () => {
  const model = filledModel(7);
  model.payment = { ...model.payment, numberOfEmployee: 3, salaryValue: 30 };
  renderAt('/employer/jobs/7#2', response(model, true, 2));
  await form('Payment and compensation');
  expect(screen.getByText(hiredNote(2))).toBeInTheDocument();

  const officers = field(/^Number of officers/);
  await userEvent.clear(officers);
  await userEvent.paste('1');
  const rate = field(/^Rate \*/);
  await userEvent.clear(rate);
  await userEvent.paste('25');
  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText('2 officers are hired: the number cannot be lower')).toBeInTheDocument();
  expect(screen.getByText('Officers are hired at this rate: it cannot be lowered or change type')).toBeInTheDocument();
  expect(api.saveJob).not.toHaveBeenCalled();

  await userEvent.clear(officers);
  await userEvent.paste('2');
  await userEvent.clear(rate);
  await userEvent.paste('32');
  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(api.saveJob).toHaveBeenCalledWith({ ...model, payment: { ...model.payment, numberOfEmployee: 2, salaryValue: 32 } }, expect.any(Function)));
});

test('without hires the note is absent', async () => {
  renderAt('/employer/jobs/7#2', response(filledModel(7)));
  await form('Payment and compensation');
  expect(screen.queryByText(/officers? (is|are) hired/)).not.toBeInTheDocument();
});

test('required permits: the armed status ticks its permit, disabled and said why; the employer marks others', async () => {
  const model = filledModel(7);
  renderAt('/employer/jobs/7#2', response(model));
  await form('Payment and compensation');
  const permits = screen.getByRole('group', { name: 'Required permits' });
  const exposed = within(permits).getByRole('checkbox', { name: /^Exposed firearm permit/ });
  expect(exposed).not.toBeChecked();
  expect(within(permits).queryByText('Required for armed jobs')).not.toBeInTheDocument();

  await userEvent.selectOptions(field(/^Armed/), 'Armed exposed');
  expect(exposed).toBeChecked();
  expect(exposed).toBeDisabled();
  expect(exposed).toHaveAccessibleDescription('Required for armed jobs');
  expect(within(permits).getByRole('checkbox', { name: 'Concealed weapons permit' })).toBeEnabled();

  await userEvent.click(within(permits).getByRole('checkbox', { name: 'Driver license' }));
  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(api.saveJob).toHaveBeenCalledWith({ ...model, payment: { ...model.payment, armedType: 1, markedPermits: [1] } }, expect.any(Function)));
});

test('an invite-first job says until when its favourites see it first (issue 36)', async () => {
  renderAt('/employer/jobs/7', { ...response(filledModel(7)), inviteFirst: { until: '2026-12-01T21:00:00.000Z', timeZone: 'America/Chicago' } });
  expect(await screen.findByText('Favorites see this job first, until 3:00 PM CST on Tue, 1 Dec.')).toBeInTheDocument();
});
