import { useState, type FormEvent } from 'react';
import { TextInput } from '@mantine/core';
import { TWO_STEP, TWO_STEP_TEXT } from '@skillway/shared';
import { specText } from '../../../../i18n/spec-text';

/**
 * The 6-digit code field: one-time-code autocomplete (phones offer the code), a numeric keypad, and its error
 * announced as it appears.
 */
export function CodeInput({
  value,
  onChange,
  error,
  autoFocus = true,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoFocus?: boolean;
}) {
  return (
    <TextInput
      label={specText(TWO_STEP_TEXT.CODE_LABEL)}
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9 ]*"
      maxLength={TWO_STEP.digits + 2}
      required
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      errorProps={{ role: 'alert' }}
    />
  );
}

/**
 * A code form's state: the value typed, its error (cleared by typing), and a submit that sends the value and shows
 * what `send` resolves to (an error for the field, or undefined when it worked).
 */
export function useCodeSubmit(send: (code: string) => Promise<string | undefined>) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const change = (next: string) => {
    setValue(next);
    setError(undefined);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(await send(value));
  };
  return { value, error, change, submit };
}
