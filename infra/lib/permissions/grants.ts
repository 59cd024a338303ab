import type { TOperation, TOperationId } from '@skillway/shared';

/**
 * What each Lambda may touch: the one table of permissions. Anything not listed is denied (every function's
 * role starts with its own log group only). A later issue that adds a manifest row adds its line here when the
 * default (table access by HTTP method) is not enough.
 */
type TCognitoAction =
  | 'AdminCreateUser'
  | 'AdminDeleteUser'
  | 'AdminDisableUser'
  | 'AdminEnableUser'
  | 'AdminGetUser'
  | 'AdminInitiateAuth'
  // With AdminInitiateAuth: an SSO sign-in's CUSTOM_AUTH answer (identity-provider.ts, issueSsoTokens).
  | 'AdminRespondToAuthChallenge'
  | 'AdminSetUserPassword'
  | 'AdminUpdateUserAttributes'
  | 'AdminUserGlobalSignOut'
  | 'DescribeUserPool';

/**
 * `tag`: s3:PutObjectTagging, needed to write an object with tags (report files carry retention=report).
 * `abort`: s3:AbortMultipartUpload; `list-parts`: s3:ListMultipartUploadParts (an upload's stored parts);
 * `list-uploads`: s3:ListBucketMultipartUploads on the bucket. A multipart upload's create, parts and completion are
 * s3:PutObject (`put`).
 */
export type TUploadsAccess = 'get' | 'put' | 'tag' | 'delete' | 'abort' | 'list-parts' | 'list' | 'list-uploads';
type TContentAccess = 'get' | 'put' | 'delete';

export interface TGrants {
  /** `read`: GetItem, BatchGetItem, Query, ConditionCheckItem, DescribeTable. `readwrite` adds Put/Update/Delete/BatchWrite. Never Scan. */
  readonly table?: 'read' | 'readwrite';
  /**
   * Uploads bucket, objects under `c/` only (every key is `c/{companyId}/...`). `put` is what a presigned POST
   * needs (the upload is signed with the function's credentials); `list` is on the bucket (HeadBucket, and 404s).
   */
  readonly uploads?: readonly TUploadsAccess[];
  /**
   * Uploads bucket, objects under `content/` only: the unpacked e-learning packages (`content/{companyId}/{assetId}/`,
   * served on `/content/*`). Listing them is the uploads grant's `list`.
   */
  readonly content?: readonly TContentAccess[];
  /** Admin actions on our user pool (password checks: AdminInitiateAuth). Refresh and token revocation use the public client APIs and need none. */
  readonly cognito?: readonly TCognitoAction[];
  readonly publishEvents?: boolean;
  readonly sendMail?: boolean;
}

/** An API row's default: GET reads, every other method writes. */
function defaultOperationGrants(operation: Pick<TOperation, 'method'>): TGrants {
  return { table: operation.method === 'GET' ? 'read' : 'readwrite' };
}

