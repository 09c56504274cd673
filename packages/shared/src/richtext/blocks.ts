import { escapeText, inlineToText, truncateInline } from './inline.js';
import { richTextSchema, type Block, type RichText } from './schema.js';

/** The text one block shows a reader (inline markup dropped). */
export function blockText(block: Block): string {
  switch (block.type) {
    case 'paragraph':
    case 'header':
      return inlineToText(block.data.text);
    case 'quote':
      return [inlineToText(block.data.text), block.data.caption ? inlineToText(block.data.caption) : '']
        .filter(Boolean)
        .join('\n');
    case 'list':
      return block.data.items.map((item) => inlineToText(item)).join('\n');
    case 'code':
      return block.data.code;
    case 'image':
    case 'embed':
      return block.data.caption ? inlineToText(block.data.caption) : '';
    case 'file':
      return block.data.name ?? '';
    case 'delimiter':
      return '';
  }
}

/**
 * Plain text of a document, for `raw_text` (search) and previews: one block per paragraph
 * (blank line between), list items on their own lines.
 */
export function blocksToPlainText(blocks: readonly Block[]): string {
  return blocks
    .map(blockText)
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}

/** The characters a limit counts: the plain text of every block (the separators excluded). */
export function richTextLength(blocks: readonly Block[]): number {
  return blocks.reduce((sum, block) => sum + blockText(block).length, 0);
}

/** Plain text as paragraphs: blank lines split paragraphs, single line breaks stay as <br>. */
export function textToBlocks(text: string | null | undefined): Block[] {
  if (!text) return [];
  return text
    .replace(/\r\n?/gu, '\n')
    .split(/\n[ \t]*\n+/u)
    .map((part) => part.replace(/^\n+|\n+$/gu, ''))
    .filter((part) => part.trim() !== '')
    .map((part) => ({
      type: 'paragraph' as const,
      data: {
        text: part
          .split('\n')
          .map((line) => escapeText(line))
          .join('<br>'),
      },
    }));
}

/**
 * Reads a stored field that may be rich text (blocks, a `{ blocks }` object or its JSON) or older plain
 * text: plain text comes back as paragraphs, so it stays readable.
 */
export function toRichText(value: unknown): RichText {
  if (value === null || value === undefined) return { blocks: [] };
  let candidate: unknown = Array.isArray(value) ? { blocks: value } : value;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (!trimmed.startsWith('{')) return { blocks: textToBlocks(value) };
    try {
      candidate = JSON.parse(trimmed) as object;
    } catch {
      return { blocks: textToBlocks(value) };
    }
  }
  const parsed = richTextSchema.safeParse(candidate);
  if (parsed.success) return parsed.data;
  return { blocks: typeof value === 'string' ? textToBlocks(value) : [] };
}

function cut(text: string, limit: number): number {
  // Prefer ending at a word boundary within the last 30 characters.
  if (limit >= text.length) return text.length;
  const space = text.lastIndexOf(' ', limit);
  return space > limit - 30 && space > 0 ? space : limit;
}

/**
 * The first `limit` characters of a document (posts preview 1,200, resources 200), marks kept.
 * Blocks past the limit are left out; the block that crosses it is cut (at a word boundary when
 * one is near) and ends in "…". `truncated` says whether anything was left out ("Show More").
 */
export function truncateBlocks(
  blocks: readonly Block[],
  limit: number,
): { blocks: Block[]; truncated: boolean } {
  const kept: Block[] = [];
  let left = limit;
  for (let index = 0; index < blocks.length; index++) {
    const block = blocks[index]!;
    const length = blockText(block).length;
    if (length <= left) {
      kept.push(block);
      left -= length;
      continue;
    }
    const truncated = { blocks: kept, truncated: true };
    if (left <= 0) return truncated;
    switch (block.type) {
      case 'paragraph':
      case 'header':
      case 'quote': {
        const plain = inlineToText(block.data.text);
        const text = truncateInline(block.data.text, cut(plain, left)).replace(/\s+$/u, '') + '…';
        kept.push({ ...block, data: { ...block.data, text } } as Block);
        break;
      }
      case 'list': {
        const items: string[] = [];
        for (const item of block.data.items) {
          const plain = inlineToText(item);
          if (left <= 0) break;
          if (plain.length <= left) items.push(item);
          else items.push(truncateInline(item, cut(plain, left)).replace(/\s+$/u, '') + '…');
          left -= plain.length;
        }
        kept.push({ ...block, data: { ...block.data, items } });
        break;
      }
      case 'code':
        kept.push({ ...block, data: { code: block.data.code.slice(0, left) + '…' } });
        break;
      default:
        break;
    }
    return truncated;
  }
  return { blocks: kept, truncated: false };
}
