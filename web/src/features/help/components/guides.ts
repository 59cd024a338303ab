import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TStaticPath } from '../../../routes/paths';

/** Texts as messages, shown in the active language at render time. */
export interface TGuide {
  title: MessageDescriptor;
  /** The screen the guide starts on. */
  start: { label: MessageDescriptor; to: TStaticPath };
  steps: readonly MessageDescriptor[];
}

/** The how-to guides: one per task an administrator does, step by step, from the screens the product has. */
export const GUIDES: readonly TGuide[] = [
  {
    title: msg`Add your users`,
    start: { label: msg`Users`, to: '/admin/users' },
    steps: [
      msg`Open Users and choose Add User to add one person, or Import to add many from a CSV file (a sample file and a guide are offered there).`,
      msg`Give each user a role: a learner, or a manager who follows a team.`,
      msg`Choose when the welcome email goes out; until it has gone, Send Welcome Email in the user list sends it.`,
      msg`Archive users who leave; archived users keep their course history and can be restored.`,
    ],
  },
  {
    title: msg`Build a course`,
    start: { label: msg`Courses`, to: '/admin/courses' },
    steps: [
      msg`Open Courses and create a course with its title, category, duration and description.`,
      msg`Add its training material: videos, documents, external links and slide decks.`,
      msg`Write its test: questions, pass mark, settings and the agreement statement learners accept.`,
      msg`Publish the course when it is ready; unpublish or archive it later if needed.`,
    ],
  },
  {
    title: msg`Enrol users and set deadlines`,
    start: { label: msg`Courses`, to: '/admin/courses' },
    steps: [
      msg`From a course or a playlist, open Enrol and pick users or whole groups.`,
      msg`Set a deadline if the training must be finished by a date; you can change it later.`,
      msg`Unenrol a user or a group from the same panel.`,
    ],
  },
  {
    title: msg`Keep compliance training in date`,
    start: { label: msg`Compliance`, to: '/admin/compliance' },
    steps: [
      msg`On a course, open Recertification and set how long its certificate is valid: a number of months, or a fixed expiry date; choose what a renewal counts from (the completion date, the previous expiry date, or a fixed anniversary).`,
      msg`For a programme, open the playlist's Organise page and choose Set Recertification for All Courses: the same settings are saved on every course of the playlist (a renewal course must be outside it).`,
      msg`Set the renewal window: that many days before a certificate expires, the learner is enrolled on the course again (their last run is kept in Course History), with the renewal deadline you choose.`,
      msg`Optionally name a shorter renewal course: the learner is enrolled on it too when the renewal opens, and completing it renews the full course.`,
      msg`Changing the validity leaves certificates already issued as they are, unless you choose to recalculate them: you are told how many would change first.`,
      msg`To accept training from an outside provider, choose its type under External training that renews it: a learner's passed external training record of that type, with its completion date, keeps their certificate in date until the record's expiry date (or the course's validity when the record has none).`,
      msg`Compliance shows who is certified, expiring, expired or overdue on each required course today, with the percentage in date; filter it by group or manager, export it, or email it.`,
      msg`Under Expiring, pick learners whose certificates run out in the next 30, 60 or 90 days and choose Remind.`,
    ],
  },
  {
    title: msg`Set up single sign-on`,
    start: { label: msg`Single Sign-On`, to: '/admin/account/sso' },
    steps: [
      msg`Open Single Sign-On and choose Add connection: OpenID Connect (issuer URL, client ID and secret) or SAML 2.0 (paste or upload your identity provider's metadata, or give its URL). Your identity provider's own guide names where these go (Microsoft Entra ID, Google Workspace and Okta all offer both).`,
      msg`Copy the values under What to copy into your IdP (the redirect URL, or the ACS URL, entity ID and metadata) into your identity provider.`,
      msg`Map the attributes your identity provider sends to email, first and last name, and optionally department, manager and groups; map its groups to your groups so group enrolments follow.`,
      msg`Choose Test connection: sign in in the new window and check the claims received.`,
      msg`Add your email domains and publish the TXT record shown on each, then choose Verify. People whose address is on a verified domain get Continue with SSO on the sign-in page.`,
      msg`Turn on just-in-time provisioning to create new starters as learners at their first sign-in, and enforce single sign-on once a test has passed. Administrators keep their password, so you cannot be locked out.`,
    ],
  },
  {
    title: msg`Provision users from your directory`,
    start: { label: msg`Provisioning`, to: '/admin/account/provisioning' },
    steps: [
      msg`Open Provisioning and choose Create token; copy the token at once, as it is shown only once.`,
      msg`In your identity provider's provisioning (SCIM 2.0) settings, enter the SCIM base URL shown and the token.`,
      msg`People and groups your directory assigns are created and kept up to date; group membership changes move group enrolments.`,
      msg`When the directory deactivates or removes someone, they are archived and signed out at once; their training records are kept.`,
      msg`Revoke a token you no longer use; the last-used time tells you which ones are active.`,
    ],
  },
  {
    title: msg`Organise courses into playlists`,
    start: { label: msg`Playlists`, to: '/admin/playlists' },
    steps: [
      msg`Open Playlists and create a playlist with its name and description.`,
      msg`Choose Organise to arrange its courses into ordered levels.`,
      msg`Attach supplementary files, then enrol users or groups on the whole playlist.`,
    ],
  },
  {
    title: msg`Manage groups`,
    start: { label: msg`Groups`, to: '/admin/groups' },
    steps: [
      msg`Open Groups and create a group, for example one per department or site.`,
      msg`Add or remove its members; enrolling a group enrols each member.`,
    ],
  },
  {
    title: msg`Follow progress with reports`,
    start: { label: msg`Reports`, to: '/admin/reports' },
    steps: [
      msg`Open Reports for charts of logins, completions and enrolments.`,
      msg`Open a user, course, group, playlist or external training report and filter it.`,
      msg`Export a report as Excel or PDF, or have it emailed to you.`,
      msg`Choose Email to… to send it to other administrators and team managers, now or every week or month; Reports lists what is scheduled, where it can be stopped.`,
    ],
  },
  {
    title: msg`Set up notifications`,
    start: { label: msg`Notification Settings`, to: '/admin/notification' },
    steps: [
      msg`Open Notification Settings and choose which emails go out and when, such as deadline reminders.`,
      msg`Save; the settings apply to every enrolment in your company.`,
    ],
  },
];
