import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { TWO_STEP_TEXT } from '@skillway/shared';
import { specText } from '../../../../i18n/spec-text';
import { CodeInput } from './code-input';

export type TSecondStepAnswer = { code: string } | { recovery_code: string };

/**
 * The sign-in's second step: the code from the app, or (the link below) one of the recovery codes. `verify` resolves
 * to an error for the field, or undefined when the sign-in went on.
 */
export function TwoStepCodeForm({
  verify,
  pending,
}: {
  verify: (answer: TSecondStepAnswer) => Promise<string | undefined>;
  pending: boolean;
}) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const recoveryInput = useRef<HTMLInputElement>(null);
  const switched = useRef(false);

  // After switching to a recovery code (or back), the field asked for takes the focus.
  useEffect(() => {
    if (!switched.current) return;
    if (recovery) recoveryInput.current?.focus();
    else document.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')?.focus();
  }, [recovery]);

  const change = (next: string) => {
    setValue(next);
    setError(undefined);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(await verify(recovery ? { recovery_code: value } : { code: value }));
  };
  const toggle = () => {
    switched.current = true;
    setRecovery((before) => !before);
    change('');
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={specText(TWO_STEP_TEXT.TITLE)}>
      <Stack gap="md">
        <Text size="sm">{specText(recovery ? TWO_STEP_TEXT.RECOVERY_PROMPT : TWO_STEP_TEXT.CODE_PROMPT)}</Text>
        {recovery ? (
          <TextInput
            ref={recoveryInput}
            label={specText(TWO_STEP_TEXT.RECOVERY_LABEL)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            value={value}
            onChange={(event) => change(event.currentTarget.value)}
            error={error}
            errorProps={{ role: 'alert' }}
          />
        ) : (
          <CodeInput value={value} onChange={change} error={error} />
        )}
        <Button type="submit" fullWidth loading={pending}>
          {specText(TWO_STEP_TEXT.VERIFY)}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={toggle}>
          {specText(recovery ? TWO_STEP_TEXT.USE_CODE : TWO_STEP_TEXT.USE_RECOVERY)}
        </Anchor>
      </Stack>
    </form>
  );
}
