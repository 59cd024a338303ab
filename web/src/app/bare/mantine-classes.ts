import type { CSSProperties } from 'react';
/**
 * The class names Mantine's own components render, for the screens drawn without Mantine's JavaScript (the login
 * page and what the root shows around it). Their rules are in the stylesheets `../mantine-entry.css` imports (the
 * entry's), so these elements look exactly like the Mantine components elsewhere. `mantine-classes.test.ts` checks
 * every name has rules in those stylesheets, so an upgrade that renames one fails a test, not the look.
 */
export const MC = {
  container: 'm_7485cace mantine-Container-root',
  group: 'm_4081bf90 mantine-Group-root',
  stack: 'm_6d731127 mantine-Stack-root',
  center: 'm_4451eb3a mantine-Center-root',
  text: 'mantine-focus-auto m_b6d8b162 mantine-Text-root',
  anchor: 'mantine-focus-auto m_849cf0da m_b6d8b162 mantine-Text-root mantine-Anchor-root',
  title: 'm_8a5d1357 mantine-Title-root',
  paper: 'm_1b7284a3 mantine-Paper-root',
  alert: 'm_66836ed3 mantine-Alert-root',
  alertWrapper: 'm_a5d60502 mantine-Alert-wrapper',
  alertBody: 'm_667c2793 mantine-Alert-body',
  alertMessage: 'm_7fa78076 mantine-Alert-message',
  inputRoot: 'm_46b77525 mantine-InputWrapper-root',
  passwordRoot: 'm_f61ca620 mantine-PasswordInput-root',
  label: 'm_8fdc1311 mantine-InputWrapper-label',
  required: 'm_78a94662 mantine-InputWrapper-required',
  inputWrapper: 'm_6c018570 mantine-Input-wrapper',
  input: 'm_8fb7ebe7 mantine-Input-input',
  passwordBox: 'm_ccf8da4c',
  passwordInner: 'm_f2d85dd2 mantine-PasswordInput-innerInput',
  section: 'm_82577fc2 mantine-Input-section',
  visibilityToggle: 'mantine-focus-auto mantine-active m_b1072d44 m_8d3f4000 mantine-ActionIcon-root m_87cf2631',
  actionIconIcon: 'm_8d3afb97 mantine-ActionIcon-icon',
  error: 'm_8f816625 mantine-InputWrapper-error',
  button: 'mantine-focus-auto mantine-active m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root',
  buttonInner: 'm_80f1301b mantine-Button-inner',
  buttonLabel: 'm_811560b9 mantine-Button-label',
  buttonLoader: 'm_a25b86ee mantine-Button-loader',
  loader: 'm_b34414df m_5ae2e3c mantine-Loader-root',
} as const;

/** Mantine's `calc(<rem> * var(--mantine-scale))` for a pixel size (Mantine's `rem()` at 16 px a rem). */
export function rem(px: number): string {
  return `calc(${px / 16}rem * var(--mantine-scale))`;
}

/** A style object with Mantine's CSS variables (React's types know no `--name` keys). */
export function styleVars(vars: Record<string, string | number | undefined>): CSSProperties {
  return vars as CSSProperties;
}
