import type { TCourse } from '@skillway/shared';
import { SidePanel } from '../../../../components/side-panel';
import { ENROLMENT_MODES, type TEnrolmentMode } from './enrolment-mode';
import { EnrolmentStepper } from './enrolment-stepper';

interface TEnrolmentPanelProps {
  /** The course and panel to show; null when closed. */
  open: { course: TCourse; mode: TEnrolmentMode } | null;
  onClose: () => void;
}

/**
 * Enrol Users / Groups, Set Deadline and Remove Users for one course. The side panel ignores background clicks;
 * the stepper is keyed by course and mode so each opening starts with nothing ticked.
 */
export function EnrolmentPanel({ open, onClose }: TEnrolmentPanelProps) {
  const title = open ? `${ENROLMENT_MODES[open.mode].title}: ${open.course.name}` : 'Enrolment';
  return (
    <SidePanel opened={open !== null} onClose={onClose} title={title} size={760}>
      {open && (
        <EnrolmentStepper
          key={`${open.course.id}-${open.mode}`}
          course={open.course}
          mode={open.mode}
          onDone={onClose}
        />
      )}
    </SidePanel>
  );
}
