import { MSG } from '@skillway/shared';
import type { TEnrolTarget } from '../../../components/enrolment/enrol-target';
import { enrolOnCourse, removeCourseEnrolments, setCourseDeadlines } from '../api/enrolment-mutations';
import { courseKeys } from '../api/query-keys';

/** Which course enrol panel is open: the steps it shows and what its final button does. */
export type TCourseEnrolMode = 'enrol' | 'deadline' | 'remove';

const STEPS = ['Select Users', 'Select Groups', 'Set Deadline'] as const;

/** Admin spec, course enrolment: Enrol Users / Groups, Set Deadline and Remove Users. */
export const COURSE_ENROL_TARGET: TEnrolTarget<TCourseEnrolMode> = {
  noun: 'course',
  lists: {
    enrolledUsers: 'enrolment.enrolledUsers',
    unenrolledUsers: 'enrolment.unenrolledUsers',
    enrolledGroups: 'enrolment.enrolledGroups',
    unenrolledGroups: 'enrolment.unenrolledGroups',
  },
  listKey: courseKeys.enrolment,
  // Enrolment changes move the enrol lists and the course counters, so every course screen is refreshed.
  invalidates: [courseKeys.all],
  showDeadlines: true,
  offersEnrolAll: true,
  headingsOpenLaterSteps: false,
  modes: {
    enrol: {
      title: 'Enrol Users / Groups',
      steps: STEPS,
      submitLabel: 'Enrol Selected Users',
      enrolling: true,
      deadline: 'optional',
      save: async (id, { users, groups, deadline, enrolAll }) => {
        const result = await enrolOnCourse(id, {
          assign_users: users,
          assign_groups: groups,
          selected_date: deadline,
          enrol_all: enrolAll || undefined,
        });
        return result.data.summary || result.message;
      },
    },
    deadline: {
      title: 'Set Deadline',
      steps: STEPS,
      submitLabel: 'Set Deadline',
      enrolling: false,
      deadline: 'required',
      save: async (id, { users, groups, deadline }) => {
        const result = await setCourseDeadlines(id, { users, groups, selected_date: deadline });
        return result.message || MSG.ENROL_DEADLINE_SET;
      },
    },
    remove: {
      title: 'Remove Users',
      steps: STEPS.slice(0, 2),
      submitLabel: 'Remove Selected',
      enrolling: false,
      removal: { title: 'Remove Users', message: MSG.ENROL_REMOVE_WARNING },
      save: async (id, { users, groups }) => {
        const result = await removeCourseEnrolments(id, { users, groups });
        return result.message || MSG.ENROL_REMOVED;
      },
    },
  },
};
