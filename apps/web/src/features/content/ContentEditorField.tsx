import { TextAreaField } from '../../components/ui/TextAreaField';

/**
 * The text field of the post and resource forms. INTEGRATION POINT: the shared `RichTextEditor`
 * (apps/web/src/components/richtext, branch wip/richtext) replaces this textarea once merged; the
 * server accepts plain `content` (turned into paragraph blocks) as well as `data.blocks`.
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
