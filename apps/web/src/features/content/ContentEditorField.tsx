import type { Block } from '@careerhub/shared';
import { RichTextEditor } from '../../components/richtext';
import { TextAreaField } from '../../components/ui/TextAreaField';

/** The rich-text field of the resource and prompt form (the shared TipTap editor, blocks in and out). */
export function RichContentField({
  label,
  value,
  onChange,
  error,
  maxLength,
}: {
  label: string;
  value: Block[];
  onChange: (blocks: Block[]) => void;
  error?: string | undefined;
  maxLength?: number;
}) {
  return (
    <RichTextEditor
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
 * The text of a post or newsletter: plain text (the server keeps it as paragraphs, and link
 * previews are found in it).
 */
export function ContentEditorField({
  label,
  value,
  onChange,
  error,
  rows = 10,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: string | undefined;
  rows?: number;
  placeholder?: string;
}) {
  return (
    <TextAreaField
      label={label}
      value={value}
      rows={rows}
      placeholder={placeholder}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
