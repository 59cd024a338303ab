import { IconArrowLeft } from '@tabler/icons-react';
import { LEARNER_TEXT } from '@skillway/shared';
import { ButtonLink } from '../../../components/links/button-link';

/** Back to My Courses (the player's 'Back to Course List'). */
export function BackToCourses() {
  return (
    <ButtonLink
      to="/courses"
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      px={0}
      style={{ alignSelf: 'flex-start' }}
    >
      {LEARNER_TEXT.BACK_TO_LIST}
    </ButtonLink>
  );
}
