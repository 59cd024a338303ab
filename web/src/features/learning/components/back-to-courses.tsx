import { IconArrowLeft } from '@tabler/icons-react';
import { useLingui } from '@lingui/react';
import { LEARNER_TEXT } from '@skillway/shared';
import { ButtonLink } from '../../../components/links/button-link';
import { specText } from '../../../i18n/spec-text';

/** Back to My Courses (the player's 'Back to Course List'). */
export function BackToCourses() {
  // Renders again when the language changes (specText reads the active one).
  useLingui();
  return (
    <ButtonLink
      to="/courses"
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      px={0}
      style={{ alignSelf: 'flex-start' }}
    >
      {specText(LEARNER_TEXT.BACK_TO_LIST)}
    </ButtonLink>
  );
}
