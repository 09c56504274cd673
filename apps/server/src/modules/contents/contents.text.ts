import { textToBlocks, type RichText } from '@careerhub/shared';
import { sanitizeRichText } from '../../platform/richtext/index.js';

/** The stored text of an item: sanitised blocks, their HTML and their plain text (for search). */
export interface StoredText {
  data: RichText;
  html: string;
  rawText: string;
}

/** Plain text sent as `content` (a post): one paragraph block per paragraph. */
export const blocksFromPlainText = (text: string): RichText => ({ blocks: textToBlocks(text) });

/**
 * Blocks through the richtext module's allow-list sanitiser (a 400 in the spec's error format for
 * shapes it refuses; hostile markup inside text is removed).
 */
export const storedText = (data: unknown, field = 'data'): StoredText => sanitizeRichText(data, { field });