/** Rows that need more (or other) than the default; each replaces the default entirely. */
export const OPERATION_GRANTS: Partial<Record<TOperationId, TGrants>> = {
  // Readiness checks the table, the user pool and the bucket answer.
  'system.health': { table: 'read', cognito: ['DescribeUserPool'], uploads: ['list'] },
  'system.openapi': {},

  // Failed-login counters are written on every attempt. The password is checked with AdminInitiateAuth (the client
  // allows no public password flow); a two-step challenge keeps the tokens for its second step, which needs no Cognito.
  'auth.login': { table: 'readwrite', cognito: ['AdminInitiateAuth'] },
  'auth.logout': { table: 'readwrite', cognito: ['AdminUserGlobalSignOut'] },
  'auth.register': {
    table: 'readwrite',
    // AdminDeleteUser undoes a half-made registration when the table transaction fails.
    // AdminInitiateAuth signs the new administrator in.
    cognito: ['AdminCreateUser', 'AdminSetUserPassword', 'AdminDeleteUser', 'AdminInitiateAuth'],
    publishEvents: true,
    // A taken address's owner is told someone tried (or the notice is held, a table write, while their company is).
    sendMail: true,
  },
  'auth.forgotPassword': { table: 'readwrite', sendMail: true },
  // Counts the resend against its throttle (a table write), then mails the registering address.
  'auth.resendVerification': { table: 'readwrite', sendMail: true },
  'auth.resetPassword': { table: 'readwrite', cognito: ['AdminSetUserPassword', 'AdminUserGlobalSignOut'] },
  // The emailed link is a GET that records the address as verified; the registering administrator's lifts the
  // company's mail hold and queues the release of its held mail (companies.mail-hold-lifted).
  'auth.verifyEmail': { table: 'readwrite', publishEvents: true },
  // Billing GETs that write: the SetupIntent creates the Stripe customer (stored on the company), and
  // Cancel Account (a GET in the spec) records the cancellation. Stripe is reached over HTTPS with its own key.
  'billing.paymentSecret': { table: 'readwrite' },
  'billing.cancelAccount': { table: 'readwrite' },

  // A new email is written to the identity too; the picture is checked against its verified-upload record.
  // A change of one's own address mails the confirmation link and a notice to the old address.
  // The current password (own address change, password change) is checked with AdminInitiateAuth.
  'profile.update': { table: 'readwrite', cognito: ['AdminUpdateUserAttributes', 'AdminInitiateAuth'], sendMail: true },
  'profile.updatePassword': {
    table: 'readwrite',
    cognito: ['AdminSetUserPassword', 'AdminUserGlobalSignOut', 'AdminInitiateAuth'],
  },

  // The pending upload record is written at signing (PutItem).
  'uploads.sign': { table: 'readwrite', uploads: ['put'] },
  // Multipart (issue 33): the part URLs are signed with the function's role, so signing needs `put` too.
  'uploads.multipartCreate': { table: 'readwrite', uploads: ['put'] },
  'uploads.multipartSignParts': { table: 'read', uploads: ['put'] },
  'uploads.multipartListParts': { table: 'readwrite', uploads: ['list-parts'] },
  // Completion reads the parts, assembles them, checks the file (get), and deletes or aborts what it refuses.
  'uploads.multipartComplete': {
    table: 'readwrite',
    uploads: ['put', 'get', 'delete', 'abort', 'list', 'list-parts'],
  },
  'uploads.multipartAbort': { table: 'readwrite', uploads: ['abort'] },
  // Refused uploads are deleted after the magic-byte check.
  'uploads.verify': { table: 'readwrite', uploads: ['get', 'delete', 'list'] },
  'system.image': { table: 'read', uploads: ['get', 'list'] },

  // Courses: thumbnails and material files are verified uploads moved (copied, then the original deleted) under
  // the course's prefix; responses carry presigned GETs of material files (signed with the function's role).
  'courses.create': { table: 'readwrite', uploads: ['get', 'put', 'delete'], publishEvents: true },
  'courses.update': { table: 'readwrite', uploads: ['get', 'put', 'delete'], publishEvents: true },
  'courses.get': { table: 'read', uploads: ['get'] },
  'courses.materials': { table: 'read', uploads: ['get'] },
  'courses.sortMaterials': { table: 'readwrite', uploads: ['get'] },
  'courses.updateMaterial': { table: 'readwrite', uploads: ['get'] },
  // A file over 1 GB is copied in parts (copy-in-parts.ts): a failed copy aborts its multipart upload.
  'courses.addMaterial': { table: 'readwrite', uploads: ['get', 'put', 'delete', 'abort'], publishEvents: true },
  // Deleting lists and removes every object under the material; a package's unpacked content and learners' data go
  // by files.delete-requested (handlers/delete-files).
  'courses.removeMaterial': { table: 'readwrite', uploads: ['delete', 'list'], publishEvents: true },
  // Its files go by files.delete-requested (handlers/delete-files).
  'courses.delete': { table: 'readwrite', publishEvents: true },
  // Copies the catalogue's shipped files (in the bundle) into the company's prefix; a failed install is removed.
  'courses.install': { table: 'readwrite', uploads: ['put', 'delete', 'list'], publishEvents: true },
  // The signed playlist route reads playlists and presigns their segments.
  'courses.hlsPlaylist': { uploads: ['get', 'list'] },
  // Enrolment changes publish course.assigned / course.unassigned / course.deadline-set / course.deadline-changed.
  'enrolment.enrol': { table: 'readwrite', publishEvents: true },
  'enrolment.manageDeadlines': { table: 'readwrite', publishEvents: true },
  'enrolment.removeEnrolments': { table: 'readwrite', publishEvents: true },
  // Course reports: rows and history carry presigned certificate links; exports write the file and presign it.
  'reports.course': { table: 'read', uploads: ['get'] },
  'reports.userHistory': { table: 'read', uploads: ['get'] },
  // Exports create a report job, publish reports.report-requested, wait for the worker's file and presign it.
  'reports.coursesExport': { table: 'readwrite', uploads: ['get'], publishEvents: true },
  'reports.enrolledUsersExport': { table: 'readwrite', uploads: ['get'], publishEvents: true },
  'reports.archivedExport': { table: 'readwrite', uploads: ['get'], publishEvents: true },
  'reports.courseExport': { table: 'readwrite', uploads: ['get'], publishEvents: true },
  'reports.email': { table: 'readwrite', publishEvents: true },
  'reports.export': { table: 'readwrite', uploads: ['get'], publishEvents: true },
  'reports.file': { table: 'read', uploads: ['get'] },
  // The audit log's export goes the same way (report audit-log); verify and list read the table (verify's default
  // readwrite writes its read marker).
  'audit.export': { table: 'readwrite', uploads: ['get'], publishEvents: true },
  // Download my data: a request writes the export job and publishes its event; the download presigns the zip (and
  // writes the read's audit marker).
  'privacy.exportMine': { table: 'readwrite', publishEvents: true },
  'privacy.exportUser': { table: 'readwrite', publishEvents: true },
  'privacy.exportDownload': { table: 'readwrite', uploads: ['get'] },
  // Erasure deletes the sign-in (Cognito) and hands the user's files to the files.delete-requested worker.
  'privacy.eraseUser': { table: 'readwrite', cognito: ['AdminDeleteUser'], publishEvents: true },
  'privacy.decideErasureRequest': { table: 'readwrite', cognito: ['AdminDeleteUser'], publishEvents: true },

  // Taking tests (quiz-taking): serving a paper remembers it; submitting writes the enrolment, the counters and the
  // test log in one transaction and may publish course.completed.
  // A new paper is a test attempt begun: learning.recorded for the company's LRS (issue 35).
  'tests.questions': { table: 'readwrite', publishEvents: true },
  'testTaking.submit': { table: 'readwrite', publishEvents: true },
  'testTaking.getScore': { table: 'read' },
  // The LRS: a statement (or a cmi5 launch of a NotApplicable AU) reports a package outcome, which may complete the
  // course and publish course.completed.
  'xapi.launch': { table: 'readwrite', publishEvents: true },
  // Statement attachments live under the company's prefix (attachment-store.ts): a write heads, then puts, each part;
  // a read gets them. `list` makes a missing object 404 rather than 403. POST statements also serves the alternate
  // syntax's GET.
  'xapi.putStatement': { table: 'readwrite', uploads: ['get', 'put', 'list'], publishEvents: true },
  'xapi.postStatements': { table: 'readwrite', uploads: ['get', 'put', 'list'], publishEvents: true },
  // A company LRS client's read records its last use (at most once a minute: client-repository.ts recordClientUse).
  'xapi.getStatements': { table: 'readwrite', uploads: ['get', 'list'] },
  'xapi.getState': { table: 'readwrite' },
  'xapi.getAgentProfile': { table: 'readwrite' },
  // A commit that finishes the package may complete the course (course.completed: the certificate).
  'packagePlayer.commit': { table: 'readwrite', publishEvents: true },
  // A learner call that records learning (the course started, a material accessed, a video past a quarter, half or
  // three quarters, a completion) publishes
  // learning.recorded for the company's LRS (issue 35), and a completion course.completed; a call that only moves
  // the last access publishes nothing.
  // Every writer of course progress may publish course.completed and learning.recorded (the product's own learning
  // as xAPI, issue 35): learner calls, recertification changes, external training renewals and archiving.
  'compliance.updateRecertification': { table: 'readwrite', publishEvents: true },
  'compliance.updatePlaylistRecertification': { table: 'readwrite', publishEvents: true },
  'externalTraining.create': { table: 'readwrite', publishEvents: true },
  'externalTraining.update': { table: 'readwrite', publishEvents: true },
  'externalTraining.adminCreate': { table: 'readwrite', publishEvents: true },
  'externalTraining.adminUpdate': { table: 'readwrite', publishEvents: true },
  'externalTraining.import': { table: 'readwrite', publishEvents: true },
  'reports.archiveAll': { table: 'readwrite', publishEvents: true },
  'reports.archiveEnrolment': { table: 'readwrite', publishEvents: true },
  'learning.events': { table: 'readwrite', publishEvents: true },
  'learning.updateLastTime': { table: 'readwrite', publishEvents: true },
  'learning.assetsViewed': { table: 'readwrite', publishEvents: true },
  'packagePlayer.open': { table: 'readwrite', publishEvents: true },
  // The link is presigned (get); a certificate not made yet is requested from the worker (certificates.requested).
  'certificates.get': { table: 'read', uploads: ['get'], publishEvents: true },

  // GETs that change state (the spec's paths).
  'notifications.readAll': { table: 'readwrite' },
  'notifications.clearAll': { table: 'readwrite' },

  // Users and My Team (people issue).
  // Adding a user makes the identity (deleted again if the table transaction fails) and may queue the welcome email.
  'users.create': {
    table: 'readwrite',
    cognito: ['AdminCreateUser', 'AdminSetUserPassword', 'AdminDeleteUser'],
    publishEvents: true,
  },
  // A new email goes to the identity (and a notice to the old address); one's own new password ends every session.
  'users.update': {
    table: 'readwrite',
    cognito: ['AdminUpdateUserAttributes', 'AdminSetUserPassword', 'AdminUserGlobalSignOut'],
    publishEvents: true,
    sendMail: true,
  },
  // Permanent deletion removes the identity; the user's picture and certificate files go by files.delete-requested.
  'users.delete': { table: 'readwrite', cognito: ['AdminDeleteUser'], publishEvents: true },
  'users.deleteAllData': { table: 'readwrite', cognito: ['AdminDeleteUser'], publishEvents: true },
  // Archiving ends the user's sessions.
  'users.archive': { table: 'readwrite', cognito: ['AdminUserGlobalSignOut'] },
  // A report job like the course exports: the worker writes the file, this waits for it and signs a GET.
  'users.export': { table: 'readwrite', uploads: ['get'], publishEvents: true },
  // GET in the spec, but it queues the job.
  'users.sendWelcomeEmail': { table: 'read', publishEvents: true },
  'users.sendMassWelcomeEmail': { table: 'read', publishEvents: true },
  // Writes only while the company's mail is held (the message is stored for later).
  'team.sendEmail': { table: 'readwrite', sendMail: true },
  // A user's course rows carry presigned links to their completion certificates (learner profile).
  'profile.courses': { table: 'read', uploads: ['get'] },
  // My Team's course assignment writes enrolments and publishes course.assigned / course.unassigned.
  'team.enrolUserCourses': { table: 'readwrite', publishEvents: true },
  'team.enrolUsersToCourses': { table: 'readwrite', publishEvents: true },
  // Claims the member's nudge, then mails them and writes their bell notification.
  'team.nudge': { table: 'readwrite', sendMail: true },
  // Playlists: an image or Additional Content file is a verified upload moved (copied, then the original deleted)
  // under the playlist's prefix; responses with include=supplementalMaterial carry presigned GETs of its files.
  'playlists.create': { table: 'readwrite', uploads: ['get', 'put', 'delete'] },
  'playlists.update': { table: 'readwrite', uploads: ['get', 'put', 'delete'] },
  'playlists.get': { table: 'read', uploads: ['get'] },
  'playlists.list': { table: 'read', uploads: ['get'] },
  'playlists.mine': { table: 'read', uploads: ['get'] },
  'playlists.addAsset': { table: 'readwrite', uploads: ['get', 'put', 'delete'] },
  'playlists.removeAsset': { table: 'readwrite', uploads: ['delete'] },
  // Changing a playlist's courses or members enrols and unenrols (playlist.assigned/unassigned; a deleted enrolment's
  // certificate PDFs go by certificates.files-delete-requested).
  'playlists.addCourse': { table: 'readwrite', publishEvents: true },
  'playlists.saveModules': { table: 'readwrite', publishEvents: true },
  'playlists.assign': { table: 'readwrite', publishEvents: true },
  'playlists.enrolUser': { table: 'readwrite', publishEvents: true },
  'playlists.enrolUsers': { table: 'readwrite', publishEvents: true },
  // Group membership moves its members' enrolments (a deleted enrolment's certificate PDFs go by event).
  'groups.assignUsers': { table: 'readwrite', publishEvents: true },
  'groups.delete': { table: 'readwrite', publishEvents: true },
  // Its files go by files.delete-requested (handlers/delete-files).
  'playlists.delete': { table: 'readwrite', publishEvents: true },
  // User imports (CSV, BreatheHR): each new user is an identity (deleted again if the table transaction fails), and
  // the welcome emails of the users created are queued. Groups use the defaults (GET reads, other methods write).
  'imports.users': {
    table: 'readwrite',
    cognito: ['AdminCreateUser', 'AdminSetUserPassword', 'AdminDeleteUser'],
    publishEvents: true,
  },
  'imports.breatheUsers': {
    table: 'readwrite',
    cognito: ['AdminCreateUser', 'AdminSetUserPassword', 'AdminDeleteUser'],
    publishEvents: true,
  }, // Platform console: deleting a company deletes the Company item and writes its job, then queues the worker.
  'companies.delete': { table: 'readwrite', publishEvents: true },
  // SCIM (people/scim): every request records its token's last use (at most once a minute), GETs included. Users
  // are created as identities (deleted again if refused), change address (a notice to the old one), and are
  // archived with their sessions ended; group membership moves enrolments like the Groups screen's.
  'scim.serviceProviderConfig': { table: 'readwrite' },
  'scim.resourceTypes': { table: 'readwrite' },
  'scim.resourceType': { table: 'readwrite' },
  'scim.schemas': { table: 'readwrite' },
  'scim.schema': { table: 'readwrite' },
  'scim.listUsers': { table: 'readwrite' },
  'scim.getUser': { table: 'readwrite' },
  'scim.createUser': {
    table: 'readwrite',
    cognito: ['AdminCreateUser', 'AdminSetUserPassword', 'AdminDeleteUser', 'AdminUserGlobalSignOut'],
    publishEvents: true,
  },
  'scim.replaceUser': {
    table: 'readwrite',
    cognito: ['AdminUpdateUserAttributes', 'AdminUserGlobalSignOut'],
    publishEvents: true,
    sendMail: true,
  },
  'scim.patchUser': {
    table: 'readwrite',
    cognito: ['AdminUpdateUserAttributes', 'AdminUserGlobalSignOut'],
    publishEvents: true,
    sendMail: true,
  },
  'scim.deleteUser': { table: 'readwrite', cognito: ['AdminUserGlobalSignOut'] },
  'scim.listGroups': { table: 'readwrite' },
  'scim.getGroup': { table: 'readwrite' },
  'scim.createGroup': { table: 'readwrite', publishEvents: true },
  'scim.replaceGroup': { table: 'readwrite', publishEvents: true },
  'scim.patchGroup': { table: 'readwrite', publishEvents: true },
  'scim.deleteGroup': { table: 'readwrite', publishEvents: true },
  // Single sign-on (people/sso): the start writes the sign-in's request item (a GET that writes). The IdP's answers
  // take that item, find or create the user (JIT: an identity, deleted again if the band refuses; an administrator's
  // temporary password retired), move its mapped groups (enrolment events), tell the administrators of a full band
  // (bell and mail), and obtain the session's tokens through CUSTOM_AUTH (AdminInitiateAuth, then the proof).
  // Connections reach the IdPs over HTTPS (discovery, metadata), domain verification reads DNS: no AWS permission.
  'sso.start': { table: 'readwrite' },
  'sso.oidcCallback': {
    table: 'readwrite',
    cognito: [
      'AdminCreateUser',
      'AdminSetUserPassword',
      'AdminDeleteUser',
      'AdminInitiateAuth',
      'AdminRespondToAuthChallenge',
    ],
    publishEvents: true,
    sendMail: true,
  },
  'sso.samlAcs': {
    table: 'readwrite',
    cognito: [
      'AdminCreateUser',
      'AdminSetUserPassword',
      'AdminDeleteUser',
      'AdminInitiateAuth',
      'AdminRespondToAuthChallenge',
    ],
    publishEvents: true,
    sendMail: true,
  },
};

