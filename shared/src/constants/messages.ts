/**
 * Every user-facing message the spec names, in one place for the web and the server. Each is its own export and
 * the constants index re-exports the module as the `MSG` namespace, so `MSG.LOGIN_FAILED` reads as before while
 * a bundle (a Lambda, a web chunk) keeps only the messages it reads.
 */
// generic
export const GENERIC_ERROR = 'Oops, something went wrong!';
export const FORM_ERROR = 'Oops, something went wrong! Please check information is correct.';
export const VALIDATION_FAILED = 'The given data was invalid.';
export const UNAUTHENTICATED = 'Unauthenticated.';
export const FORBIDDEN = 'This action is unauthorized.';
export const NOT_FOUND = 'Not found.';
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a few minutes and try again.';
export const UPLOAD_ERROR = 'File upload error';

// auth
export const LOGIN_FAILED = 'These credentials do not match our records.';
export const RESET_EMAIL_SENT = 'Password Reset Email has been sent';
export const PASSWORD_RESET = 'Password has been reset';
export const PASSWORD_UPDATED = 'Password Successfully Updated.';
export const CURRENT_PASSWORD_WRONG = 'The current password is incorrect.';
export const PASSWORDS_DIFFER = 'The password confirmation does not match.';
export const RESET_TOKEN_INVALID = 'This password reset link is invalid or has expired.';
export const EMAIL_TAKEN = 'The email has already been taken.';
export const LOGOUT_CONFIRM = 'Are you sure you want to log out?';
export const REGISTRATION_COMPLETE = 'Registration Complete';
export const LOGGED_OUT = 'You have been logged out.';
export const EMAIL_VERIFIED = 'Thank you, your email address has been verified. Please log in.';
export const EMAIL_VERIFY_FAILED = 'This verification link is invalid or has expired.';
export const VERIFICATION_EMAIL_SENT =
  'We have sent you an email: please follow the link in it to verify your address.';

// profile
export const CUSTOMER_UPDATED = 'Customer Successfully Updated.';
export const UPLOADING_IMAGE = 'Please wait, we are uploading your image.';

// company account (administration spec: Finance and account, section 8)
export const ACCOUNT_INFO_UPDATED = 'Account Info Successfully Updated.';
export const COMPANY_INFO_UPDATED = 'Company Information Successfully Updated.';

// platform console (administration spec: Super-admin screens, sections 6 and 8; the spec names the confirmations,
// the result messages are this product's)
export const COMPANY_STATE_CONFIRM = 'Are you sure you want to change state for this company?';
export const COMPANY_DELETE_CONFIRM = 'Are you sure you want to delete this company?';
export const COMPANY_STATE_CHANGED = 'Company State Successfully Updated.';
export const TRIAL_EXTENDED = 'Free Trial Successfully Extended.';
export const TRIAL_DATE_PAST = 'The date must be a date after today.';
export const WELCOME_EMAIL_RESET = 'Welcome email has been reset.';
export const COMPANY_DELETE_QUEUED = 'The company is being deleted.';
export const COMPANY_DELETED = 'The company has been deleted.';
export const PLATFORM_COMPANY_UNDELETABLE = 'The platform company can not be deleted.';
export const HUBSPOT_RECEIVED = 'Thank you.';
// billing (administration spec section 8: payment, banding, cancel account)
export const ACCOUNT_UPGRADED = 'Account has been Upgraded.';
export const PAYMENT_DECLINED = 'Payment Method Declined';
export const UPGRADE_FAILED = 'There has been a problem upgrading your account';
export const TRY_AGAIN_LATER = 'Oops, something went wrong! Please try again later.';
/** The Account Status label once cancel_account is set, followed by the date. */
export const ACCOUNT_CANCEL_ON = 'Account will be cancelled on';
export const BILLING_DETAILS_UPDATED = 'Billing Details Successfully Updated.';
export const PAYMENT_SOURCE_REMOVED = 'Payment Method Removed.';
/** Change Banding to a band below the company's user count. */
export const BAND_TOO_SMALL = 'The selected banding allows fewer users than the company has.';
/** Change Banding or Cancel Account without an active subscription. */
export const NO_SUBSCRIPTION = 'The account has no active subscription.';

// users (used from the foundation by the band limit)
export const PLAN_LIMIT = 'You have reached the maximum number of users for your plan';
export const USER_ADDED = 'User Successfully Added.';
export const USER_UPDATED = 'User Successfully Updated.';
export const USER_ARCHIVED = 'User Successfully Archived.';
export const USER_RESTORED = 'User Successfully Restored.';
export const USER_DELETED = 'User and all their data have been deleted.';
export const USER_ARCHIVE_CONFIRM = 'Are you sure you wish to archive this user?';
export const USER_RESTORE_CONFIRM = 'Are you sure you wish to restore this user?';
export const USER_DELETE_CONFIRM =
  'Are you sure you want to permanently delete this user and all their data? This cannot be undone.';
