import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { IconPlayerPlay, IconPencilCheck } from '@tabler/icons-react';
import type { TUserCourseRow } from '@skillway/shared';
import { itemActionName } from '../../../components/item-label';
import { ButtonLink } from '../../../components/links/button-link';
import { WRAPPING_BUTTON_STYLES } from '../../../lib/wrapping-button';
import { COURSE_ACTION_LABEL, courseActions, playerLink } from '../lib/course-row-cells';
import { CertificateButton } from './certificate-button';

interface TCourseActionsProps {
  row: TUserCourseRow;
  /**
   * Whose row: null for one's own (every action), a user id for someone else's (their manager or administrator:
   * only the certificate, since nobody takes a course for another).
   */
  userId: string | null;
}

/** The action column by state: Start / Continue / Take Test open the course player, the certificate a new tab. */
export function CourseActions({ row, userId }: TCourseActionsProps) {
  const { t } = useLingui();
  const actions = courseActions(row).filter((action) => userId === null || action === 'certificate');
  if (actions.length === 0) return null;
  return (
    // One under the other at one width: the column stays narrow enough to keep in view beside the table, and a label
    // too long for it (a longer language) wraps onto a second line rather than being cut off.
    <Stack gap={6} w={190}>
      {actions.map((action) =>
        action === 'certificate' ? (
          <CertificateButton key={action} courseId={row.course_id} title={row.title} userId={userId} fullWidth />
        ) : (
          <ButtonLink
            key={action}
            {...playerLink(row.course_id)}
            size="xs"
            fullWidth
            styles={WRAPPING_BUTTON_STYLES}
            variant={action === 'take-test' ? 'filled' : 'light'}
            leftSection={
              action === 'take-test' ? (
                <IconPencilCheck size={14} aria-hidden />
              ) : (
                <IconPlayerPlay size={14} aria-hidden />
              )
            }
            aria-label={itemActionName(t(COURSE_ACTION_LABEL[action]), row.title)}
          >
            {t(COURSE_ACTION_LABEL[action])}
          </ButtonLink>
        ),
      )}
    </Stack>
  );
}
