import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { FormikCheckboxField, FormikCheckboxGroupField, FormikRadioGroupField, WhenField } from './formik-choice-fields';
import { FormikSelectField } from './formik-select-field';
import { FormikTextField } from './formik-text-field';
import { FormikPhoneField } from './phone-field';
import { renderCounts, resetRenderCounts } from './testing';
import { FormFieldRulesProvider } from './use-formik-field';

// Every component imported from @mui/material counts its renders: what a change re-renders is what it costs.
jest.mock('@mui/material', () => jest.requireActual('./testing').countedModule(jest.requireActual('@mui/material')));

interface Values {
  name: string;
  state: number;
  zone: string;
  sex: number;
  armed: boolean;
  days: number[];
  phone: string;
}

const START: Values = { name: '', state: 0, zone: '', sex: 0, armed: false, days: [], phone: '' };

function renderForm(onSubmit: (values: Values) => void, rules = {}) {
  render(
    <Formik<Values> initialValues={START} initialErrors={{ name: 'Required' }} validate={(values) => (values.name ? {} : { name: 'Required' })} onSubmit={onSubmit}>
      <Form noValidate>
        <FormFieldRulesProvider value={rules}>
          <FormikTextField name="name" label="Name" helperText={(name) => `${name.length} typed`} />
          <FormikSelectField id="state" name="state" label="State" options={[{ value: 44, label: 'Texas' }]} placeholder="Choose a state" />
          <FormikSelectField id="zone" name="zone" label="Zone" options={[{ value: 'America/Chicago', label: 'Central' }]} placeholder="Choose a zone" />
          <FormikRadioGroupField name="sex" label="Sex" options={[{ value: 1, label: 'Male' }, { value: 2, label: 'Female' }]} />
          <FormikCheckboxField name="armed" label="Armed" />
          <WhenField name="armed" is={(armed: boolean) => armed}>
            <p>Armed details</p>
          </WhenField>
          <FormikCheckboxGroupField name="days" label="Days" options={[{ id: 1, name: 'Monday' }, { id: 2, name: 'Tuesday' }]} />
          <FormikPhoneField name="phone" label="Phone" />
        </FormFieldRulesProvider>
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
}

test('each field binds its value by path, in the type the form holds', async () => {
  const submitted = jest.fn();
  renderForm(submitted);
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann');
  expect(screen.getByText('3 typed')).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Texas');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Zone' }), 'Central');
  await userEvent.click(screen.getByRole('radio', { name: 'Female' }));
  expect(screen.queryByText('Armed details')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Armed' }));
  expect(screen.getByText('Armed details')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Tuesday' }));
  await userEvent.click(screen.getByRole('textbox', { name: 'Phone' }));
  await userEvent.paste('5125550100');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(submitted).toHaveBeenCalledWith({ name: 'Ann', state: 44, zone: 'America/Chicago', sex: 2, armed: true, days: [2], phone: '+1 (512) 555-0100' }, expect.anything()),
  );
});

test('an error shows once its field was touched or the form submitted', async () => {
  renderForm(jest.fn());
  expect(screen.queryByText('Required')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Required')).toBeInTheDocument();
});

test('the rules of the form show errors untouched and disable every field', () => {
  renderForm(jest.fn(), { showErrors: true, disabled: true });
  expect(screen.getByText('Required')).toBeInTheDocument();
  for (const label of ['Name', 'State', 'Zone', 'Male', 'Armed', 'Monday', 'Phone']) {
    expect(screen.getByLabelText(label, { selector: 'input, select' })).toBeDisabled();
  }
});

test('a key typed in one field re-renders that field only', async () => {
  renderForm(jest.fn());
  await userEvent.click(screen.getByRole('textbox', { name: 'Name' }));
  resetRenderCounts();
  await userEvent.keyboard('A');
  await waitFor(() => expect(screen.getByText('1 typed')).toBeInTheDocument());
  expect(renderCounts()).toEqual({ 'TextField name': 1 });
});