/** Non-HTTP handlers by module (EVENT_ROUTES and SCHEDULES); unlisted ones get table read only. */
export const EVENT_HANDLER_GRANTS: Readonly<Record<string, TGrants>> = {
  // Stores the verification token and the welcome notification, then mails the link.
  'handlers/send-registration-email': { table: 'readwrite', sendMail: true },
  'schedules/expire-trials': { table: 'readwrite' },
  // Retention: anonymises archived users (as an erasure: the sign-in goes, files by the worker) and deletes old
  // test logs and package data.
  'schedules/apply-retention': { table: 'readwrite', cognito: ['AdminDeleteUser'], publishEvents: true },
  // Reads each company's audit events of a day; the archive bucket's PutObject (with its retention) is added by the
  // audit stack, which owns that bucket.
  'schedules/archive-audit-log': { table: 'read' },
  // Reads the deck, writes the slide images under the material's prefix.
  'handlers/convert-slides': { table: 'readwrite', uploads: ['get', 'put'] },
  // Reads the package zip (ranges), writes its files under content/{company}/{asset}/, clears them when refused.
  'handlers/unpack-package': { table: 'readwrite', uploads: ['get', 'list'], content: ['put', 'delete'] },
  // AWS-triggered (AWS_TRIGGERED_HANDLERS): MediaConvert's CreateJob and PassRole are added by the media pipeline stack.
  'handlers/start-transcode': { table: 'readwrite' },
  'handlers/transcode-complete': { table: 'readwrite' },
  // The content check of an upload as it lands: reads its head and first/last bytes, deletes a refused file.
  'handlers/verify-upload': { table: 'readwrite', uploads: ['get', 'delete', 'list'] },
  // Claims each send and stores the set-password token on the user, then mails the link.
  'handlers/send-welcome-email': { table: 'readwrite', sendMail: true },
  // Takes each held email (a conditional delete), mails it, and queues itself again while more is held.
  'handlers/release-held-mail': { table: 'readwrite', sendMail: true, publishEvents: true },
  // Puts the event item (conditioned on its id, so a redelivery is a no-op).
  'handlers/record-course-event': { table: 'readwrite' },
  // Renders the certificate PDF into the company's prefix and stores it on the enrolment (an unused one is deleted).
  // The certificate's id on the enrolment publishes learning.recorded (the certificate earned, for the company's LRS).
  'handlers/generate-certificate': { table: 'readwrite', uploads: ['put', 'delete'], publishEvents: true },
  // The product's own learning as statements in the company's LRS (statements, their indexes, activity definitions).
  'handlers/record-own-learning': { table: 'readwrite' },
  // Deletes the certificate PDFs of deleted enrolments (reads the enrolment, lists the learner's course prefix).
  'handlers/delete-certificate-files': { table: 'read', uploads: ['delete', 'list'] },
  // Deletes the files of something deleted (prefixes and keys under the company's folder), and deleted packages'
  // learner data (LRS registrations, statements, states; SCORM data and package progress); a statement's attachment
  // content no statement names any more is released with files.delete-requested, to this same worker.
  'handlers/delete-files': {
    table: 'readwrite',
    uploads: ['delete', 'list'],
    content: ['delete'],
    publishEvents: true,
  },
  // Builds a report job's file under the company's prefix (tagged retention=report), marks the job, mails the link.
  'handlers/build-report': { table: 'readwrite', uploads: ['put', 'tag'], sendMail: true },
  // Builds a user's personal data export: reads their certificate PDFs and external training files, writes the zip
  // under the company's prefix (tagged retention=report), writes the bell notification and mails the requester.
  'handlers/build-personal-data-export': { table: 'readwrite', uploads: ['get', 'put', 'tag'], sendMail: true },
  // Notifications (course_assign, playlist_assign, deadlines, status, completion): claims each send, writes the
  // in-app notification, mails the company's template.
  'handlers/notify-enrolment': { table: 'readwrite', sendMail: true },
  'handlers/notify-course-status': { table: 'readwrite', sendMail: true },
  'handlers/notify-course-completion': { table: 'readwrite', sendMail: true },
  // Deletes week-old report jobs and their files.
  'schedules/clean-report-files': { table: 'readwrite', uploads: ['delete'] },
  // Lists the uploads bucket's multipart uploads, aborts those older than two days (the lifecycle rule's work) and
  // deletes their pending upload records.
  'schedules/abort-stale-uploads': { table: 'readwrite', uploads: ['list-uploads', 'abort'] },
  // Claims each reminder's delivery, writes in-app notifications and mails the reminders.
  'schedules/send-scheduled-reports': { table: 'readwrite', publishEvents: true },
  'schedules/send-reminders': { table: 'readwrite', sendMail: true },
  // Archives and re-enrols the renewals due (transactions on enrolments, counters, history), claims each notice's
  // delivery, writes in-app notifications and mails them.
  // A renewal archives the run and may complete a course (course.completed); an expiry is a learning.recorded fact.
  'schedules/renew-certifications': { table: 'readwrite', sendMail: true, publishEvents: true },
  // Completes a course's open renewal when its renewal course is completed (a transaction on the enrolment and its
  // counters), and publishes that course's course.completed.
  'handlers/complete-renewal': { table: 'readwrite', publishEvents: true },
  // Deletes every item, file (under the company's prefix) and Cognito user of a deleted company.
  'handlers/delete-company': {
    table: 'readwrite',
    uploads: ['delete', 'list'],
    content: ['delete'],
    cognito: ['AdminDeleteUser'],
    // Its LRS statements' deletion releases their attachment content (files.delete-requested).
    publishEvents: true,
  },
  // LRS forwarding: reads the due index, the queues and the statements (and their attachments' content, sent on in
  // multipart), writes the delivery state, moves statements to the dead-letter lists and empties deleted targets'
  // queues (the external LRS is reached over HTTPS: no grant).
  'schedules/forward-statements': { table: 'readwrite', uploads: ['get', 'list'] },
};

const DEFAULT_EVENT_HANDLER_GRANTS: TGrants = { table: 'read' };

export function grantsForOperation(operation: Pick<TOperation, 'id' | 'method'>): TGrants {
  return OPERATION_GRANTS[operation.id as TOperationId] ?? defaultOperationGrants(operation);
}

export function grantsForEventHandler(handler: string): TGrants {
  return EVENT_HANDLER_GRANTS[handler] ?? DEFAULT_EVENT_HANDLER_GRANTS;
}