export const ROLE_CHANGE_WARNING =
  'Are you sure you want to change users role. Updating to administrator will remove your administrator access.';
export const ADMIN_HANDED_OVER = 'User Successfully Updated. You are now a Team Manager.';
export const NEW_USER_NOT_ADMIN =
  'A new user cannot be an administrator: make an existing user administrator by editing them.';
export const ONLY_ADMIN_CAN_CHANGE_ROLE = "Only an administrator can change a user's role.";
export const OWN_ROLE_UNCHANGEABLE = 'You cannot change your own role: make another user administrator instead.';
export const ADMIN_ROLE_FIXED = "The administrator's role changes only when they hand it to another user.";
export const PASSWORD_ONLY_SELF = 'A password can only be changed by its owner.';
export const TEAM_SELF = 'A manager cannot be a member of their own team.';
export const TEAM_OTHER_COMPANY = 'The selected assigned users are invalid.';
export const TEAM_ONLY_MANAGER = 'Only a Team Manager has a team.';
export const GROUPS_INVALID = 'The selected groups are invalid.';
export const CANNOT_ARCHIVE_SELF = 'You cannot archive your own account.';
export const CANNOT_ARCHIVE_ADMIN =
  'The administrator cannot be archived: hand the administrator role to another user first.';
export const CANNOT_DELETE_SELF = 'You cannot delete your own account.';
export const CANNOT_DELETE_ADMIN =
  'The administrator cannot be deleted: hand the administrator role to another user first.';
export const USER_NOT_ARCHIVED = 'This user is not archived.';
export const USER_ALREADY_ARCHIVED = 'This user is already archived.';
export const WELCOME_EMAIL_SENT = 'Welcome email sent successfully.';
export const WELCOME_EMAIL_QUEUED = 'Your welcome email request has been added to queue and will be processed shortly.';
export const WELCOME_EMAIL_SELECT_USERS = 'Please select users to send a welcome email.';
export const WELCOME_EMAIL_ALREADY_SENT = 'The welcome email has already been sent to this user.';
export const WELCOME_EMAIL_NONE = 'There are no users to send a welcome email to.';
export const MAIL_SETTING_UPDATED = 'Mail setting successfully updated.';
export const NOTIFICATION_UPDATED = 'Notification has been updated.';
export const EXPORT_READY = 'Your export is ready to download.';
export const REPORT_REQUESTED =
  'Your request to report will be processed and you will receive an email shortly with the link to the report.';
export const REPORT_COURSE_REQUIRED = 'The course id field is required for the course report.';
export const REPORT_FILE_GONE = 'This report has expired or does not exist. Please request it again.';

// my team
export const EMAIL_SENT = 'Email Sent Successfully.';
export const EMAIL_NOT_IN_TEAM = 'The email must belong to a member of your team.';
export const EMAIL_CONTENT_EMPTY = 'The content field is required.';
export const NO_TEAM_FOUND = 'No Team Found';
export const TEAM_COURSES_ENROLLED = 'Courses Successfully enrolled';
export const TEAM_COURSES_UNENROLLED = 'Courses Successfully Un-enrolled.';
export const TEAM_COURSES_NONE_SELECTED = 'Please select at least one course.';
export const TEAM_USERS_NONE_SELECTED = 'Please select at least one user.';
export const TEAM_COURSES_INVALID = 'The selected courses are invalid.';
export const TEAM_COURSE_UNPUBLISHED = 'Only published courses can be assigned.';
export const TEAM_COURSE_THROUGH_GROUP =
  'This course is assigned through a group or playlist: it cannot be unassigned here.';
export const TEAM_COURSES_BOTH = 'A course cannot be assigned and unassigned at once.';
export const TEAM_USERS_NOT_IN_TEAM = 'The selected users must be active members of your team.';
export const TEAM_ASSIGN_TOO_MANY = 'Please assign fewer courses or users at once (at most 2000 enrolments per save).';

// groups
export const GROUP_ADDED = 'Group Successfully Added.';
export const GROUP_UPDATED = 'Group Successfully Updated.';
export const GROUP_DELETED = 'Group Successfully Deleted.';
export const GROUP_USERS_UPDATED = 'Group Users Successfully Updated.';
export const GROUP_NAME_TAKEN = 'The name has already been taken.';
export const GROUP_NAME_HINT = 'The group name must be unique.';
export const GROUP_DELETE_CONFIRM =
  'Are you sure you want to delete this group? Its users will be removed from the playlists and courses associated with it.';
