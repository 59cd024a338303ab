import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';
import { SidePanel } from '../side-panel';
import type { TEnrolSubject } from './enrol-stepper';
import { useEnrolText, type TEnrolTarget } from './enrol-target';

// The stepper (its user and group lists, the deadline's date picker, the enrolment schemas) loads the first time a
// panel opens: the course library, a course's users and the playlists draw the page without it.
const EnrolStepper = lazy(async () => ({ default: (await import('./enrol-stepper')).EnrolStepper }));

interface TEnrolPanelProps<M extends string> {
  target: TEnrolTarget<M>;
  /** The course or playlist and the panel to show; null when closed. */
  open: { subject: TEnrolSubject; mode: M } | null;
  onClose: () => void;
}

/**
 * A target's enrol panels in a side panel that a click outside does not close. The stepper is keyed by item and
 * mode so each opening starts with nothing ticked.
 */
export function EnrolPanel<M extends string>({ target, open, onClose }: TEnrolPanelProps<M>) {
  const { t } = useLingui();
  const text = useEnrolText();
  const modeTitle = open ? text(target.modes[open.mode].title) : '';
  const subjectName = open?.subject.name;
  const title = open ? t`${modeTitle}: ${subjectName}` : t`Enrolment`;
  return (
    <SidePanel opened={open !== null} onClose={onClose} title={title} size={760}>
      {open && (
        <Suspense
          fallback={
            <Center py="xl">
              <Loader role="img" aria-label={t`Loading the enrolment steps`} />
            </Center>
          }
        >
          <EnrolStepper
            key={`${open.subject.id}-${open.mode}`}
            target={target}
            subject={open.subject}
            mode={open.mode}
            onDone={onClose}
          />
        </Suspense>
      )}
    </SidePanel>
  );
}
