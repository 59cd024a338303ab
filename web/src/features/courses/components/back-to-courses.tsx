import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { LEARNER_TEXT } from '@skillway/shared';

/** Back to My Courses (the player's 'Back to Course List'). */
export function BackToCourses() {
  return (
    <Button
      component={Link}
      to="/courses"
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      px={0}
      style={{ alignSelf: 'flex-start' }}
    >
      {LEARNER_TEXT.BACK_TO_LIST}
    </Button>
  );
}