export const GROUP_USER_NOT_FOUND = 'The selected users are invalid.';

// user imports (CSV and BreatheHR)
export const IMPORT_CONFIRM = 'Are you sure you want to import or update users from this CSV?';
export const IMPORT_ERRORS_BELOW = 'Any errors in your CSV upload will appear below';
export const IMPORT_DONE = 'Users Successfully Imported.';
export const IMPORT_DONE_WITH_ERRORS = 'Users imported. Some rows could not be imported: see the Error Logs.';
export const IMPORT_FILE_REQUIRED = 'Please choose a CSV file to import.';
export const IMPORT_NOT_CSV = 'The file must be a CSV file (.csv).';
export const IMPORT_TOO_LARGE = 'The file may not be larger than 2 MB.';
export const IMPORT_TOO_MANY_ROWS = 'The file may not have more than 1000 rows.';
export const IMPORT_EMPTY = 'The file has no users to import.';
export const IMPORT_BINARY = 'The file is not a text CSV file.';
export const IMPORT_MALFORMED = 'The file could not be read as CSV';
export const IMPORT_ROLE_COLUMN = 'The file may not have a role column: roles are set in the Edit User panel.';
export const IMPORT_MISSING_COLUMNS = 'The file is missing the required columns';
export const IMPORT_UNKNOWN_COLUMNS = 'The file has columns that are not allowed';
export const IMPORT_DUPLICATE_COLUMNS = 'The file has the same column more than once';
export const IMPORT_FORMULA = 'The file contains a formula (a cell starting with =, +, - or @)';
export const IMPORT_UNKNOWN_GROUP = 'Unknown group';
export const IMPORT_DUPLICATE_EMAIL = 'The email appears more than once in the file.';
export const IMPORT_OTHER_COMPANY_EMAIL = 'The email has already been taken.';
export const IMPORT_ARCHIVED_USER = 'The user is archived: restore them before updating them by import.';
export const BREATHE_IMPORT_CONFIRM = 'Are you sure you want to import users from BreatheHR?';
export const BREATHE_TOKEN_UPDATED = 'API Token Successfully Updated.';
export const BREATHE_TOKEN_REMOVED = 'API Token Successfully Removed.';
export const BREATHE_NOT_ENABLED = 'The BreatheHR integration is not available for your company.';
export const BREATHE_NO_TOKEN = 'Please save your BreatheHR API token first.';
export const BREATHE_TOKEN_REFUSED = 'BreatheHR refused the API token. Please check it and save it again.';
export const BREATHE_UNAVAILABLE = 'BreatheHR could not be reached. Please try again later.';
export const BREATHE_SETTING_UPDATED = 'BreatheHR setting Successfully Updated.';

// courses (administration spec, section 8)
export const COURSE_ADDED = 'Course Successfully Added.';
export const COURSE_UPDATED = 'Course Successfully Updated.';
export const COURSE_DELETED = 'Course Successfully Deleted.';
export const COURSE_ARCHIVED = 'Course Archived Successfully.';
export const COURSE_PUBLISHED = 'Course Successfully Published.';
export const COURSE_UNPUBLISHED = 'Course Successfully Unpublished.';
export const COURSES_PUBLISH_TOGGLED = 'Course(s) Successfully Updated.';
export const COURSE_PUBLISH_NO_MATERIAL =
  "Selected course(s) can not be published, it seems you didn't add any course material for this. Please upload at least one course material to publish it.";
export const COURSE_DELETE_CONFIRM =
  'Are you sure you want to delete this course? All Course users and associated data will be removed.';
export const COURSE_ARCHIVE_CONFIRM = 'Are you sure you wish to archive course data for all users?';
export const COURSE_IMAGE_REQUIRED = 'The course image field is required.';
export const COURSE_IMAGE_NOT_UPLOADED = 'The course image has not been uploaded. Please upload it again.';
export const COURSE_DEFAULT_NAME_LOCKED = 'The name of a default course cannot be changed.';
export const COURSE_TYPE_INVALID = 'The selected type is invalid.';
export const COURSE_VIEW_TOOLTIP = "See the course from a User's view";
export const COURSE_ARCHIVE_TOOLTIP = 'Archive course data before unenrolling Users/Groups';
export const COURSE_DELETE_TOOLTIP = 'Delete this course and all User data for it';
// course users, reports, archive and exports (issue 4)
export const COURSE_REPORTS_TOOLTIP = "See every enrolled User's progress on this course";
export const COURSE_USER_ARCHIVE_CONFIRM =
  "Are you sure you wish to archive this user's course data? Their progress is kept in the course history and the course starts again for them.";
