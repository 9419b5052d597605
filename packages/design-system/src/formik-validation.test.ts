import type { AnySchema } from 'yup';
import { validateStep } from './formik-validation';

/**
 * In the browser the contract schemas come from the shared @dutylink/contracts, bundled with the
 * shell's copy of yup, so their errors are not instances of this remote's ValidationError class.
 */
function foreignValidationError(path: string, message: string) {
  const inner = { name: 'ValidationError', path, errors: [message], inner: [] };
  return Object.assign(new Error(message), { name: 'ValidationError', path: undefined, errors: [message], inner: [inner] });
}

test('turns a ValidationError from another copy of yup into Formik errors', async () => {
  const schema = { validate: () => Promise.reject(foreignValidationError('address.city', 'Required')) } as unknown as AnySchema;
  await expect(validateStep(schema)({})).resolves.toEqual({ address: { city: 'Required' } });
});

test('lets other failures through', async () => {
  const schema = { validate: () => Promise.reject(new TypeError('boom')) } as unknown as AnySchema;
  await expect(validateStep(schema)({})).rejects.toThrow('boom');
});
