import { useState, type FormEvent } from 'react';
import { MSG, type TLoginAnswer, type TLoginBody } from '@skillway/shared';
import { api } from '../../../api';
import { BareButton, BarePasswordInput, BareTextInput } from '../../../app/bare/bare-inputs';
import { BareLink } from '../../../app/bare/bare-link';
import { groupVars } from '../../../app/bare/bare-public-layout';
import { MC, styleVars } from '../../../app/bare/mantine-classes';
import { showServerErrors } from '../../../lib/forms/server-errors';
import type { checkLogin as TCheckLogin } from './login-check';

/**
 * The shared schema's check, fetched on the first submit: the login screen paints without zod (about 9 KB gzip),
 * and a submit before it arrives waits for it, so the field errors are the same as ever.
 */
let checkLogin: typeof TCheckLogin | undefined;
const loadCheckLogin = async () => (checkLogin ??= (await import('./login-check')).checkLogin);

type TErrors = Partial<Record<keyof TLoginBody, string>>;

/**
 * Email and password; Enter submits (a real form); errors land under the fields (the shared schema's, then the
 * server's), the server's message in a toast. Plain state rather than @mantine/form: the login page loads no
 * form library. As with Mantine's forms, typing in a field clears its error.
 */
export function LoginForm({ onSuccess }: { onSuccess: (answer: TLoginAnswer) => void }) {
  const [values, setValues] = useState<TLoginBody>({ email: '', password: '' });
  const [errors, setErrors] = useState<TErrors>({});
  const [pending, setPending] = useState(false);

  const change = (field: keyof TLoginBody) => (value: string) => {
    setValues((before) => ({ ...before, [field]: value }));
    setErrors((before) => ({ ...before, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = (await loadCheckLogin())(values);
    const invalid: TErrors = {};
    for (const field of ['email', 'password'] as const) if (found[field]) invalid[field] = String(found[field]);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setPending(true);
    try {
      const answer = await api('auth.login', { body: values });
      setPending(false);
      onSuccess(answer);
    } catch (error) {
      setPending(false);
      const form = { getValues: () => values, setErrors: (next: Record<string, string>) => setErrors(next) };
      showServerErrors(form, error, { fallback: MSG.GENERIC_ERROR });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Login">
      <div
        className={MC.stack}
        style={styleVars({
          '--stack-gap': 'var(--mantine-spacing-md)',
          '--stack-align': 'stretch',
          '--stack-justify': 'flex-start',
        })}
      >
        <BareTextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          autoFocus
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
        <BarePasswordInput
          label="Password"
          autoComplete="current-password"
          required
          toggleLabel="Show or hide password"
          value={values.password}
          onChange={change('password')}
          error={errors.password}
        />
        <div className={MC.group} style={groupVars('var(--mantine-spacing-md)', 'flex-end', 'wrap')}>
          <BareLink to="/forgot-password" size="sm">
            Forgot Password?
          </BareLink>
        </div>
        <BareButton type="submit" size="md" fullWidth loading={pending}>
          Login
        </BareButton>
      </div>
    </form>
  );
}