export const COURSE_USER_ARCHIVE_TOOLTIP =
  "Archive this user's course data: keep it in the history and start the course again";
export const COURSE_NOTHING_TO_ARCHIVE = 'This user has no course progress to archive yet.';
export const COURSE_HISTORY_EMPTY = 'No archived course history.';
export const COURSE_USERS_EMPTY = 'No users are enrolled on this course.';
export const COURSE_REPORT_EMPTY = 'No users are enrolled on this course yet.';
export const COURSE_NO_MATERIALS = 'No course materials added.';
export const COURSE_SEARCH_PLACEHOLDER = 'Search Courses';
export const COURSE_REFRESH_SCHEDULED = 'Please wait, we are updating your course.';
export const COURSE_SCOPE_REQUIRED = 'The company id field is required.';
export const ENROL_NOTHING_SELECTED = "You haven't selected any Users or Groups.";
export const ENROL_DEADLINE_MISSING = "You haven't set a Deadline.";
export const ENROL_DATE_PAST = 'The selected date must be a date after or equal to today.';
export const ENROL_USERS_ENROLLED = 'Users Successfully Enrolled.';
export const ENROL_DEADLINE_SET = 'Deadline Successfully Set.';
export const ENROL_REMOVED = 'User(s) or Group(s) are now unassigned and all their progress has been deleted.';
export const ENROL_REMOVE_WARNING = 'This action will permanently delete all user(s) course history.';
export const ENROL_GROUP_USER_TOOLTIP = 'This user is enrolled through a group: edit the group members instead.';
export const ENROL_USERS_NOT_ENROLLED = 'The selected users are not individually enrolled on this course.';
export const ENROL_GROUPS_NOT_ENROLLED = 'The selected groups are not enrolled on this course.';

// course material
export const DOCUMENT_ADDED = 'Document Successfully Added.';
export const DOCUMENT_UPDATED = 'Document Successfully Updated.';
export const VIDEO_ADDED = 'Video Successfully Added.';
export const EXTERNAL_LINK_ADDED = 'External Link Successfully Added.';
export const POWERPOINT_ADDED = 'Powerpoint Slide Successfully Added.';
export const MATERIAL_UPDATED = 'Course Material Successfully Updated.';
export const MATERIAL_REMOVED = 'Course Material Successfully Removed.';
export const MATERIALS_SORTED = 'Course Materials Successfully Sorted.';
export const MATERIAL_DELETE_CONFIRM = 'Are you sure you want to delete this content from your course?';
export const MATERIAL_FILE_REQUIRED = 'The file field is required.';
export const MATERIAL_FILE_NOT_UPLOADED =
  'The file has not been uploaded or did not pass the file check. Please upload it again.';
export const MATERIAL_URL_REQUIRED = 'The url field is required.';
export const MATERIAL_URL_INVALID = 'The url must be a valid http or https URL.';
export const MATERIAL_SORT_MISMATCH = 'The sort order must list every material of this course exactly once.';
export const MATERIAL_LIMIT = 'A course may not have more than 100 materials.';
export const VIDEO_PROCESSING =
  'The video is being prepared for streaming; it plays from the original file until then.';
export const VIDEO_FAILED = 'The video could not be prepared for streaming; it plays from the original file.';
export const SLIDES_PENDING = 'The slides are being prepared.';
export const SLIDES_UNAVAILABLE =
  'Slide images are not available for this presentation. Download it to view the slides.';
export const SLIDES_FAILED = 'The slides could not be converted. Download the presentation to view it.';
export const ADDITIONAL_CONTENT_ADDED = 'Additional content successfully added.';
export const ADDITIONAL_CONTENT_REMOVED = 'Additional content has been removed';

