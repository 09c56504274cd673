import { CONTENT_LIMITS, blocksToPlainText, type Block } from '@careerhub/shared';
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
