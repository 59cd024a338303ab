import { useId } from 'react';
import { Button, Text, type MantineSize } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { itemActionName } from '../../../components/item-label';
import { ButtonLink } from '../../../components/links/button-link';
import type { TCardAction } from '../lib/course-card-action';
import { LEARNING_PAUSED } from '../lib/learning-paused';
import { specText } from '../../../i18n/spec-text';

/**
 * A course's button (cardAction): a link into the player or the details, or, while learning is paused (a suspended
 * company), the same label disabled with the reason under it. `item`: the course's name, added to the button's
 * accessible name where the button repeats (a list of cards).
 */
export function CourseActionButton({
  action,
  fullWidth,
  className,
  size,
  item,
}: {
  action: TCardAction;
  item?: string;
  fullWidth?: boolean;
  className?: string;
  size?: MantineSize;
}) {
  const { t } = useLingui();
  const reasonId = useId();
  // The label is the spec's (LEARNER_TEXT), in the active language.
  const label = specText(action.label);
  const name = item ? itemActionName(label, item) : undefined;
  if (action.disabled) {
    return (
      <div className={className}>
        <Button disabled fullWidth={fullWidth} size={size} aria-describedby={reasonId} aria-label={name}>
          {label}
        </Button>
        <Text id={reasonId} size="xs" c="dimmed" mt={4}>
          {t(LEARNING_PAUSED)}
        </Text>
      </div>
    );
  }
  return (
    <ButtonLink
      to={action.to}
      params={action.params}
      color={action.color}
      variant={action.variant}
      fullWidth={fullWidth}
      size={size}
      className={className}
      style={fullWidth ? undefined : { alignSelf: 'flex-start' }}
      aria-label={name}
    >
      {label}
    </ButtonLink>
  );
}
