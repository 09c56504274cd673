import { EMAIL_PATTERN, INVITATION_MESSAGES as I } from '@careerhub/shared';

/**
 * Adds what was typed to the email list: each address (split on commas, spaces or semicolons) must
 * be valid (Please enter a valid email address) and new (Email already added), checked
 * case-insensitively. Returns the new list and what is left in the field with its error.
 */
export function addEmails(
  list: string[],
  typed: string,
): { list: string[]; rest: string; error: string | null } {
  const parts = typed
    .split(/[\s,;]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const next = [...list];
  for (const [i, email] of parts.entries()) {
    const rest = parts.slice(i).join(', ');
    if (!EMAIL_PATTERN.test(email)) return { list: next, rest, error: I.emailInvalid };
    if (next.some((e) => e.toLowerCase() === email.toLowerCase()))
      return { list: next, rest, error: I.emailDuplicate };
    next.push(email);
  }
  return { list: next, rest: '', error: null };
}

/** At least one email address or one user (Please add at least one email address or select a user). */
export function inviteError(emails: string[], users: number[]): string | null {
  return emails.length === 0 && users.length === 0 ? I.atLeastOne : null;
}
