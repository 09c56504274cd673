import { CONTENT_LIMITS } from '@careerhub/shared';
import { CONTENT_TEXT as T } from './text';

export interface PostFormState {
  content: string;
  group: string;
  isPrivate: boolean;
  sendEmail: boolean;
  alsoPost: boolean;
}

/** Post: content and group required (groups-jobs-payments 5); at most 4,000 characters. */
export function validatePostForm(form: PostFormState, needsGroup: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.content.trim()) errors.content = T.required;
  else if (form.content.length > CONTENT_LIMITS.text) errors.content = T.maxText;
  if (needsGroup && !form.group) errors.group = T.required;
  return errors;
}

/** The body of POST /contents/ (type, group) or PATCH /contents/{id}/ (text and privacy only). */
export function postPayload(
  form: PostFormState,
  kind: 'post' | 'newsletter',
  editing: boolean,
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    content: form.content,
    security_level: form.isPrivate ? 20 : 0,
  };
  if (editing) return body;
  body.type = kind;
  body.group = Number(form.group);
  if (kind === 'newsletter') {
    body.send_email = form.sendEmail;
    body.share_as_newsletter_and_post = form.alsoPost;
  }
  return body;
}
