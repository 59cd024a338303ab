import { useState, type Ref } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

interface TSlideViewerProps {
  title: string;
  slides: readonly string[];
  /** The course player brings the viewer into view and focuses it (a named region) when the learner opens a deck. */
  ref?: Ref<HTMLDivElement>;
}

/** A converted slide deck, one slide image at a time, with Previous / Next (the arrow keys work on the buttons). */
export function SlideViewer({ title, slides, ref }: TSlideViewerProps) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const count = slides.length;
  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const slide = current + 1;
  return (
    <Paper
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      withBorder
      radius="md"
      p="sm"
      role="region"
      aria-label={t`Slides: ${title}`}
    >
      <Stack gap="sm">
        <Image
          src={slides[current]}
          alt={t`${title}, slide ${slide} of ${count}`}
          radius="sm"
          fit="contain"
          mah={480}
        />
        <Group justify="space-between" gap="sm">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconChevronLeft size={14} aria-hidden />}
            onClick={() => setIndex(current - 1)}
            disabled={current === 0}
          >
            <Trans>Previous</Trans>
          </Button>
          <Text size="sm" aria-live="polite">
            <Trans>
              Slide {slide} of {count}
            </Trans>
          </Text>
          <Button
            variant="default"
            size="xs"
            rightSection={<IconChevronRight size={14} aria-hidden />}
            onClick={() => setIndex(current + 1)}
            disabled={current === count - 1}
          >
            <Trans>Next</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
