/** The app's EventBridge source and detail types (the event routes and their handlers: ./events.ts). */

export const EVENT_SOURCE = 'skillway.app';

export const DETAIL_TYPE = {
  COMPANY_REGISTERED: 'company.registered',
  /**
   * A self-registered company's administrator verified their address, so its mail is no longer held: send what was
   * held; ZMailHoldLiftedDetail. Published again by its handler while more is left than one run sends.
   */
  MAIL_HOLD_LIFTED: 'companies.mail-hold-lifted',
  /** One batch (at most 25 users of one company) of welcome emails; ZWelcomeEmailDetail. */
  WELCOME_EMAIL_REQUESTED: 'users.welcome-email-requested',
  /** A slide deck was added to a course: convert it to slide images; ZSlidesRequestedDetail. */
  SLIDES_REQUESTED: 'courses.slides-requested',
  /** An e-learning package was added to a course: unpack it and read its manifest; ZPackageUploadedDetail. */
  PACKAGE_UPLOADED: 'packages.uploaded',
  /** Users and/or groups were enrolled on a course; ZCourseEnrolmentEventDetail. Stored by handlers/record-course-event for the notifications. */
  COURSE_ASSIGNED: 'course.assigned',
  /** Users and/or groups were unenrolled from a course; ZCourseEnrolmentEventDetail. */
  COURSE_UNASSIGNED: 'course.unassigned',
  /** A deadline was given to enrolments that had none; ZCourseEnrolmentEventDetail. */
  COURSE_DEADLINE_SET: 'course.deadline-set',
  /** An existing deadline was replaced (or cleared); ZCourseEnrolmentEventDetail. */
  COURSE_DEADLINE_CHANGED: 'course.deadline-changed',
  /**
   * Users and/or groups were enrolled on a playlist (the Enrol panel, My Team's assignments); ZPlaylistEnrolmentEventDetail.
   * Stored by handlers/record-course-event for the notifications.
   */
  PLAYLIST_ASSIGNED: 'playlist.assigned',
  /** Users and/or groups were unenrolled from a playlist; ZPlaylistEnrolmentEventDetail. */
  PLAYLIST_UNASSIGNED: 'playlist.unassigned',
  /** A learner's enrolment reached state 3 (complete); ZCourseCompletedDetail. Published by functions/core/delivery/progress. */
  COURSE_COMPLETED: 'course.completed',
  /**
   * The certificate link found a certificate due but not made yet (its course.completed lost or still on its way):
   * make it now; ZCertificateRequestedDetail. Published by functions/core/learner/certificates/certificate-link.
   */
  CERTIFICATE_REQUESTED: 'certificates.requested',
  /**
   * An enrolment write recorded learning the company's LRS keeps (issue 35: a run started, a material accessed, a test
   * attempt, the course completed, a certificate made); ZLearningRecordedDetail. Published by
   * functions/core/delivery/progress after the write, at most once per write, and by the daily renewal run when a
   * certificate expires.
   */
  LEARNING_RECORDED: 'learning.recorded',
  /** A course was published or unpublished (changePublished in functions/core/content/courses); ZCourseStatusChangedDetail. */
  COURSE_STATUS_CHANGED: 'course.status-changed',
  /** An administrator asked for a report file (an export or an emailed report); ZReportRequestedDetail. */
  REPORT_REQUESTED: 'reports.report-requested',
  /**
   * Enrolments that held certificates were deleted (unenrolled, user or course deleted): delete their certificate
   * PDFs from S3; ZCertificateFilesDeleteRequestedDetail. Published by functions/core/delivery/enrolment, so the
   * enrolment writers carry no S3 client.
   */
  CERTIFICATE_FILES_DELETE_REQUESTED: 'certificates.files-delete-requested',
  /**
   * Stored files of something deleted (a course's or playlist's prefix, a package's unpacked content, a deleted
   * user's picture and external training certificates): delete them from S3, and the learners' data of deleted
   * packages; ZFilesDeleteRequestedDetail. Keeps S3 and that work out of those API functions.
   */
  FILES_DELETE_REQUESTED: 'files.delete-requested',
  /** The super administrator deleted a company: delete everything of it (ZCompanyDeleteRequestedDetail). */
  COMPANY_DELETE_REQUESTED: 'companies.delete-requested',
  /** A user's personal data export was requested (Download my data): build its zip; ZPersonalDataExportRequestedDetail. */
  PERSONAL_DATA_EXPORT_REQUESTED: 'privacy.personal-data-export-requested',
} as const;
