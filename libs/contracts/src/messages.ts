import { CONTENT_MAX, HTML_DEPTH_MAX, PASSWORD_MAX } from './limits';

/**
 * The spec's exact texts (sections 5 and 8). The API answers with them and the
 * frontends show them; change a text here and both follow.
 */
export const VALIDATION = {
  titleRequired: 'Please fill in a title first, before procceding.',
  categoryRequiredToPublish: 'Category is required if you want to publish.',
  contentRequiredToPublish: 'Content is required if you want to publish.',
  coverRequiredToPublish: 'Cover is required if you want to publish.',
  saveBeforePublish: 'Please save the changes before publish!',
  checkErrorInput: 'Check the error input!',
  publishedLocked: 'Please change into draft if you want edit the blog!',
  /** The editor of a post the caller may read but not change (another author's, for an author). */
  notYourPost: 'You can read this blog; only its author or an admin can change it.',
  uploadFormat: 'Only jpg, jpeg and png format is allowed',
  uploadSize: 'Max. size file is 3mb',
  usernameMin: 'Username must be at least 3 characters long',
  usernameMax: 'max 24 characters for username',
  emailRequired: 'Email is required',
  passwordMin: 'Password must be at least 8 characters long',
  confirmationRequired: 'Confirmation Password is required',
  confirmationMismatch: 'Password and Confirmation Password must match',
  roleRequired: 'Role is required',
  authorCannotChangeRole: "author don't have permission for change role",
  superadminRoleLocked: 'super admin role cannot be changed',
} as const;

export const MESSAGES = {
  registrationFailed: 'Registration Failed!',
  registrationSuccess: 'Registration successfully!',
  registrationError: 'An error occurred during registration. Please try again later.',
  loginSuccess: 'Login success!',
  loginError: 'An error occurred during login. Please try again later.',
  accountError: 'An error occurred during get user account. Please try again later.',
  usersFailed: 'Failed to get users',
  usersError: 'An error occurred during fetch users. Please try again later.',
  userDetailFailed: 'Failed to get detail user',
  userNotFound: 'Users Not Found!',
  profileUpdated: 'The profile has been successfully updated.',
  passwordChanged: 'Password has been changed.',
  profileUpdateError: 'An error occurred during updating the profile...',
  passwordChangeError: 'An error occurred during change the password...',
  userDeleteFailed: 'Delete user failed!',
  userDeleted: 'The profile has been successfully deleted.',
  uploadSuccess: 'Upload image successfully!',
  uploadError: 'An error occurred during upload image...',
  coverUploadFailed: 'upload failed. Please try again.',
  coverUploading: 'loading while uploading...',
  blogsFailed: 'Failed to get blogs',
  blogSaveFailed: 'Failed to save the blog!',
  blogSaved: 'The blog has been saved!',
  blogDetailFailed: 'Failed to get detail blog!',
  blogNotFound: 'Blog Not Found!',
  blogDeleteFailed: 'Delete blog failed!',
  blogDeleted: 'The blog has been successfully deleted.',
  publishFailed: 'Failed to publish the blog, please try again!',
  draftFailed: 'Failed change to draf, please try again!',
  published: 'Blog has been successfully published!',
  drafted: 'Blog has been successfully change to draft!',
  categoryCreateFailed: 'Create category blog failed!',
  categoryCreated: 'Create category blog success!',
  categoryDeleteFailed: 'Delete category blog failed!',
  categoryDeleted: 'Category blog has been deleted!',
} as const;

/** Texts the API adds where the spec shows none (the spec leaves server texts open). */
export const API_MESSAGES = {
  invalidCredentials: 'Email or password is incorrect',
  tooManyAttempts: (seconds: number) => `Too many login attempts. Please try again in ${Math.ceil(seconds / 60)} minute(s).`,
  unauthorized: 'Please log in to continue',
  forbidden: 'You do not have permission to do this',
  usernameTaken: 'Username is already taken',
  emailTaken: 'Email is already registered',
  usernameTooSimilar: 'Username is too similar to an existing one',
  usernameInvisible: 'Username must not contain invisible or control characters',
  emailInvisible: 'Email must not contain invisible or control characters',
  passwordMax: `Password must be at most ${PASSWORD_MAX} characters long`,
  passwordTooCommon: 'This password is too common. Please choose a less predictable one.',
  cannotDeleteSelf: 'You cannot delete your own account',
  superadminProtected: 'The superadmin account cannot be changed by another user',
  cannotCreateSuperadmin: 'A superadmin cannot be created through the API',
  cannotChangeOwnRole: 'You cannot change your own role',
  nothingToUpdate: 'Send username, email and role to update the profile, or a password to change it',
  categoryNameTaken: 'A category with this name already exists',
  categoryNameRequired: 'Category name is required',
  categoryDescriptionRequired: 'Category description is required',
  categoryNotFound: 'Category not found',
  categoryInUse: (count: number) => `This category is used by ${count} blog post${count === 1 ? '' : 's'}; move them to another category first`,
  internal: 'Something went wrong on our side. Please try again later.',
  unavailable: 'The service is unavailable for a moment. Please try again shortly.',
  validationFailed: 'Validation failed',
  contentTooLarge: `Content is too large (at most ${CONTENT_MAX.toLocaleString('en-US')} characters)`,
  contentTooDeep: `Content is nested too deeply (at most ${HTML_DEPTH_MAX} levels)`,
  contentTooSlow: 'Content took too long to process; simplify its formatting',
  blogSaveConflict: 'This post was saved by another request at the same moment; please save again',
} as const;

/** The public site's not-found text. */
export const NOT_FOUND_TEXT = 'The page you requested could not be found';

/** Upload texts the spec leaves to the server. */
export const UPLOAD_MESSAGES = {
  unreadable: 'The image could not be read. Please upload a complete jpg or png file.',
  fileRequired: 'Please choose a file to upload',
  malformed: "The upload could not be read. Send the image as multipart/form-data in the 'file' field.",
} as const;

/** Texts for requests refused before they reach a route. */
export const REQUEST_MESSAGES = {
  bodyTooLarge: (bytes: number) => `The request body is too large (at most ${Math.floor(bytes / 1024).toLocaleString('en-US')} KB)`,
  compressedBody: 'Compressed request bodies are not accepted; send the body uncompressed',
  jsonTooDeep: (levels: number) => `The request body is nested too deeply (at most ${levels} levels)`,
  malformedBody: 'The request body is not valid JSON',
  pageWholeNumber: 'page must be a whole number',
  pageMin: 'page must be 1 or more',
  pageMax: (max: number) => `page must be at most ${max.toLocaleString('en-US')}`,
  readOnly: 'Only GET and HEAD requests are answered here',
  tooMany: (seconds: number) => `Too many searches and page loads from your address. Please try again in ${seconds} seconds.`,
  busy: 'The site is busy right now. Please try again in a few seconds.',
} as const;

/** The dashboard's one clock: every time it shows is on the site's (SITE_TIMEZONE), named once per screen. */
export const CLOCK_TEXTS = {
  timesIn: (timeZone: string) => `Times in ${timeZone}`,
} as const;
