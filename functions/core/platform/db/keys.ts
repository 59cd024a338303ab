/**
 * Every key format of the single table, in one place (docs/data-model.md lists the access patterns).
 * Tenant keys start with the company id, in the table and in every index. Ids never contain `#`.
 */
const COMPANY_PREFIX = 'C#';

export const keys = {
  company: (companyId: string) => `${COMPANY_PREFIX}${companyId}`,
  companySk: 'COMPANY',
  userSk: (userId: string) => `USER#${userId}`,
  usersPrefix: 'USER#',
  emailPk: (email: string) => `EMAIL#${email.toLowerCase()}`,
  emailSk: 'EMAIL',
  revokedTokenSk: (jti: string) => `REVOKED#${jti}`,
  /** One sign-in's refresh session (its rotating nonce): the user, then the sha256 of its Cognito refresh token. */
  refreshSessionSk: (userId: string, tokenHash: string) => `RSESS#${userId}#${tokenHash}`,
  userRefreshSessionsPrefix: (userId: string) => `RSESS#${userId}#`,
  /** A sign-in waiting for its second step (two-step verification): the sha256 of its challenge's nonce. */
  twoStepChallengeSk: (nonceHash: string) => `TSTEP#${nonceHash}`,
  /** A stored domain event of the company (course.assigned and the like), oldest first; expires by `ttl`. */
  domainEventSk: (occurredAt: string, eventId: string) => `DEVENT#${occurredAt}#${eventId}`,
  domainEventsPrefix: 'DEVENT#',
  /**
   * An email held while the company's mail is on hold (people/mail-hold), oldest first, so the release sends them in
   * the order they were written; expires by `ttl`.
   */
  heldMailSk: (heldAt: string, mailId: string) => `HELDMAIL#${heldAt}#${mailId}`,
  heldMailsPrefix: 'HELDMAIL#',
  notificationSk: (userId: string, notificationId: string) => `NOTIF#${userId}#${notificationId}`,
  notificationsPrefix: (userId: string) => `NOTIF#${userId}#`,
  /** A claimed send of a notification (channel `email` or `app`) to one recipient, keyed by its cause's dedupe key. */
  notificationDeliverySk: (channel: string, recipientId: string, dedupeKey: string) =>
    `NDELIV#${channel}#${recipientId}#${dedupeKey}`,
  /** gsi1, sparse: present only while a notification is unread. */
  unreadNotificationsPk: (companyId: string, userId: string) => `${COMPANY_PREFIX}${companyId}#UNREAD#${userId}`,
  uploadSk: (key: string) => `UPLOAD#${key}`,
  throttlePk: (scope: string, subjectHash: string) => `THROTTLE#${scope}#${subjectHash}`,
  throttleSk: (windowIndex: number) => `W#${windowIndex}`,
  seedPk: (name: string) => `SEED#${name}`,
  seedSk: 'SEED',
  /** gsi1: every company, newest first (the super administrator's list). Platform-level, not a tenant key. */
  companiesIndexPk: 'COMPANIES',
  companiesIndexSk: (createdAt: string, companyId: string) => `${createdAt}#${companyId}`,
  /** gsi2, sparse: companies in a free trial, by trial end (the expiry schedule). */
  trialIndexPk: 'TRIAL_ENDS',
  trialIndexSk: (trialEndsAt: string, companyId: string) => `${trialEndsAt}#${companyId}`,
  /**
   * The delete job of a company (the platform console): platform-level, outside the company's partition, so it
   * outlives the company and shows the job's progress.
   */
  companyDeleteJobPk: (companyId: string) => `CDEL#${companyId}`,
  companyDeleteJobSk: 'CDEL',
  // billing (functions/core/people/billing)
  /** One invoice of the company (the transactions list); ISO creation time first, so a reverse Query is newest first. */
  transactionSk: (createdAt: string, invoiceId: string) => `TXN#${createdAt}#${invoiceId}`,
  transactionsPrefix: 'TXN#',
  /** Platform-level: a Stripe customer's company (webhook events name the customer, not the company). */
  stripeCustomerPk: (customerId: string) => `STRIPECUS#${customerId}`,
  stripeCustomerSk: 'STRIPECUS',
  /** Platform-level: a Stripe event already applied (each event id once); expires by `ttl`. */
  stripeEventPk: (eventId: string) => `STRIPEEVT#${eventId}`,
  stripeEventSk: 'STRIPEEVT',
  /**
   * Platform-level: an SSO proof's nonce, claimed once by the pool's VerifyAuthChallengeResponse trigger (a
   * conditional put; auth/verify-sso-proof.ts); expires by `ttl` soon after the proof does.
   */
  ssoProofPk: (nonce: string) => `SSOPROOF#${nonce}`,
  ssoProofSk: 'SSOPROOF',
  // users and teams (functions/core/people/users, functions/core/people/team)
  /** gsi1, sparse on User items: the members of one manager's team (the member's `manager_id`). */
  teamIndexPk: (companyId: string, managerId: string) => `${COMPANY_PREFIX}${companyId}#TEAM#${managerId}`,
  teamIndexSk: (userId: string) => `USER#${userId}`,
  /** A report job of the company (functions/core/oversight/reports): its request, status and file. */
  reportJobSk: (jobId: string) => `REPORTJOB#${jobId}`,
  /** gsi2: every report job by creation time (the clean-up schedule finds the week-old ones). Platform-level. */
  reportJobsIndexPk: 'REPORTJOBS',
  reportJobsIndexSk: (createdAt: string, companyId: string, jobId: string) => `${createdAt}#${companyId}#${jobId}`,
  reportScheduleSk: (scheduleId: string) => `REPORTSCHEDULE#${scheduleId}`,
  reportScheduleSkPrefix: 'REPORTSCHEDULE#',
  /** gsi2 of every company's scheduled reports by the day each is next due: the daily run queries up to today. */
  reportSchedulesIndexPk: 'REPORTSCHEDULES',
  reportSchedulesIndexSk: (nextRun: string, companyId: string, scheduleId: string) =>
    `${nextRun}#${companyId}#${scheduleId}`,
  /** S3 key of a report file: under the company's prefix, one folder per job. */
  reportFileKey: (companyId: string, jobId: string, fileName: string) => `c/${companyId}/reports/${jobId}/${fileName}`,
  /** The company's counters for one calendar month (UTC, `yyyy-mm`): logins and completions per course type. */
  monthStatsSk: (month: string) => `MSTAT#${month}`,
  // groups (functions/core/people/groups): the group, its unique name, its members and its courses/playlists
  groupSk: (groupId: string) => `GROUP#${groupId}`,
  groupsPrefix: 'GROUP#',
  /** Uniqueness of a group name within a company: the normalised name is the key. */
  groupNameSk: (nameKey: string) => `GNAME#${nameKey}`,
  groupMemberSk: (groupId: string, userId: string) => `GMEM#${groupId}#${userId}`,
  groupMembersPrefix: (groupId: string) => `GMEM#${groupId}#`,
  allGroupMembersPrefix: 'GMEM#',
  /** gsi1: the groups of one user. */
  userGroupsPk: (companyId: string, userId: string) => `${COMPANY_PREFIX}${companyId}#UGROUPS#${userId}`,
  groupTargetSk: (groupId: string, targetType: string, targetId: string) => `GTGT#${groupId}#${targetType}#${targetId}`,
  groupTargetsPrefix: (groupId: string) => `GTGT#${groupId}#`,
  /** gsi1: the groups enrolled on one course or playlist. */
  targetGroupsPk: (companyId: string, targetType: string, targetId: string) =>
    `${COMPANY_PREFIX}${companyId}#TGROUPS#${targetType}#${targetId}`,
  // enrolment (functions/core/delivery/enrolment): a user on a course or playlist, with its sources; per-target counters
  enrolmentSk: (targetType: string, targetId: string, userId: string) => `ENROL#${targetType}#${targetId}#${userId}`,
  targetEnrolmentsPrefix: (targetType: string, targetId: string) => `ENROL#${targetType}#${targetId}#`,
  /** gsi1: one user's enrolments, by target type then id. */
  userEnrolmentsPk: (companyId: string, userId: string) => `${COMPANY_PREFIX}${companyId}#UENROL#${userId}`,
  userEnrolmentsSk: (targetType: string, targetId: string) => `${targetType}#${targetId}`,
  targetStatsSk: (targetType: string, targetId: string) => `TSTAT#${targetType}#${targetId}`,
  /** A course enrolment's resume point (delivery/progress): unindexed, written by the player's saves. */
  resumePointSk: (userId: string, courseId: string) => `RESUME#${userId}#${courseId}`,
  userResumePointsPrefix: (userId: string) => `RESUME#${userId}#`,
  /** gsi2, sparse (course enrolments not complete, with a deadline): the company's by deadline day (reminders). */
  enrolmentDeadlineIndexPk: (companyId: string) => `${COMPANY_PREFIX}${companyId}#ENRDUE`,
  /** gsi3, sparse (course enrolments not complete): the company's by last activity day, Europe/London (idle reminders). */
  enrolmentActivityIndexPk: (companyId: string) => `${COMPANY_PREFIX}${companyId}#ENRACT`,
  /** The sort key of both: the day, then the course and user, so one day (or one course's day) is a prefix. */
  enrolmentDayIndexSk: (day: string, courseId: string, userId: string) => `${day}#${courseId}#${userId}`,
  /**
   * gsi4, sparse (course enrolments holding a certificate that expires): the company's by expiry day, so the daily
   * renewal run, the expiry reminders and the "expiring in the next N days" list read only what is due (sk: the
   * enrolment day index's format, with the expiry day).
   */
  /**
   * How many of a course's enrolments are in date until a day (the day their certificate expires, or 9999-12-31 for a
   * completion that never does), moved in the transaction of every write that changes it: the compliance headline
   * is the sum of the buckets after today, a few small items per course instead of every enrolment.
   */
  inDateCountSk: (courseId: string, day: string) => `INDATE#${courseId}#${day}`,
  courseInDatePrefix: (courseId: string) => `INDATE#${courseId}#`,
  enrolmentExpiryIndexPk: (companyId: string) => `${COMPANY_PREFIX}${companyId}#ENREXP`,
  /** The company's enrolments carry those index keys (written once the older ones were given theirs). */
  reminderIndexMarkerSk: 'REMINDIDX',
  // import error logs (functions/core/people/imports), newest first by time-sortable id
  errorLogSk: (container: string, logId: string) => `ERRLOG#${container}#${logId}`,
  errorLogsPrefix: (container: string) => `ERRLOG#${container}#`,
  // courses and tests (functions/core/content/courses, functions/core/content/tests): the course in the company partition,
  // its material, test and questions in the course's own partition (one Query reads or deletes them all)
  courseSk: (courseId: string) => `COURSE#${courseId}`,
  coursesPrefix: 'COURSE#',
  coursePk: (companyId: string, courseId: string) => `${COMPANY_PREFIX}${companyId}#CRS#${courseId}`,
  assetSk: (assetId: string) => `ASSET#${assetId}`,
  assetsPrefix: 'ASSET#',
  testSk: 'QUIZ',
  questionSk: (questionId: string) => `QUESTION#${questionId}`,
  questionsPrefix: 'QUESTION#',
  /** gsi1 on material and questions: one by its id alone (PATCH /assets/{id}, GET /question/{id}). */
  courseChildIndexPk: (companyId: string, childId: string) => `${COMPANY_PREFIX}${companyId}#CCHILD#${childId}`,
  /** A catalogue course installed in the company (install is idempotent per slug). */
  installedCourseSk: (slug: string) => `INSTALLED#${slug}`,
  installedCoursesPrefix: 'INSTALLED#',
  /**
   * An archived run of a course by one user (course history), in the course's partition so deleting the course
   * deletes it; ULIDs keep the runs in archive order. gsi1 finds one user's history across courses.
   */
  courseHistorySk: (userId: string, historyId: string) => `HIST#${userId}#${historyId}`,
  courseHistoryPrefix: 'HIST#',
  userCourseHistoryPrefix: (userId: string) => `HIST#${userId}#`,
  userHistoryIndexPk: (companyId: string, userId: string) => `${COMPANY_PREFIX}${companyId}#UHIST#${userId}`,
  userHistoryIndexSk: (courseId: string, historyId: string) => `${courseId}#${historyId}`,
  // playing e-learning packages (functions/core/learner/package-player): in the course's partition, so deleting the
  // course deletes them; one user's together, then by material
  /** One learner's SCORM data (cmi) of one item of a package; `itemKey` is a hash of the item id (ids may hold `#`). */
  packageDataSk: (userId: string, assetId: string, itemKey: string) => `PKGDATA#${userId}#${assetId}#${itemKey}`,
  userPackageDataPrefix: (userId: string) => `PKGDATA#${userId}#`,
  packageDataPrefix: 'PKGDATA#',
  /** Which items of a package one learner has finished, and their outcome (the progress hook's state). */
  packageProgressSk: (userId: string, assetId: string) => `PKGPROG#${userId}#${assetId}`,
  userPackageProgressPrefix: (userId: string) => `PKGPROG#${userId}#`,
  packageProgressPrefix: 'PKGPROG#',
  // taking tests (functions/core/learner/test-taking): in the course's partition, so deleting the course deletes them
  /** The paper last served to one user (its question ids and letter maps); replaced on each serve, TTL 24 h. */
  testAttemptSk: (userId: string) => `TATTEMPT#${userId}`,
  /** One submitted attempt of one user; ULIDs keep a user's attempts in time order. gsi1 (courseChildIndexPk) finds one by id. */
  testLogSk: (userId: string, logId: string) => `TESTLOG#${userId}#${logId}`,
  userTestLogsPrefix: (userId: string) => `TESTLOG#${userId}#`,
  // certificates (functions/core/learner/certificates)
  /**
   * Platform-level lookup of a certificate by its public verification id (128+ random bits): holds only what the
   * public verification page shows (name, course, date), no company id, so it reveals nothing to enumerate.
   */
  certificatePk: (certificateId: string) => `CERT#${certificateId}`,
  certificateSk: 'CERT',
  /**
   * S3: a company's certificate PDFs, outside the course's files (so archiving or reinstalling material never
   * touches them); they go when the user's enrolment on the course goes.
   */
  certificateKey: (companyId: string, courseId: string, userId: string, certificateId: string) =>
    `${keys.userCourseCertificatesPrefix(companyId, courseId, userId)}${certificateId}.pdf`,
  userCourseCertificatesPrefix: (companyId: string, courseId: string, userId: string) =>
    `c/${companyId}/certificates/${courseId}/${userId}/`,
  /** S3: every file of one course (material, slides, HLS renditions, thumbnail) lives under this prefix. */
  courseFilesPrefix: (companyId: string, courseId: string) => `c/${companyId}/courses/${courseId}/`,
  // playlists (functions/core/content/playlists): the playlist in the company partition with its modules; its Additional
  // Content files as items of the company partition, found by id alone through gsi1
  playlistSk: (playlistId: string) => `PLAYLIST#${playlistId}`,
  playlistsPrefix: 'PLAYLIST#',
  playlistAssetSk: (playlistId: string, assetId: string) => `PLASSET#${playlistId}#${assetId}`,
  playlistAssetsPrefix: (playlistId: string) => `PLASSET#${playlistId}#`,
  /** gsi1 on playlist files: one by its id alone (DELETE /channel/asset/{id}). */
  playlistChildIndexPk: (companyId: string, assetId: string) => `${COMPANY_PREFIX}${companyId}#PLCHILD#${assetId}`,
  playlistChildIndexSk: 'PLASSET',
  /** S3: every file of one playlist (image, Additional Content) lives under this prefix. */
  playlistFilesPrefix: (companyId: string, playlistId: string) => `c/${companyId}/playlists/${playlistId}/`,
  // external training (functions/core/learner/external-training): in the company partition, one user's records together
  externalTrainingSk: (userId: string, trainingId: string) => `EXTTR#${userId}#${trainingId}`,
  externalTrainingPrefix: 'EXTTR#',
  userExternalTrainingPrefix: (userId: string) => `EXTTR#${userId}#`,
  /** gsi1: one record by its id alone (GET /external-training/{id}). */
  externalTrainingIndexPk: (companyId: string, trainingId: string) =>
    `${COMPANY_PREFIX}${companyId}#EXTTR#${trainingId}`,
  externalTrainingIndexSk: 'EXTTR',
  /** gsi2, sparse (only records with an expiry date): the company's records by expiry day (external_deadline_before). */
  externalExpiryIndexPk: (companyId: string) => `${COMPANY_PREFIX}${companyId}#EXTEXP`,
  externalExpiryIndexSk: (deadline: string, trainingId: string) => `${deadline}#${trainingId}`,
  // notification settings and templates (functions/core/oversight/notifications/settings): in the company partition;
  // scope is the company (`COMPANY`) or one course's override (`COURSE#<courseId>`)
  notificationSettingsSk: (courseId?: string) => (courseId ? `NSET#COURSE#${courseId}` : 'NSET#COMPANY'),
  notificationContentSk: (contentType: number, courseId?: string) =>
    courseId ? `NCONTENT#COURSE#${courseId}#${contentType}` : `NCONTENT#COMPANY#${contentType}`,
  // the LRS (functions/core/learner/xapi): in the company partition; IRIs and document ids are hashed into keys
  /** An xAPI/cmi5 launch session: its hashed secret, who and what it is bound to, its cmi5 session state; `ttl`. */
  xapiSessionSk: (sessionId: string) => `XSESS#${sessionId}`,
  /** A learner's registration on one package (the same across launches) and its cmi5 per-AU outcomes. */
  xapiRegistrationSk: (userId: string, assetId: string) => `XREG#${userId}#${assetId}`,
  xapiRegistrationsPrefix: (userId: string) => `XREG#${userId}#`,
  /** gsi1 on registrations: every registration on one package (deleting the package deletes its LRS data). */
  xapiPackageRegistrationsIndexPk: (companyId: string, assetId: string) =>
    `${COMPANY_PREFIX}${companyId}#XREGA#${assetId}`,
  xapiPackageRegistrationsIndexSk: (userId: string) => `XREG#${userId}`,
  /** A registration's state documents (any activity). */
  xapiRegistrationStatesPrefix: (userId: string, registration: string) => `XDOCS#${userId}#${registration}#`,
  /** Every state document of a user (any registration, any activity). */
  xapiUserStatesPrefix: (userId: string) => `XDOCS#${userId}#`,
  /** A state document: the user, the registration (`-` when none), sha256 of the activity IRI and of the state id. */
  xapiStateSk: (userId: string, registration: string, activityHash: string, stateHash: string) =>
    `XDOCS#${userId}#${registration}#${activityHash}#${stateHash}`,
  xapiStatesPrefix: (userId: string, registration: string, activityHash: string) =>
    `XDOCS#${userId}#${registration}#${activityHash}#`,
  /** An agent profile document of the user: sha256 of the profile id. */
  xapiAgentProfileSk: (userId: string, profileHash: string) => `XDOCP#${userId}#${profileHash}`,
  xapiAgentProfilesPrefix: (userId: string) => `XDOCP#${userId}#`,
  /**
   * The company's LRS statements (issue 35), apart from the company partition so the LRS's write rate and its deletion
   * stay its own: `XS#<storedId>` (a ULID: stored order) and `XSID#<statementId lower>` → its stored id.
   */
  lrsStatementsPk: (companyId: string) => `${COMPANY_PREFIX}${companyId}#XS`,
  lrsStatementSk: (storedId: string) => `XS#${storedId}`,
  lrsStatementsPrefix: 'XS#',
  lrsStatementIdSk: (statementId: string) => `XSID#${statementId.toLowerCase()}`,
  /** A statement index partition: `<dim>#<hash>` (G agent, A activity, V verb, R registration, AU authority). */
  lrsIndexPk: (companyId: string, indexKey: string) => `${COMPANY_PREFIX}${companyId}#XSI#${indexKey}`,
  /** The statement's stored id and which origin (0 its own values, 1+ a StatementRef target's) the entry is for. */
  lrsIndexSk: (storedId: string, origin: number) => `XSI#${storedId}#${origin}`,
  lrsIndexPrefix: 'XSI#',
  /** How many stored statements name an attachment's content (its SHA-2, lower case), in the statements' partition. */
  lrsAttachmentSk: (sha2: string) => `XATT#${sha2.toLowerCase()}`,
  /** An attachment's content in the uploads bucket: once per company and SHA-2 (lower case), shared by statements. */
  lrsAttachmentKey: (companyId: string, sha2: string) => `c/${companyId}/xapi/attachments/${sha2.toLowerCase()}`,
  /** A company LRS client (issue 35): name, key, scopes, expiry, revocation; never the secret, only its sha256. */
  xapiClientSk: (clientId: string) => `XCLIENT#${clientId}`,
  xapiClientsPrefix: 'XCLIENT#',
  /** Platform-level: an LRS client by its Basic key → company, secret hash, scopes (one GetItem per request). */
  xapiClientLookupPk: (key: string) => `XCLIENTKEY#${key}`,
  xapiClientLookupSk: 'XCLIENTKEY',
  /**
   * The company's LRS documents (issue 35) that are not a company learner's (those stay under XDOCS#/XDOCP# in the
   * company partition, so the learner's deletion finds them): one partition apart from the company's items. States
   * of one activity and agent (and registration, `-` for none) share a prefix; ids and IRIs are hashed (keyHash).
   */
  xapiDocumentsPk: (companyId: string) => `${COMPANY_PREFIX}${companyId}#XDOC`,
  xapiLrsStateSk: (activityHash: string, agentHash: string, registration: string, stateHash: string) =>
    `XDS#${activityHash}#${agentHash}#${registration}#${stateHash}`,
  xapiLrsStatesPrefix: (activityHash: string, agentHash: string, registration: string) =>
    `XDS#${activityHash}#${agentHash}#${registration}#`,
  /** An activity profile document: the activity IRI's and the profile id's hashes. */
  xapiActivityProfileSk: (activityHash: string, profileHash: string) => `XDAP#${activityHash}#${profileHash}`,
  xapiActivityProfilesPrefix: (activityHash: string) => `XDAP#${activityHash}#`,
  /** An agent profile document of an agent that is not a company learner: the agent identifier's hash. */
  xapiLrsAgentProfileSk: (agentHash: string, profileHash: string) => `XDGP#${agentHash}#${profileHash}`,
  xapiLrsAgentProfilesPrefix: (agentHash: string) => `XDGP#${agentHash}#`,
  /** The company's activity definitions as statements taught them (the Activities resource), by the IRI's hash. */
  xapiActivitiesPk: (companyId: string) => `${COMPANY_PREFIX}${companyId}#XACT`,
  xapiActivitySk: (activityHash: string) => `XACT#${activityHash}`,
  /** An external LRS the company's statements are forwarded to (issue 35): endpoint, key, sealed secret, filter. */
  xapiForwardTargetSk: (targetId: string) => `XFWD#${targetId}`,
  xapiForwardTargetsPrefix: 'XFWD#',
  /** One target's delivery queue and dead letters, apart from the company partition (a busy LRS writes here). */
  xapiForwardQueuePk: (companyId: string, targetId: string) => `${COMPANY_PREFIX}${companyId}#XF#${targetId}`,
  /** A statement waiting for delivery, by its stored id: a Query reads the queue in stored order. */
  xapiForwardPendingSk: (storedId: string) => `XFQ#${storedId}`,
  xapiForwardPendingPrefix: 'XFQ#',
  /** A statement whose delivery failed after every retry (the dead-letter list), by its stored id. */
  xapiForwardDeadLetterSk: (storedId: string) => `XFD#${storedId}`,
  xapiForwardDeadLettersPrefix: 'XFD#',
  /** A deleted target's queue still to empty (the forwarding schedule finds it through the due index). */
  xapiForwardPurgeSk: 'XFPURGE',
  /** gsi2, sparse: targets with statements due for delivery, and queues to purge, by when (the schedule's read). */
  xapiForwardDueIndexPk: 'XFWDDUE',
  xapiForwardDueIndexSk: (dueAt: string, companyId: string, targetId: string) => `${dueAt}#${companyId}#${targetId}`,
  // SCIM provisioning (functions/core/people/scim)
  /** A SCIM bearer token of the company: name, creator, last use, revocation; never the token, only its sha256. */
  scimTokenSk: (tokenId: string) => `SCIM#TOKEN#${tokenId}`,
  scimTokensPrefix: 'SCIM#TOKEN#',
  /** Platform-level: a SCIM token by the sha256 of its text → its company and id (a request is authenticated with one GetItem). */
  scimTokenLookupPk: (tokenHash: string) => `SCIMTOKEN#${tokenHash}`,
  scimTokenLookupSk: 'SCIMTOKEN',
  /**
   * A user's (`U`) or group's (`G`) externalId → its id, written with attribute_not_exists so an identity provider's
   * id names one resource per company; the externalId is any text, so its sha256 is the key.
   */
  scimExternalIdSk: (kind: 'U' | 'G', externalIdHash: string) => `SCIM#EXT#${kind}#${externalIdHash}`,
  // audit log (functions/core/oversight/audit; docs/data-model.md "AuditEvent")
  /**
   * A company's audit log (`platform` for platform actions): its hash chain's head and its events, in one partition
   * apart from the company's other items. Events are keyed by their place in the chain, so the newest are read first
   * with ScanIndexForward false and a verification walks them in order.
   */
  auditPk: (companyId: string) => `${COMPANY_PREFIX}${companyId}#AUDIT`,
  auditHeadSk: 'HEAD',
  /** `at` is the time recorded (never before the previous event's, so the order is time order too); seq 12 digits. */
  auditEventSk: (recordedAt: string, seq: number) => `EV#${recordedAt}#${String(seq).padStart(12, '0')}`,
  auditEventsPrefix: 'EV#',
  /** gsi1: one actor's events (a user id, `scim:<tokenId>`, `system`), newest first by the same sort key. */
  auditActorIndexPk: (companyId: string, actorKey: string) => `${COMPANY_PREFIX}${companyId}#AUDACT#${actorKey}`,
  /** gsi2: one target's events (its type and id), the history tabs. */
  auditTargetIndexPk: (companyId: string, targetType: string, targetId: string) =>
    `${COMPANY_PREFIX}${companyId}#AUDTGT#${targetType}#${targetId}`,
  /** gsi3: one action's events. */
  auditActionIndexPk: (companyId: string, action: string) => `${COMPANY_PREFIX}${companyId}#AUDACN#${action}`,
  // personal data exports (functions/core/people/privacy/export; docs/data-model.md "PersonalDataExport")
  /** One export of one user's personal data (Download my data): its request, status and zip; expires by `ttl`. */
  personalDataExportSk: (exportId: string) => `PDEXPORT#${exportId}`,
  personalDataExportsPrefix: 'PDEXPORT#',
  /** gsi1: one user's exports (the user as subject), by time-sortable id. */
  userPersonalDataExportsIndexPk: (companyId: string, userId: string) =>
    `${COMPANY_PREFIX}${companyId}#PDEXPORTS#${userId}`,
  /** gsi2: every company's exports by the end of their link (the daily clean-up; platform-level, holds no data). */
  personalDataExportsIndexPk: 'PDEXPORTS',
  personalDataExportsIndexSk: (expiresAt: string, companyId: string, exportId: string) =>
    `${expiresAt}#${companyId}#${exportId}`,
  /** S3: an export's zip, under the company's prefix, one folder per export. */
  personalDataExportFileKey: (companyId: string, exportId: string, fileName: string) =>
    `c/${companyId}/personal-data/${exportId}/${fileName}`,
  // single sign-on (functions/core/people/sso)
  /** A company's OIDC or SAML connection (client secret sealed). */
  ssoConnectionSk: (connectionId: string) => `SSO#CONN#${connectionId}`,
  ssoConnectionsPrefix: 'SSO#CONN#',
  /** An email domain the company verifies (its TXT token, when verified). */
  ssoDomainSk: (domain: string) => `SSO#DOMAIN#${domain.toLowerCase()}`,
  ssoDomainsPrefix: 'SSO#DOMAIN#',
  /** Platform-level: a verified domain → its one company (written conditionally at verification). */
  ssoDomainLookupPk: (domain: string) => `SSODOMAIN#${domain.toLowerCase()}`,
  ssoDomainLookupSk: 'SSODOMAIN',
  /** gsi2, sparse on SsoDomain items while unverified: every company's pending domains (the local DNS page). */
  ssoPendingDomainsIndexPk: 'SSODOMAINS#PENDING',
  ssoPendingDomainsIndexSk: (createdAt: string, companyId: string, domain: string) =>
    `${createdAt}#${companyId}#${domain}`,
  /** gsi2, sparse on SAML connections: every company's by their first signing certificate's expiry day (notices). */
  ssoCertificatesIndexPk: 'SSOCERTS',
  ssoCertificatesIndexSk: (notAfterDay: string, companyId: string, connectionId: string) =>
    `${notAfterDay}#${companyId}#${connectionId}`,
  /** The stable link of an IdP subject (sha256, any text) on a connection to the user it signed in as. */
  ssoIdentitySk: (connectionId: string, subjectHash: string) => `SSO#SUB#${connectionId}#${subjectHash}`,
  /** A test sign-in's result, polled by the administrator (expires by `ttl`). */
  ssoTestSk: (testId: string) => `SSO#TEST#${testId}`,
  /** Platform-level, TTL 10 min: one sign-in between start and callback, keyed by its state (single use). */
  ssoRequestPk: (state: string) => `SSOREQ#${state}`,
  ssoRequestSk: 'SSOREQ',
  /** Platform-level: a SAML assertion id seen on a connection, kept until its NotOnOrAfter (replay refused). */
  ssoReplayPk: (connectionId: string, assertionHash: string) => `SSOREPLAY#${connectionId}#${assertionHash}`,
  ssoReplaySk: 'SSOREPLAY',
  /** Local only: a TXT record "published" on the local tools' DNS page (the verify handler reads it off AWS). */
  localDnsPk: (domain: string) => `LOCALDNS#${domain.toLowerCase()}`,
  localDnsSk: 'LOCALDNS',
  // personal data: erasure requests and retention (functions/core/people/privacy; docs/privacy.md)
  /** The company's privacy rules (legal records, retention); sparse gsi1 while a retention rule is on. */
  privacySettingsSk: 'PRIVACY',
  retentionIndexPk: 'RETENTION',
  /** A user's request to be erased, and its decision (kept after the erasure). */
  privacyRequestSk: (requestId: string) => `PRIVREQ#${requestId}`,
  privacyRequestsPrefix: 'PRIVREQ#',
} as const;

/** Refuses ids that would break the key format (a `#` would let one id read as another's prefix). */
export function assertKeyPart(value: string, what: string): string {
  if (!value || value.includes('#')) throw new Error(`Invalid ${what} for a key: ${JSON.stringify(value)}`);
  return value;
}
