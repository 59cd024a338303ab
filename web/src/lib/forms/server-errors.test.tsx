import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { showServerErrors } from './server-errors';

const notifyError = vi.hoisted(() => vi.fn());
vi.mock('../notify', () => ({ notifyError }));

function fakeForm(values: object) {
  const errors: Record<string, string>[] = [];
  return { errors, getValues: () => values, setErrors: (e: Record<string, string>) => errors.push(e) };
}

describe('showServerErrors', () => {
  it('maps error keys onto form fields and toasts the message', () => {
    const form = fakeForm({ email: '', first_name: '' });
    const error = new ApiError(422, 'The given data was invalid.', {
      email: ['The email has already been taken.'],
      first_name: ['The first name field is required.', 'Too short.'],
    });
    showServerErrors(form, error);
    expect(form.errors[0]).toEqual({
      email: 'The email has already been taken.',
      first_name: 'The first name field is required. Too short.',
    });
    expect(notifyError).toHaveBeenLastCalledWith('The given data was invalid.');
  });

  it('renames keys through fieldMap and sends unplaced errors to the toast', () => {
    const form = fakeForm({ password: '' });
    const error = new ApiError(422, 'Invalid.', { new_password: ['Too weak.'], token: ['Expired.'] });
    showServerErrors(form, error, { fieldMap: { new_password: 'password' } });
    expect(form.errors[0]).toEqual({ password: 'Too weak.' });
    expect(notifyError).toHaveBeenLastCalledWith('Invalid. Expired.');
  });

  it('uses the generic form message for server failures and non-API errors', () => {
    const form = fakeForm({});
    showServerErrors(form, new ApiError(500, 'Internal error'));
    expect(notifyError).toHaveBeenLastCalledWith('Oops, something went wrong! Please check information is correct.');
    showServerErrors(form, new Error('boom'), { fallback: 'Oops, something went wrong!' });
    expect(notifyError).toHaveBeenLastCalledWith('Oops, something went wrong!');
  });
});
