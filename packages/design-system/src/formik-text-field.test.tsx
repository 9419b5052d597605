import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { FormikTextField } from './formik-text-field';

test('binds to the form by path and shows its error after submit', async () => {
  const submitted = jest.fn();
  render(
    <Formik
      initialValues={{ address: { city: '' } }}
      validate={(values) => (values.address.city ? {} : { address: { city: 'Required' } })}
      onSubmit={submitted}
    >
      <Form noValidate>
        <FormikTextField name="address.city" label="City" maxLength={5} required />
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
  expect(screen.queryByText('Required')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Required')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Austin');
  expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Austi');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(submitted).toHaveBeenCalledWith({ address: { city: 'Austi' } }, expect.anything());
});
