/** Every user-facing message the spec names, in one place for the web and the server. */
export const MSG = {
  // generic
  GENERIC_ERROR: 'Oops, something went wrong!',
  FORM_ERROR: 'Oops, something went wrong! Please check information is correct.',
  VALIDATION_FAILED: 'The given data was invalid.',
  UNAUTHENTICATED: 'Unauthenticated.',
  FORBIDDEN: 'This action is unauthorized.',
  NOT_FOUND: 'Not found.',
  TOO_MANY_ATTEMPTS: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  UPLOAD_ERROR: 'File upload error',

  // auth
  LOGIN_FAILED: 'These credentials do not match our records.',
  RESET_EMAIL_SENT: 'Password Reset Email has been sent',
  PASSWORD_RESET: 'Password has been reset',
  PASSWORD_UPDATED: 'Password Successfully Updated.',
  CURRENT_PASSWORD_WRONG: 'The current password is incorrect.',
  PASSWORDS_DIFFER: 'The password confirmation does not match.',
  RESET_TOKEN_INVALID: 'This password reset link is invalid or has expired.',
  EMAIL_TAKEN: 'The email has already been taken.',
  LOGOUT_CONFIRM: 'Are you sure you want to log out?',
  REGISTRATION_COMPLETE: 'Registration Complete',
  LOGGED_OUT: 'You have been logged out.',
  EMAIL_VERIFIED: 'Thank you, your email address has been verified. Please log in.',
  EMAIL_VERIFY_FAILED: 'This verification link is invalid or has expired.',
  VERIFICATION_EMAIL_SENT: 'We have sent you an email: please follow the link in it to verify your address.',

  // profile
  CUSTOMER_UPDATED: 'Customer Successfully Updated.',
  UPLOADING_IMAGE: 'Please wait, we are uploading your image.',

  // users (used from the foundation by the band limit)
  PLAN_LIMIT: 'You have reached the maximum number of users for your plan',
} as const;

export type TMessage = (typeof MSG)[keyof typeof MSG];
