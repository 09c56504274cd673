import { z } from 'zod';
import { VALIDATION } from '../messages.js';

/**
 * Rich text as stored: an Editor.js-like list of blocks (`{ blocks: Block[] }`). Text-bearing
 * fields hold inline HTML limited to <b>, <i>, <u>, <code>, <a href> and <br>; the server
 * sanitises every field (apps/server/src/platform/richtext) before it is stored, and the web view
 * parses only those tags (anything else renders as text).
 *
 * Limits (characters of the stored field, markup included, unless said otherwise):
 * - at most 500 blocks;
 * - paragraph, header and quote text: 10,000;
 * - list: at most 100 items of 2,000 each;
 * - code: 20,000;
 * - captions and file names: 500; URLs: 2,000;
 * - whole document: 100,000 characters of plain text (what `blocksToPlainText` counts).
 */
export const RICH_TEXT_LIMITS = {
  blocks: 500,
  text: 10_000,
  listItems: 100,
  listItem: 2_000,
  code: 20_000,
  caption: 500,
  url: 2_000,
  plainText: 100_000,
} as const;

export const RICH_TEXT_MESSAGES = {
  maxBlocks: `Maximum ${RICH_TEXT_LIMITS.blocks} blocks`,
  tooLong: (limit: number) => VALIDATION.maxChars(limit),
  unsupportedEmbed: 'Only YouTube and Vimeo videos can be embedded.',
  invalidUrl: 'Enter a valid URL.',
  invalidBlock: 'This block is not supported.',
} as const;

export const HEADER_LEVELS = [2, 3, 4] as const;
export const EMBED_SERVICES = ['youtube', 'vimeo'] as const;
export type EmbedService = (typeof EMBED_SERVICES)[number];

const text = (max: number) =>
  z.string({ error: VALIDATION.invalidValue }).max(max, { error: RICH_TEXT_MESSAGES.tooLong(max) });
const url = () => text(RICH_TEXT_LIMITS.url);
const optionalCaption = () => text(RICH_TEXT_LIMITS.caption).optional();
/** Editor.js gives each block a short id; kept when present so clients can key on it. */
const blockId = z.string().max(64).optional();
const uploadId = z.number().int().min(1).max(2_147_483_647);

export const paragraphBlockSchema = z.strictObject({
  id: blockId,
  type: z.literal('paragraph'),
  data: z.strictObject({ text: text(RICH_TEXT_LIMITS.text) }),
});
export const headerBlockSchema = z.strictObject({
  id: blockId,
  type: z.literal('header'),
  data: z.strictObject({
    text: text(RICH_TEXT_LIMITS.text),
    level: z.union([z.literal(2), z.literal(3), z.literal(4)], { error: VALIDATION.invalidValue }),
  }),
});
export const listBlockSchema = z.strictObject({
  id: blockId,
  type: z.literal('list'),
  data: z.strictObject({
    style: z.enum(['ordered', 'unordered'], { error: VALIDATION.invalidValue }),
    items: z
      .array(text(RICH_TEXT_LIMITS.listItem), { error: VALIDATION.expectedList })
      .max(RICH_TEXT_LIMITS.listItems, { error: VALIDATION.maxItems(RICH_TEXT_LIMITS.listItems) }),
  }),
});
export const quoteBlockSchema = z.strictObject({
  id: blockId,
  type: z.literal('quote'),
  data: z.strictObject({ text: text(RICH_TEXT_LIMITS.text), caption: optionalCaption() }),
});
export const codeBlockSchema = z.strictObject({
  id: blockId,
  type: z.literal('code'),
  data: z.strictObject({ code: text(RICH_TEXT_LIMITS.code) }),
});
export const delimiterBlockSchema = z.strictObject({
  id: blockId,
  type: z.literal('delimiter'),
  data: z.strictObject({}),
});
export const imageBlockSchema = z.strictObject({
  id: blockId,
  type: z.literal('image'),
  data: z.strictObject({
    upload_id: uploadId.optional(),
    url: url(),
    caption: optionalCaption(),
  }),
});
export const embedBlockSchema = z.strictObject({
  id: blockId,
  type: z.literal('embed'),
  data: z.strictObject({
    service: z.enum(EMBED_SERVICES, { error: RICH_TEXT_MESSAGES.unsupportedEmbed }),
    /** The address the author pasted. */
    source: url(),
    /** The player address (normalised by the server to the service's embed URL). */
    embed: url(),
    caption: optionalCaption(),
  }),
});
export const fileBlockSchema = z.strictObject({
  id: blockId,
  type: z.literal('file'),
  data: z.strictObject({
    upload_id: uploadId,
    url: url().optional(),
    name: text(RICH_TEXT_LIMITS.caption).optional(),
    mime_type: z.string().max(200).optional(),
  }),
});

export const blockSchema = z.discriminatedUnion(
  'type',
  [
    paragraphBlockSchema,
    headerBlockSchema,
    listBlockSchema,
    quoteBlockSchema,
    codeBlockSchema,
    delimiterBlockSchema,
    imageBlockSchema,
    embedBlockSchema,
    fileBlockSchema,
  ],
  { error: RICH_TEXT_MESSAGES.invalidBlock },
);

export const richTextSchema = z.strictObject({
  blocks: z
    .array(blockSchema, { error: VALIDATION.expectedList })
    .max(RICH_TEXT_LIMITS.blocks, { error: RICH_TEXT_MESSAGES.maxBlocks }),
});

export type ParagraphBlock = z.infer<typeof paragraphBlockSchema>;
export type HeaderBlock = z.infer<typeof headerBlockSchema>;
export type ListBlock = z.infer<typeof listBlockSchema>;
export type QuoteBlock = z.infer<typeof quoteBlockSchema>;
export type CodeBlock = z.infer<typeof codeBlockSchema>;
export type DelimiterBlock = z.infer<typeof delimiterBlockSchema>;
export type ImageBlock = z.infer<typeof imageBlockSchema>;
export type EmbedBlock = z.infer<typeof embedBlockSchema>;
export type FileBlock = z.infer<typeof fileBlockSchema>;
export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block['type'];
export type RichText = z.infer<typeof richTextSchema>;

/** Stored rich text as an API answers it: the blocks plus the plain text kept for search. */
export const richTextResponseSchema = z.object({
  blocks: z.array(blockSchema),
});
