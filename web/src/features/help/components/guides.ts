import type { TStaticPath } from '../../../routes/paths';

export interface TGuide {
  title: string;
  /** The screen the guide starts on. */
  start: { label: string; to: TStaticPath };
  steps: readonly string[];
}

/** The how-to guides: one per task an administrator does, step by step, from the screens the product has. */
export const GUIDES: readonly TGuide[] = [
  {
    title: 'Add your users',
    start: { label: 'Users', to: '/admin/users' },
    steps: [
      'Open Users and choose Add User to add one person, or Import to add many from a CSV file (a sample file and a guide are offered there).',
      'Give each user a role: a learner, or a manager who follows a team.',
      'Choose when the welcome email goes out; until it has gone, Send Welcome Email in the user list sends it.',
      'Archive users who leave; archived users keep their course history and can be restored.',
    ],
  },
  {
    title: 'Build a course',
    start: { label: 'Courses', to: '/admin/courses' },
    steps: [
      'Open Courses and create a course with its title, category, duration and description.',
      'Add its training material: videos, documents, external links and slide decks.',
      'Write its test: questions, pass mark, settings and the agreement statement learners accept.',
      'Publish the course when it is ready; unpublish or archive it later if needed.',
    ],
  },
  {
    title: 'Enrol users and set deadlines',
    start: { label: 'Courses', to: '/admin/courses' },
    steps: [
      'From a course or a playlist, open Enrol and pick users or whole groups.',
      'Set a deadline if the training must be finished by a date; you can change it later.',
      'Unenrol a user or a group from the same panel.',
    ],
  },
  {
    title: 'Keep compliance training in date',
    start: { label: 'Compliance', to: '/admin/compliance' },
    steps: [
      'On a course, open Recertification and set how long its certificate is valid: a number of months, or a fixed expiry date; choose what a renewal counts from (the completion date, the previous expiry date, or a fixed anniversary).',
      "For a programme, open the playlist's Organise page and choose Set Recertification for All Courses: the same settings are saved on every course of the playlist (a renewal course must be outside it).",
      'Set the renewal window: that many days before a certificate expires, the learner is enrolled on the course again (their last run is kept in Course History), with the renewal deadline you choose.',
      'Optionally name a shorter renewal course: the learner is enrolled on it too when the renewal opens, and completing it renews the full course.',
      'Changing the validity leaves certificates already issued as they are, unless you choose to recalculate them: you are told how many would change first.',
      "To accept training from an outside provider, choose its type under External training that renews it: a learner's passed external training record of that type, with its completion date, keeps their certificate in date until the record's expiry date (or the course's validity when the record has none).",
      'Compliance shows who is certified, expiring, expired or overdue on each required course today, with the percentage in date; filter it by group or manager, export it, or email it.',
      'Under Expiring, pick learners whose certificates run out in the next 30, 60 or 90 days and choose Remind.',
    ],
  },
  {
    title: 'Set up single sign-on',
    start: { label: 'Single Sign-On', to: '/admin/account/sso' },
    steps: [
      "Open Single Sign-On and choose Add connection: OpenID Connect (issuer URL, client ID and secret) or SAML 2.0 (paste or upload your identity provider's metadata, or give its URL). Your identity provider's own guide names where these go (Microsoft Entra ID, Google Workspace and Okta all offer both).",
      'Copy the values under What to copy into your IdP (the redirect URL, or the ACS URL, entity ID and metadata) into your identity provider.',
      'Map the attributes your identity provider sends to email, first and last name, and optionally department, manager and groups; map its groups to your groups so group enrolments follow.',
      'Choose Test connection: sign in in the new window and check the claims received.',
      'Add your email domains and publish the TXT record shown on each, then choose Verify. People whose address is on a verified domain get Continue with SSO on the sign-in page.',
      'Turn on just-in-time provisioning to create new starters as learners at their first sign-in, and enforce single sign-on once a test has passed. Administrators keep their password, so you cannot be locked out.',
    ],
  },
  {
    title: 'Provision users from your directory',
    start: { label: 'Provisioning', to: '/admin/account/provisioning' },
    steps: [
      'Open Provisioning and choose Create token; copy the token at once, as it is shown only once.',
      "In your identity provider's provisioning (SCIM 2.0) settings, enter the SCIM base URL shown and the token.",
      'People and groups your directory assigns are created and kept up to date; group membership changes move group enrolments.',
      'When the directory deactivates or removes someone, they are archived and signed out at once; their training records are kept.',
      'Revoke a token you no longer use; the last-used time tells you which ones are active.',
    ],
  },
  {
    title: 'Organise courses into playlists',
    start: { label: 'Playlists', to: '/admin/playlists' },
    steps: [
      'Open Playlists and create a playlist with its name and description.',
      'Choose Organise to arrange its courses into ordered levels.',
      'Attach supplementary files, then enrol users or groups on the whole playlist.',
    ],
  },
  {
    title: 'Manage groups',
    start: { label: 'Groups', to: '/admin/groups' },
    steps: [
      'Open Groups and create a group, for example one per department or site.',
      'Add or remove its members; enrolling a group enrols each member.',
    ],
  },
  {
    title: 'Follow progress with reports',
    start: { label: 'Reports', to: '/admin/reports' },
    steps: [
      'Open Reports for charts of logins, completions and enrolments.',
      'Open a user, course, group, playlist or external training report and filter it.',
      'Export a report as Excel or PDF, or have it emailed to you.',
      'Choose Email to… to send it to other administrators and team managers, now or every week or month; Reports lists what is scheduled, where it can be stopped.',
    ],
  },
  {
    title: 'Set up notifications',
    start: { label: 'Notification Settings', to: '/admin/notification' },
    steps: [
      'Open Notification Settings and choose which emails go out and when, such as deadline reminders.',
      'Save; the settings apply to every enrolment in your company.',
    ],
  },
];
