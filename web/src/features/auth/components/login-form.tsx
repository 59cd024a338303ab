import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MSG, type TLoginAnswer, type TLoginBody } from '@skillway/shared';
import { api } from '../../../api';
import { BareButton } from '../../../app/bare/bare-button';
import { BarePasswordInput } from '../../../app/bare/bare-password-input';
import { BareTextInput } from '../../../app/bare/bare-text-input';
import { BareLink } from '../../../app/bare/bare-link';
import { groupVars } from '../../../app/bare/bare-public-layout';
import { MC, styleVars } from '../../../app/bare/mantine-classes';
import { specText } from '../../../i18n/spec-text';
import { showServerErrors } from '../../../lib/forms/server-errors';
import { discoverSso, emailDomain, knownSsoAnswer, ssoOffer, startUrlFor, type TSsoOffer } from '../lib/sso-discovery';
import type { checkLogin as TCheckLogin } from './login-check';
import { goToSso } from '../lib/go-to-sso';
import { PasswordDisclosure, SsoChoice } from './sso-choice';

/**
 * The shared schema's check, fetched on the first submit: the login screen paints without zod (about 9 KB gzip),
 * and a submit before it arrives waits for it, so the field errors are the same as ever.
 */
let checkLogin: typeof TCheckLogin | undefined;
const loadCheckLogin = async () => (checkLogin ??= (await import('./login-check')).checkLogin);

type TErrors = Partial<Record<keyof TLoginBody, string>>;

/** How long typing must pause before the address's domain is asked about (leaving the field asks at once). */
const DISCOVER_DEBOUNCE_MS = 500;

const STACK_VARS = styleVars({
  '--stack-gap': 'var(--mantine-spacing-md)',
  '--stack-align': 'stretch',
  '--stack-justify': 'flex-start',
});

/**
 * Email and password; Enter submits (a real form); errors land under the fields (the shared schema's, then the
 * server's), the server's message in a toast. Plain state rather than @mantine/form: the login page loads no
 * form library. As with Mantine's forms, typing in a field clears its error.
 *
 * The email step (issue 30): once the field holds an address (typing paused, or the field left), its domain is asked
 * about (sso.discover, once per domain). A domain of a company with single sign-on shows "Continue with SSO" as the
 * primary action; when the company enforces it, the password form waits behind "Sign in with password" (the
 * administrators' break-glass), and Enter in the email field goes to the IdP rather than sending an empty password.
 */
export function LoginForm({ onSuccess }: { onSuccess: (answer: TLoginAnswer) => void }) {
  const { t } = useLingui();
  const [values, setValues] = useState<TLoginBody>({ email: '', password: '' });
  const [errors, setErrors] = useState<TErrors>({});
  const [pending, setPending] = useState(false);
  // The last answer and the domain it is for: shown only while the field still holds an address on that domain.
  const [answered, setAnswered] = useState<{ domain: string; offer: TSsoOffer | null } | null>(null);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const passwordSectionId = useId();
  // The address the latest answer must still match when it arrives (the field may have changed meanwhile).
  const emailRef = useRef(values.email);
  emailRef.current = values.email;
  const passwordRef = useRef(values.password);
  passwordRef.current = values.password;

  const showAnswer = (email: string, found: TSsoOffer | null) => {
    const domain = emailDomain(email);
    if (!domain || emailDomain(emailRef.current) !== domain) return;
    setAnswered({ domain, offer: found });
    // A password already typed stays in view: most likely an administrator's break-glass sign-in.
    if (found?.enforced && passwordRef.current) setPasswordOpen(true);
  };

  const lookUp = (email: string) => {
    const asked = discoverSso(email);
    if (!asked) return;
    void asked.then((answer) => showAnswer(email, ssoOffer(answer)));
  };

  // Typing paused on an address: ask about its domain (answers are kept per domain, so this asks once).
  useEffect(() => {
    if (!emailDomain(values.email)) return;
    const timer = setTimeout(() => lookUp(values.email), DISCOVER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- lookUp reads the latest values through refs
  }, [values.email]);

  const change = (field: keyof TLoginBody) => (value: string) => {
    setValues((before) => ({ ...before, [field]: value }));
    setErrors((before) => ({ ...before, [field]: undefined }));
  };

  const offer = answered && answered.domain === emailDomain(values.email) ? answered.offer : null;
  const enforced = offer?.enforced === true;
  const passwordShown = !enforced || passwordOpen;
  const continueWithSso = () => {
    if (offer) goToSso(startUrlFor(offer, values.email));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The domain's answer, if it was asked for (typing paused or the field left): an enforced company's users go to
    // their IdP rather than send a password form they cannot use.
    const known = ssoOffer(await (knownSsoAnswer(values.email) ?? Promise.resolve(undefined)));
    if (known && known !== offer) showAnswer(values.email, known);
    if (known?.enforced && !passwordOpen) {
      goToSso(startUrlFor(known, values.email));
      return;
    }
    const found = (await loadCheckLogin())(values);
    const invalid: TErrors = {};
    for (const field of ['email', 'password'] as const)
      if (found[field]) invalid[field] = specText(String(found[field]));
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
      showServerErrors(form, error, { fallback: specText(MSG.GENERIC_ERROR) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Login`}>
      <div className={MC.stack} style={STACK_VARS}>
        {/* Leaving the field asks at once (React's blur bubbles from the input). */}
        <div onBlur={() => lookUp(values.email)}>
          <BareTextInput
            label={t`Email`}
            type="email"
            autoComplete="username"
            required
            autoFocus
            value={values.email}
            onChange={change('email')}
            error={errors.email}
          />
        </div>
        {/* Enforced: single sign-on is the way in, right under the address. Otherwise it comes after Login, so the
            offer appearing never moves the password form under the pointer. */}
        {enforced && <SsoChoice offer={offer} onContinue={continueWithSso} />}
        {enforced && (
          <PasswordDisclosure
            open={passwordOpen}
            controls={passwordSectionId}
            onToggle={() => setPasswordOpen((open) => !open)}
          />
        )}
        {/* Kept (empty) while closed, for the disclosure's aria-controls; display none adds no gap in the stack. */}
        <div
          id={passwordSectionId}
          className={MC.stack}
          style={passwordShown ? STACK_VARS : { ...STACK_VARS, display: 'none' }}
        >
          {passwordShown && (
            <>
              <BarePasswordInput
                label={t`Password`}
                autoComplete="current-password"
                required
                toggleLabel={t`Show or hide password`}
                value={values.password}
                onChange={change('password')}
                error={errors.password}
              />
              <div className={MC.group} style={groupVars('var(--mantine-spacing-md)', 'flex-end', 'wrap')}>
                <BareLink to="/forgot-password" size="sm">
                  <Trans>Forgot Password?</Trans>
                </BareLink>
              </div>
              <BareButton type="submit" size="md" variant={offer ? 'default' : 'filled'} fullWidth loading={pending}>
                <Trans>Login</Trans>
              </BareButton>
            </>
          )}
        </div>
        {!enforced && <SsoChoice offer={offer} onContinue={continueWithSso} />}
      </div>
    </form>
  );
}
