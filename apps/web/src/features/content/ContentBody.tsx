import type { Block } from '@careerhub/shared';
import { RichTextView } from '../../components/richtext';
import type { Content } from './types';

/**
 * A content item's text: its stored blocks through the shared RichTextView (with "Show More" past
 * `previewLength` characters), or the plain text as paragraphs when it has no blocks.
 */
export function ContentBody({
  item,
  previewLength,
  className,
}: {
  item: Pick<Content, 'data' | 'raw_text'>;
  previewLength?: number;
  className?: string;
}) {
  const blocks: Block[] = item.data.blocks;
  return (
    <RichTextView
      value={blocks.length > 0 ? blocks : item.raw_text}
      previewLength={previewLength}
      className={className}
    />
  );
}
