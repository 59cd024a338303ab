import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';

interface TStepMark {
  icon?: ReactNode;
  /** A Mantine colour name; the step is filled with it whether or not it was visited (reviewing a result). */
  color?: string;
}

interface TQuestionStepsProps {
  count: number;
  active: number;
  onStep: (index: number) => void;
  /** Steps after the furthest one reached cannot be clicked (taking a test); all can when reviewing. */
  reachable: (index: number) => boolean;
  /** Per-step icon and colour (the result's ticks and crosses). */
  mark?: (index: number) => TStepMark;
}

/**
 * The question pager: one numbered button per question, wrapping onto as many rows as the panel needs, so every
 * question is on screen at any width (a sideways strip hid 11 and 12 of a 12-question test at 1366 px). The
 * question shown is filled and marked `aria-current="step"`; questions not reached yet are disabled.
 */
export function QuestionSteps({ count, active, onStep, reachable, mark }: TQuestionStepsProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Questions`}>
      <Group component="ul" gap={8} wrap="wrap" m={0} p={4} style={{ listStyle: 'none' }}>
        {Array.from({ length: count }, (_, index) => {
          const own = mark?.(index);
          const current = index === active;
          const open = reachable(index);
          const number = index + 1;
          return (
            <li key={index}>
              <ActionIcon
                size={34}
                radius="xl"
                variant={own?.color || current ? 'filled' : open ? 'light' : 'default'}
                color={own?.color ?? 'blue'}
                aria-label={t`Question ${number}`}
                aria-current={current ? 'step' : undefined}
                disabled={!open}
                onClick={() => onStep(index)}
                // The question shown: ringed too, as a result's colours no longer tell it apart.
                style={current ? { outline: '2px solid var(--mantine-color-blue-6)', outlineOffset: 2 } : undefined}
              >
                {own?.icon ?? (
                  <Text component="span" size="sm" fw={600} inherit>
                    {number}
                  </Text>
                )}
              </ActionIcon>
            </li>
          );
        })}
      </Group>
    </nav>
  );
}

interface TStepButtonsProps {
  active: number;
  count: number;
  onBack: () => void;
  onNext: () => void;
  onFinish: () => void;
  nextDisabled?: boolean;
  finishLoading?: boolean;
  disabled?: boolean;
}

/** Back / Next, and Finish on the last question. */
export function StepButtons({
  active,
  count,
  onBack,
  onNext,
  onFinish,
  nextDisabled,
  finishLoading,
  disabled,
}: TStepButtonsProps) {
  const last = active >= count - 1;
  const number = active + 1;
  return (
    <Group justify="space-between" gap="sm" mt="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        <Trans>
          Question {number} of {count}
        </Trans>
      </Text>
      <Group gap="sm">
        <Button variant="default" onClick={onBack} disabled={active === 0 || disabled}>
          <Trans>Back</Trans>
        </Button>
        {last ? (
          <Button onClick={onFinish} disabled={nextDisabled || disabled} loading={finishLoading}>
            <Trans>Finish</Trans>
          </Button>
        ) : (
          <Button onClick={onNext} disabled={nextDisabled || disabled}>
            <Trans>Next</Trans>
          </Button>
        )}
      </Group>
    </Group>
  );
}