// playlists (administration spec: Playlist admin list, section 8; learner spec: My Team, section 8)
export const PLAYLIST_ADDED = 'Playlist updated successfully.';
export const PLAYLIST_UPDATED = 'Playlist updated successfully.';
export const PLAYLIST_SAVE_ERROR = 'Oops! something went wrong.';
export const PLAYLIST_DELETED = 'Playlist Successfully Deleted.';
export const PLAYLIST_DELETE_CONFIRM = 'Are you sure you wish to delete this playlist';
export const PLAYLIST_COURSES_SAVED = 'Playlist Courses Saved';
export const PLAYLIST_ORGANISED = 'Channel Updated';
export const PLAYLIST_ICON_REQUIRED = 'Please choose an icon.';
export const PLAYLIST_ICON_INVALID = 'The selected icon is invalid.';
export const PLAYLIST_IMAGE_REQUIRED = 'The playlist image field is required.';
export const PLAYLIST_IMAGE_NOT_UPLOADED = 'The playlist image has not been uploaded. Please upload it again.';
export const PLAYLIST_COURSES_INVALID = 'The selected courses are invalid.';
export const PLAYLIST_MODULES_LIMIT = 'A playlist may not have more than 100 courses.';
export const PLAYLIST_LEVEL_INVALID = 'Every course must be on a level of the playlist, or unassigned.';
export const PLAYLIST_TREE_MISMATCH = 'The order must list every course of this playlist exactly once.';
export const PLAYLIST_ASSET_LIMIT = 'A playlist may not have more than 50 additional content files.';
export const PLAYLIST_ASSET_REMOVE_FAILED = 'Oops, something went wrong! Additional content has not been removed';
export const PLAYLIST_USERS_UNENROLLED = 'Users Successfully Un-enrolled.';
export const PLAYLIST_UNENROL_WARNING =
  'This action will permanently delete all user(s) progress on the courses they had only through this playlist.';
export const PLAYLISTS_ENROLLED = 'Playlists Successfully enrolled';
export const PLAYLISTS_UNENROLLED = 'Playlists Successfully Un-enrolled.';
export const PLAYLIST_ENROLLED = 'Playlist Successfully enrolled';
export const PLAYLISTS_NONE_SELECTED = 'Please select at least one playlist.';
export const PLAYLISTS_INVALID = 'The selected playlists are invalid.';
export const PLAYLIST_UNPUBLISHED = 'Only published playlists can be assigned.';
export const PLAYLIST_THROUGH_GROUP = 'This playlist is assigned through a group: it cannot be unassigned here.';
export const PLAYLISTS_BOTH = 'A playlist cannot be assigned and unassigned at once.';
export const PLAYLISTS_NONE_FOUND = 'No Playlists Found';

// install courses (catalogue)
export const COURSES_INSTALLED = 'Course(s) Successfully Installed.';
export const COURSE_ALREADY_INSTALLED = 'This course is already installed.';
export const COURSES_NONE_TO_INSTALL = 'The selected course(s) are already installed.';
export const CATALOGUE_COURSE_UNKNOWN = 'The selected course is invalid.';

// tests (quizzes)
export const QUIZ_CREATED = 'Test Successfully Created.';
export const QUIZ_EXISTS = 'This course already has a test.';
export const QUESTION_ADDED = 'Question has been added';
export const QUESTION_UPDATED = 'Question has been updated';
export const QUESTION_DELETED = 'Question Deleted';
export const QUESTION_NOT_DELETED = 'Question not deleted';
export const PASSMARK_ADDED = 'Passmark has been added';
export const SETTINGS_UPDATED = 'Settings have been updated';
export const QUIZ_SAVE_ERROR = 'Oops something went wrong';
export const SELECT_CORRECT_ANSWER = 'Select a correct Answer';
export const SELECT_MULTIPLE_ANSWERS = 'Select multiple Answers';
export const QUIZ_REPOPULATED = 'Test questions have been repopulated.';
export const QUIZ_RESEEDED = 'Test has been reseeded.';
export const QUIZ_NOT_FROM_CATALOGUE = 'Only a test of an installed default course can be restored from the catalogue.';
export const QUIZ_QUESTION_LIMIT = 'A test may not have more than 200 questions.';
export const QUIZ_RESEED_CONFIRM = 'Are you sure you want to reseed test for this company?';

// taking tests, test logs and certificates (learning issue)
export const TEST_NOT_READY = 'You will need to access all the course content before taking the test';
export const TEST_ALREADY_COMPLETE = 'You have already completed this course.';
export const TEST_NO_QUESTIONS = 'This test has no questions yet.';
export const TEST_NOT_STARTED = 'This test has expired or was already submitted. Please start it again.';
export const TEST_ANSWER_NOT_ASKED = 'An answer was given to a question that was not asked.';
export const TEST_ANSWER_TWICE = 'A question was answered more than once.';
export const TEST_SIGNED_NAME_REQUIRED = 'The signed name field is required.';
export const TEST_SUBMITTED = 'Your test has been submitted.';
export const CERTIFICATE_NOT_AVAILABLE = 'A certificate is available once the course is complete.';
export const CERTIFICATE_NOT_FOUND = 'We could not find a certificate with this id.';
