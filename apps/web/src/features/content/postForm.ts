import {
  CONTENT_LIMITS,
  blocksToPlainText,
  contentCreateSchema,
  contentUpdateSchema,
  type Block,
} from '@careerhub/shared';
import type { FormCheck } from '../../components/form';
import { firstMessages } from '../../components/form/validate';
import { CONTENT_TEXT as T } from './text';

export interface PostFormState {
  /** The post's text as rich-text blocks (the shared editor). */
  blocks: Block[];
  group: string;
  isPrivate: boolean;
  sendEmail: boolean;
  alsoPost: boolean;
}

const plainText = (blocks: Block[]) => blocksToPlainText(blocks).trim();
const hasContent = (blocks: Block[]) =>
  blocks.some((block) => block.type !== 'paragraph' || blocksToPlainText([block]).trim() !== '');

/** Post: content and group required (groups-jobs-payments 5); at most 4,000 characters of text. */
export function validatePostForm(form: PostFormState, needsGroup: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!hasContent(form.blocks)) errors.content = T.required;
  else if (plainText(form.blocks).length > CONTENT_LIMITS.text) errors.content = T.maxText;
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
    data: { blocks: form.blocks },
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

type Body = Record<string, unknown>;

/** The form field a request path belongs to: the text is `blocks` on the form, `data` / `content` in the call. */
export const postFieldOf = (path: string): keyof PostFormState | string => {
  const field = path.split('.')[0] ?? path;
  return field === 'data' || field === 'content' ? 'blocks' : field;
};

/**
 * The post form's check (the form kit): the spec's rules on the inputs (text with content, 4,000
 * characters, a group), then the shared create or update schema on the call's body itself, so
 * `handleSubmit` hands over the request.
 */
export const postCheck =
  (opts: {
    needsGroup: boolean;
    kind: 'post' | 'newsletter';
    editing: boolean;
  }): FormCheck<PostFormState, Body> =>
  (values) => {
    const found = validatePostForm(values, opts.needsGroup);
    const errors: Record<string, string> = {};
    for (const [field, message] of Object.entries(found)) errors[postFieldOf(field)] ??= message;
    if (Object.keys(errors).length) return { errors };
    const body = postPayload(values, opts.kind, opts.editing);
    const schema = opts.editing ? contentUpdateSchema : contentCreateSchema;
    for (const [path, message] of Object.entries(firstMessages(schema, body)))
      errors[postFieldOf(path)] ??= message;
    return Object.keys(errors).length ? { errors } : { data: body };
  };
