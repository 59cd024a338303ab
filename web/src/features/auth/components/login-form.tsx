import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useForm } from '@mantine/form';
import { MSG, type TLoginBody, type TSession } from '@skillway/shared';
import { showServerErrors } from '../../../lib/forms/server-errors';
import { useLogin } from '../api/mutations';
import { AnchorLink } from '../../../components/links/anchor-link';
import type { checkLogin as TCheckLogin } from './login-check';

/**
 * The shared schema's check, fetched on the first submit: the login screen paints without zod (about 9 KB gzip),
 * and a submit before it arrives waits for it, so the field errors are the same as ever.
 */
let checkLogin: typeof TCheckLogin | undefined;
const loadCheckLogin = async () => (checkLogin ??= (await import('./login-check')).checkLogin);

/** Email and password; Enter submits (a real form); server field errors land under the fields. */
export function LoginForm({ onSuccess }: { onSuccess: (session: TSession) => void }) {
  const login = useLogin();
  const form = useForm<TLoginBody>({
    initialValues: { email: '', password: '' },
    validate: (values) => checkLogin?.(values) ?? {},
  });

  const send = form.onSubmit((values) =>
    login.mutate(values, {
      onSuccess,
      onError: (error) => showServerErrors(form, error, { fallback: MSG.GENERIC_ERROR }),
    }),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void loadCheckLogin().then(() => send());
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Login">
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          autoFocus
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <AnchorLink to="/forgot-password" size="sm">
            Forgot Password?
          </AnchorLink>
        </Group>
        <Button type="submit" fullWidth size="md" loading={login.isPending} disabled={login.isPending}>
          Login
        </Button>
      </Stack>
    </form>
  );
}
