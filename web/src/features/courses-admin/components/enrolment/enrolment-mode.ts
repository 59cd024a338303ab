/** Which enrol panel is open: the steps it shows and what its final button does. */
export type TEnrolmentMode = 'enrol' | 'deadline' | 'remove';

interface TModeConfig {
  title: string;
  steps: readonly string[];
  submitLabel: string;
}

export const ENROLMENT_MODES: Record<TEnrolmentMode, TModeConfig> = {
  enrol: { title: 'Enrol Users / Groups', steps: ['Select Users', 'Select Groups', 'Set Deadline'], submitLabel: 'Enrol Selected Users' },
  deadline: { title: 'Set Deadline', steps: ['Select Users', 'Select Groups', 'Set Deadline'], submitLabel: 'Set Deadline' },
  remove: { title: 'Remove Users', steps: ['Select Users', 'Select Groups'], submitLabel: 'Remove Selected' },
};
