import { z } from 'zod';

/** Texts of the account's data rights: export (GDPR art. 15 and 20) and deletion (art. 17). */
export const ACCOUNT_MESSAGES = {
  passwordRequired: 'Enter your password to delete your account.',
  passwordWrong: 'Your password is incorrect.',
  noPassword: 'Set a password first (Forgot password), then delete your account with it.',
  deleted: 'Your account has been deleted.',
  deletedUserName: 'Deleted user',
  exportTitle: 'Download my data',
  exportHint:
    'A copy of everything you gave us or did here: your account, profile, career entries, memberships, applications, messages you sent, notifications and follows.',
  exportJson: 'Download data (JSON)',
  exportArchive: 'Download data and files (ZIP)',
  deleteTitle: 'Delete account',
  deleteHint:
    'Your profile, career entries, files, memberships and applications are removed. Messages you sent stay in the other person’s conversation, signed “Deleted user”. This cannot be undone.',
  deleteConfirm: 'Delete my account',
  dataHeading: 'Your data',
  password: 'Password',
  cancel: 'Cancel',
  exportFailed: 'Your data could not be downloaded. Try again.',
} as const;

/** DELETE /account/: the member confirms with their password. */
export const accountDeletionSchema = z.object({
  password: z
    .string({ error: ACCOUNT_MESSAGES.passwordRequired })
    .min(1, ACCOUNT_MESSAGES.passwordRequired)
    .max(256),
});
export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>;
