import { EMAIL_PATTERN, INVITATION_MESSAGES as I, inviteUsersSchema } from '@careerhub/shared';
import type { FormCheck } from '../../components/form';
import { firstMessages } from '../../components/form/validate';

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

export interface InviteFormValues<U extends { id: number } = { id: number }> {
  /** What is typed in the email field, not yet a chip. */
  typed: string;
  emails: string[];
  users: U[];
}
export interface InviteRequest {
  object_id: number;
  content_type: 'group';
  emails: string[];
  users: number[];
}

/** The form field of a request path: `emails` alone is the whole form's rule (at least one), an address is the email field. */
export const inviteFieldOf = (path: string): string =>
  path === 'emails' ? 'root' : path.startsWith('emails.') ? 'typed' : (path.split('.')[0] ?? path);

/**
 * The invite form's check (the form kit): what is still typed must be new, valid addresses; then
 * the shared invite-users schema on the request itself (at least one address or person).
 */
export const inviteCheck =
  <U extends { id: number }>(groupId: number): FormCheck<InviteFormValues<U>, InviteRequest> =>
  ({ typed, emails, users }) => {
    const added = typed.trim() ? addEmails(emails, typed) : { list: emails, error: null };
    if (added.error) return { errors: { typed: added.error } };
    const body: InviteRequest = {
      object_id: groupId,
      content_type: 'group',
      emails: added.list,
      users: users.map((u) => u.id),
    };
    const errors: Record<string, string> = {};
    for (const [path, message] of Object.entries(firstMessages(inviteUsersSchema, body)))
      errors[inviteFieldOf(path)] ??= message;
    return Object.keys(errors).length ? { errors } : { data: body };
  };
