import { t } from '@lingui/core/macro';
import { MSG } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import type { TEnrolTarget } from '../../../components/enrolment/enrol-target';
import { enrolOnCourse, removeCourseEnrolments, setCourseDeadlines } from '../api/enrolment-mutations';
import { courseKeys } from '../api/query-keys';

/** Which course enrol panel is open: the steps it shows and what its final button does. */
export type TCourseEnrolMode = 'enrol' | 'deadline' | 'remove';

/** The stepper's steps, in the active language. */
function steps(): readonly string[] {
  return [t`Select Users`, t`Select Groups`, t`Set Deadline`];
}

/**
 * Admin spec, course enrolment: Enrol Users / Groups, Set Deadline and Remove Users. The wording is read through
 * getters, so each read (at render) is in the active language.
 */
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
      get title() {
        return t`Enrol Users / Groups`;
      },
      get steps() {
        return steps();
      },
      get submitLabel() {
        return t`Enrol Selected Users`;
      },
      enrolling: true,
      deadline: 'optional',
      save: async (id, { users, groups, deadline, enrolAll }) => {
        const result = await enrolOnCourse(id, {
          assign_users: users,
          assign_groups: groups,
          selected_date: deadline,
          enrol_all: enrolAll || undefined,
        });
        return specText(result.data.summary || result.message);
      },
    },
    deadline: {
      get title() {
        return t`Set Deadline`;
      },
      get steps() {
        return steps();
      },
      get submitLabel() {
        return t`Set Deadline`;
      },
      enrolling: false,
      deadline: 'required',
      save: async (id, { users, groups, deadline }) => {
        const result = await setCourseDeadlines(id, { users, groups, selected_date: deadline });
        return specText(result.message || MSG.ENROL_DEADLINE_SET);
      },
    },
    remove: {
      get title() {
        return t`Remove Users`;
      },
      get steps() {
        return steps().slice(0, 2);
      },
      get submitLabel() {
        return t`Remove Selected`;
      },
      enrolling: false,
      get removal() {
        return { title: t`Remove Users`, message: specText(MSG.ENROL_REMOVE_WARNING) };
      },
      save: async (id, { users, groups }) => {
        const result = await removeCourseEnrolments(id, { users, groups });
        return specText(result.message || MSG.ENROL_REMOVED);
      },
    },
  },
};
