import { useId } from 'react';
import { Field, onText, WRAPPER_ERROR_VARS, WRAPPER_VARS, type TFieldProps } from './bare-field';
import { MC } from './mantine-classes';

/** Mantine's TextInput (size sm). */
export function BareTextInput({ type = 'text', ...props }: TFieldProps & { type?: 'text' | 'email' }) {
  const id = useId();
  const { label, value, onChange, error, required, autoComplete, autoFocus } = props;
  return (
    <Field id={id} label={label} required={required} error={error} rootClass={MC.inputRoot}>
      <div
        className={MC.inputWrapper}
        data-variant="default"
        data-size="sm"
        data-error={error ? true : undefined}
        style={error ? WRAPPER_ERROR_VARS : WRAPPER_VARS}
      >
        <input
          className={MC.input}
          data-variant="default"
          id={id}
          type={type}
          value={value}
          onChange={onText(onChange)}
          required={required}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          data-error={error ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
    </Field>
  );
}
