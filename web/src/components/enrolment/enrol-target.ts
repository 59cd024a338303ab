import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { QueryKey } from '@tanstack/react-query';
import { specText } from '../../i18n/spec-text';
import type { TEnrolTargetNoun } from './enrol-list-query';

/**
 * A mode's wording: a message (`msg`, from a module-level target) is shown in the active language; a string is shown
 * as it is, or through the spec catalogue when it is a spec text (MSG.*).
 */
export type TEnrolText = string | MessageDescriptor;

/** Shows a mode's wording (TEnrolText) in the active language. */
export function useEnrolText(): (text: TEnrolText) => string {
  const { i18n } = useLingui();
  return (text) => (typeof text === 'string' ? specText(text) : i18n._(text));
}

/** What a stepper hands to a save: the ticked users and groups, the deadline step's date and course Enrol All. */
export interface TEnrolSelection {
  users: string[];
  groups: string[];
  deadline: string | null;
  enrolAll: boolean;
}

/** One panel of a target (Enrol, Set Deadline, Remove Users, Unenroll): its wording and what its button does. */
interface TEnrolModeSpec {
  title: TEnrolText;
  /** Users, Groups and, where the mode has a deadline, the deadline step's label. */
  steps: readonly TEnrolText[];
  submitLabel: TEnrolText;
  /** Enrol ticks the not-enrolled lists; every other mode ticks enrolled users and groups. */
  enrolling: boolean;
  /** Modes with a deadline step: Enrol may go without one, Set Deadline may not. */
  deadline?: 'optional' | 'required';
  /** Taking people off: the button is red, stays disabled until something is ticked, and asks first. */
  removal?: { title: TEnrolText; message: TEnrolText };
  /** Saves the selection and answers the success message to show. */
  save: (id: string, selection: TEnrolSelection) => Promise<string>;
}

/** The four enrol lists of one target, by manifest operation id (they share the users' and groups' row shapes). */
export interface TEnrolListOps {
  enrolledUsers: 'enrolment.enrolledUsers' | 'playlists.enrolledUsers';
  unenrolledUsers: 'enrolment.unenrolledUsers' | 'playlists.unenrolledUsers';
  enrolledGroups: 'enrolment.enrolledGroups' | 'playlists.enrolledGroups';
  unenrolledGroups: 'enrolment.unenrolledGroups' | 'playlists.unenrolledGroups';
}

/**
 * Everything that differs between enrolling people on a course and on a playlist, so that one stepper with one
 * set of steps serves both (the same idea as My Team's assign-target).
 */
export interface TEnrolTarget<TMode extends string> {
  noun: TEnrolTargetNoun;
  lists: TEnrolListOps;
  /** The cache key of one enrol list of one item, from the target's query-key factory. */
  listKey: (id: string, list: TEnrolListOps[keyof TEnrolListOps]) => QueryKey;
  /** The resources a save changes; their queries refresh after it. */
  invalidates: readonly QueryKey[];
  /** Courses carry a deadline per enrolment, which the enrolled tables show. */
  showDeadlines: boolean;
  /** The Users step's 'Select to enrol all users' box (course Enrol). */
  offersEnrolAll: boolean;
  /**
   * Whether a step heading may open a later step. Courses say no: Next checks the selection before the deadline
   * step. A playlist's two steps may be opened in any order.
   */
  headingsOpenLaterSteps: boolean;
  modes: Record<TMode, TEnrolModeSpec>;
}
