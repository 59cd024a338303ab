import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CRUMB } from './breadcrumbs';
import type { TScreenPath, SCREENS } from './screens';

type TScreenTitle = (typeof SCREENS)[TScreenPath]['title'];
type TCrumbLabel = (typeof CRUMB)[keyof typeof CRUMB]['label'];

/**
 * Every screen title (screens.ts) and breadcrumb label (breadcrumbs.ts) as a message, keyed by its English: those
 * two stay plain English data (the route walk and the tests read them), and the layout shows them through
 * `screenText` in the active language (the document title, the breadcrumbs, the route announcement, the navigation).
 * A screen added without its message fails the type check here and screen-text.test.ts.
 */
export const SCREEN_TEXT: Readonly<Partial<Record<string, MessageDescriptor>>> = {
  Login: msg`Login`,
  'Two-step verification': msg`Two-step verification`,
  'Sign Up': msg`Sign Up`,
  'Forgot Password': msg`Forgot Password`,
  'Reset Password': msg`Reset Password`,
  'Registration Complete': msg`Registration Complete`,
  'Privacy Policy': msg`Privacy Policy`,
  'Terms of Service': msg`Terms of Service`,
  'Certificate Verification': msg`Certificate Verification`,
  'API Reference': msg`API Reference`,
  'Signing you in': msg`Signing you in`,
  'Test sign-in finished': msg`Test sign-in finished`,
  Dashboard: msg`Dashboard`,
  'My Courses': msg`My Courses`,
  'Course Details': msg`Course Details`,
  Course: msg`Course`,
  'Test Log': msg`Test Log`,
  'About Us': msg`About Us`,
  'Partner Programme': msg`Partner Programme`,
  'My Profile': msg`My Profile`,
  'My Password': msg`My Password`,
  Welcome: msg`Welcome`,
  'My Progress Summary': msg`My Progress Summary`,
  'My External Training': msg`My External Training`,
  'Data Exports': msg`Data Exports`,
  'Data Export': msg`Data Export`,
  Reports: msg`Reports`,
  'External Training Report': msg`External Training Report`,
  'User Report': msg`User Report`,
  'Course Report': msg`Course Report`,
  'Course Details Report': msg`Course Details Report`,
  'Group Report': msg`Group Report`,
  'Playlist Report': msg`Playlist Report`,
  Compliance: msg`Compliance`,
  'Report Download': msg`Report Download`,
  'My Course Progress': msg`My Course Progress`,
  'My Playlists Progress': msg`My Playlists Progress`,
  'User Summary': msg`User Summary`,
  'My Playlists': msg`My Playlists`,
  'Playlist Details': msg`Playlist Details`,
  'My Team': msg`My Team`,
  Admin: msg`Admin`,
  'Account Status': msg`Account Status`,
  'Company Information': msg`Company Information`,
  Users: msg`Users`,
  'Archived Users': msg`Archived Users`,
  'User Course Report': msg`User Course Report`,
  'Archived User Report': msg`Archived User Report`,
  Groups: msg`Groups`,
  'Full Course Library': msg`Full Course Library`,
  'Course Statistics': msg`Course Statistics`,
  'Manage Course': msg`Manage Course`,
  'Course Users': msg`Course Users`,
  Test: msg`Test`,
  'Install Courses': msg`Install Courses`,
  Playlists: msg`Playlists`,
  'Organise Modules': msg`Organise Modules`,
  'Notification Settings': msg`Notification Settings`,
  Help: msg`Help`,
  FAQs: msg`FAQs`,
  'How to Guides': msg`How to Guides`,
  Marketplace: msg`Marketplace`,
  'Single Sign-On': msg`Single Sign-On`,
  Provisioning: msg`Provisioning`,
  Privacy: msg`Privacy`,
  'xAPI (LRS)': msg`xAPI (LRS)`,
  'Audit Log': msg`Audit Log`,
  'Company List': msg`Company List`,
  'Company Details': msg`Company Details`,
  'Platform Audit Log': msg`Platform Audit Log`,
  'My User Account': msg`My User Account`,
  Courses: msg`Courses`,
  'Finance & Account': msg`Finance & Account`,
  Account: msg`Account`,
  Integrations: msg`Integrations`,
  'Super Admin': msg`Super Admin`,
  Companies: msg`Companies`,
} satisfies Record<TScreenTitle | TCrumbLabel, MessageDescriptor>;

/** A screen title's or a breadcrumb's message; a text with none (it should not happen) is shown as it is. */
export function screenText(english: string): MessageDescriptor {
  return SCREEN_TEXT[english] ?? { id: english, message: english };
}
