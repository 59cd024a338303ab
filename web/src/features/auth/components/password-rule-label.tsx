import { Tooltip, VisuallyHidden } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { PASSWORD_RULE_TEXT } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';

/**
 * A password label with the rule in a tooltip (the server enforces the same rule). The icon is decorative for
 * assistive technology: screen readers get the rule as the input's description (see `passwordRuleProps`), so
 * the field's accessible name stays just its label.
 */
export function PasswordRuleLabel({ label }: { label: string }) {
  return (
    // Inline, so the input's required asterisk stays on the same line as the label.
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, verticalAlign: 'middle' }}>
      {label}
      <Tooltip
        label={specText(PASSWORD_RULE_TEXT)}
        multiline
        w={260}
        withArrow
        events={{ hover: true, focus: false, touch: true }}
      >
        <span
          style={{ display: 'inline-flex', color: 'var(--mantine-color-gray-7)', cursor: 'help' }}
          aria-hidden="true"
        >
          <IconInfoCircle size={16} />
        </span>
      </Tooltip>
    </span>
  );
}

/** Props for a new-password input: the rule as its (visually hidden) description. */
export function passwordRuleProps() {
  return {
    description: <VisuallyHidden>{specText(PASSWORD_RULE_TEXT)}</VisuallyHidden>,
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[],
    styles: { description: { margin: 0 } },
  };
}
