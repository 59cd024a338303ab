import { useLingui } from '@lingui/react/macro';
import { Switch } from '@mantine/core';
import { MSG } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifySuccess } from '../../../lib/notify';
import { useSetPublished } from '../api/mutations';

interface TPublishSwitchProps {
  courseId: string;
  courseName: string;
  published: boolean;
  /** Shows 'Published' / 'Unpublished' beside the switch (the course manager); the library's column has a heading. */
  withLabel?: boolean;
}

/**
 * Flips a course between published and unpublished. Publishing a course with no material is refused by the server
 * with the spec's message, which is shown as it is; the switch stays where the server left it.
 * Its accessible name starts with the text shown beside it ('Unpublished: …' while off: WCAG 2.5.3 label in name),
 * so a speech user can say what they see; without that text it is 'Published: …' in both states.
 */
export function PublishSwitch({ courseId, courseName, published, withLabel = false }: TPublishSwitchProps) {
  const { t } = useLingui();
  const setPublished = useSetPublished();
  const flip = () =>
    setPublished.mutate(
      { id: courseId, published: !published },
      {
        onSuccess: () => notifySuccess(specText(published ? MSG.COURSE_UNPUBLISHED : MSG.COURSE_PUBLISHED)),
        onError: (error) => notifyApiError(error),
      },
    );
  const visibleLabel = published ? t`Published` : t`Unpublished`;
  const nameStart = withLabel ? visibleLabel : t`Published`;
  return (
    <Switch
      checked={published}
      onChange={flip}
      disabled={setPublished.isPending}
      color="green"
      aria-label={`${nameStart}: ${courseName}`}
      label={withLabel ? visibleLabel : undefined}
      styles={
        withLabel
          ? {
              label: {
                color: published ? 'var(--mantine-color-green-text)' : 'var(--mantine-color-red-text)',
                fontWeight: 600,
              },
            }
          : undefined
      }
    />
  );
}
