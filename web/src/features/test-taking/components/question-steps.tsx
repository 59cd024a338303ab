import type { ReactNode } from 'react';
import { Button, Group, ScrollArea, Stepper, Text } from '@mantine/core';

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

/** The stepper strip: one step per question, scrolling sideways on a phone when a test is long. */
export function QuestionSteps({ count, active, onStep, reachable, mark }: TQuestionStepsProps) {
  return (
    <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
      <Stepper
        active={active}
        size="sm"
        iconSize={30}
        onStepClick={(index) => reachable(index) && onStep(index)}
        // Room around the icons for the ringed (current) step, which the scroll area would otherwise clip.
        p={6}
        styles={{ steps: { flexWrap: 'nowrap', minWidth: count * 52 } }}
        aria-label="Questions"
      >
        {Array.from({ length: count }, (_, index) => {
          const own = mark?.(index);
          return (
            <Stepper.Step
              key={index}
              aria-label={`Question ${index + 1}`}
              allowStepSelect={reachable(index)}
              icon={own?.icon}
              // While taking a test a tick would read as "right": answered steps keep their number.
              completedIcon={own?.icon ?? index + 1}
              color={own?.color}
              styles={
                own?.color
                  ? {
                      stepIcon: {
                        backgroundColor: `var(--mantine-color-${own.color}-filled)`,
                        borderColor: `var(--mantine-color-${own.color}-filled)`,
                        color: 'var(--mantine-color-white)',
                        // The question shown: ringed, as the colour no longer tells it apart.
                        ...(index === active
                          ? { outline: '2px solid var(--mantine-color-blue-6)', outlineOffset: 2 }
                          : {}),
                      },
                    }
                  : undefined
              }
            />
          );
        })}
      </Stepper>
    </ScrollArea>
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
  return (
    <Group justify="space-between" gap="sm" mt="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        Question {active + 1} of {count}
      </Text>
      <Group gap="sm">
        <Button variant="default" onClick={onBack} disabled={active === 0 || disabled}>
          Back
        </Button>
        {last ? (
          <Button onClick={onFinish} disabled={nextDisabled || disabled} loading={finishLoading}>
            Finish
          </Button>
        ) : (
          <Button onClick={onNext} disabled={nextDisabled || disabled}>
            Next
          </Button>
        )}
      </Group>
    </Group>
  );
}
