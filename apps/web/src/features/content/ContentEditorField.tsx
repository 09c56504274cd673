import { CONTENT_LIMITS, type Block } from '@careerhub/shared';
import { RichTextEditor } from '../../components/richtext';

/** The rich-text field of the resource and prompt form (the shared TipTap editor, blocks in and out). */
export function RichContentField({
  label,
  value,
  onChange,
  error,
  maxLength,
  id,
}: {
  id?: string;
  label: string;
  value: Block[];
  onChange: (blocks: Block[]) => void;
  error?: string | undefined;
  maxLength?: number;
}) {
  return (
    <RichTextEditor
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      maxLength={maxLength}
      allowUploads
      maxFiles={7}
    />
  );
}

/**
 * The text of a post or newsletter: the same editor without uploads (link previews are found in
 * its text).
 */
export function PostEditorField({
  label,
  value,
  onChange,
  error,
  id,
}: {
  id?: string;
  label: string;
  value: Block[];
  onChange: (blocks: Block[]) => void;
  error?: string | undefined;
}) {
  return (
    <RichTextEditor
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      maxLength={CONTENT_LIMITS.text}
      allowUploads={false}
    />
  );
}
