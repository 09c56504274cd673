import type { ContentData } from '../../db/schema/index.js';

/**
 * The stored text of an item: blocks, their sanitised HTML and their plain text.
 *
 * LOCAL STAND-IN until the richtext module (platform/richtext `sanitizeRichText`) lands: every
 * block is reduced to the text it carries and that text is HTML-escaped, so nothing a client sends
 * can reach the page as markup. Swap the body of `storedText` for the real sanitiser; the callers
 * do not change.
 */
export interface StoredText {
  data: ContentData;
  html: string;
  rawText: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const stripTags = (s: string) =>
  s
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** Text carried by a block, whatever its editor's shape (text, items, caption, content...). */
function textOf(value: unknown, depth = 0): string[] {
  if (depth > 6 || value === null || value === undefined) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((v) => textOf(v, depth + 1));
  if (typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    const keys = ['text', 'items', 'content', 'caption', 'code', 'title', 'message'];
    return keys.flatMap((k) => textOf(obj[k], depth + 1));
  }
  return [];
}

/** Plain text sent as `content` (a post): one paragraph block per paragraph. */
export function blocksFromPlainText(text: string): ContentData {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    blocks: paragraphs.map((p) => ({
      type: 'paragraph',
      data: { text: escapeHtml(p).replace(/\n/g, '<br>') },
    })),
  };
}

export function storedText(data: ContentData): StoredText {
  const paragraphs = data.blocks
    .map((block) => stripTags(textOf((block as { data?: unknown }).data ?? block).join('\n')).trim())
    .filter(Boolean);
  const safeBlocks = paragraphs.map((p) => ({
    type: 'paragraph',
    data: { text: escapeHtml(p).replace(/\n/g, '<br>') },
  }));
  return {
    data: { blocks: safeBlocks },
    html: paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join(''),
    rawText: paragraphs.join('\n\n'),
  };
}
