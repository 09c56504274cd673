import {
  RICH_TEXT_LIMITS,
  RICH_TEXT_MESSAGES,
  blocksToPlainText,
  escapeHtml,
  escapeText,
  parseInline,
  parseVideoUrl,
  richTextSchema,
  safeHref,
  segmentsToHtml,
  type Block,
  type RichText,
} from '@careerhub/shared';
import sanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import { invalidFields } from '../../http/errors.js';

/**
 * Rich text on the way in (issue 18): every block checked against `richTextSchema`, every piece
 * of inline HTML passed through sanitize-html with an explicit allow-list and then rewritten in
 * the one canonical form the web view reads (`segmentsToHtml`), embeds limited to YouTube and
 * Vimeo and normalised to their player URL, image and file links limited to http(s) and this
 * site's paths. What comes out is safe to store and to serve; `html` is the same content as
 * HTML for mail and link previews, `rawText` the plain text for search.
 */

/** Tags that may remain in block text; everything else is removed (its text kept). */
const INLINE_TAGS = ['b', 'strong', 'i', 'em', 'u', 'code', 'a', 'br'];

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: INLINE_TAGS,
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [],
  disallowedTagsMode: 'discard',
  // The contents of these never become text (a script's source is not something a reader wrote).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'title',
    'template',
    'xmp',
    'noembed',
    'noframes',
    'plaintext',
  ],
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
  enforceHtmlBoundary: false,
};

/** Inline HTML from a client as the one canonical, allow-listed form. */
export function sanitizeInline(html: string): string {
  const cleaned = sanitizeHtml(html, SANITIZE_OPTIONS);
  // A second, independent reading: only the tags `parseInline` knows survive, links pass safeHref.
  return segmentsToHtml(parseInline(cleaned));
}

/**
 * Plain text (a caption, a file name): every tag removed, the text kept as text. What is left
 * never looks like a tag either ("<" directly before a letter, "/" or "!" is dropped), so the
 * value stays inert even where someone later interpolates it into HTML without escaping.
 */
export function sanitizePlain(text: string): string {
  let value = parseInline(sanitizeHtml(text, { ...SANITIZE_OPTIONS, allowedTags: [], allowedAttributes: {} }))
    .map((segment) => segment.text)
    .join('');
  for (let previous = ''; previous !== value;) {
    previous = value;
    value = value.replace(/<(?=[a-z!/?])/giu, '');
  }
  return value.replace(/\s+/gu, ' ').trim();
}

/** An image or file address: http(s) or a path on this site, never data:, javascript: or "//host". */
export function safeMediaUrl(raw: string): string | null {
  const href = safeHref(raw);
  if (!href || href.toLowerCase().startsWith('mailto:')) return null;
  return href;
}

export interface SanitizedRichText {
  data: RichText;
  html: string;
  rawText: string;
}

export interface SanitizeOptions {
  /** The request field holding the rich text ("description"), prefixed to field error paths. */
  field?: string;
}

function fail(field: string | undefined, path: Array<string | number>, message: string): never {
  const key = [field, ...path].filter((part) => part !== undefined && part !== '').join('.');
  throw invalidFields({ [key || 'blocks']: [message] });
}

function fromZod(field: string | undefined, error: z.ZodError): never {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = [field, ...issue.path.map(String)].filter(Boolean).join('.') || 'blocks';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  throw invalidFields(fieldErrors);
}

function sanitizeBlock(block: Block, index: number, field: string | undefined): Block | null {
  const at = (...rest: Array<string | number>) => ['blocks', index, ...rest];
  const id = block.id !== undefined ? { id: block.id.replace(/[^A-Za-z0-9_-]/gu, '').slice(0, 64) } : {};
  switch (block.type) {
    case 'paragraph':
      return { ...id, type: 'paragraph', data: { text: sanitizeInline(block.data.text) } };
    case 'header':
      return {
        ...id,
        type: 'header',
        data: { text: sanitizeInline(block.data.text), level: block.data.level },
      };
    case 'list':
      return {
        ...id,
        type: 'list',
        data: { style: block.data.style, items: block.data.items.map((item) => sanitizeInline(item)) },
      };
    case 'quote': {
      const caption = block.data.caption ? sanitizePlain(block.data.caption) : '';
      return {
        ...id,
        type: 'quote',
        data: { text: sanitizeInline(block.data.text), ...(caption ? { caption } : {}) },
      };
    }
    case 'code':
      // Code is plain text, shown as text: nothing in it is markup.
      return { ...id, type: 'code', data: { code: block.data.code } };
    case 'delimiter':
      return { ...id, type: 'delimiter', data: {} };
    case 'image': {
      const url = safeMediaUrl(block.data.url);
      if (!url) fail(field, at('data', 'url'), RICH_TEXT_MESSAGES.invalidUrl);
      const caption = block.data.caption ? sanitizePlain(block.data.caption) : '';
      return {
        ...id,
        type: 'image',
        data: {
          ...(block.data.upload_id !== undefined ? { upload_id: block.data.upload_id } : {}),
          url,
          ...(caption ? { caption } : {}),
        },
      };
    }
    case 'embed': {
      // The pasted address decides; a client's own "embed" value is never trusted.
      const video = parseVideoUrl(block.data.source) ?? parseVideoUrl(block.data.embed);
      if (!video) fail(field, at('data', 'source'), RICH_TEXT_MESSAGES.unsupportedEmbed);
      const source = safeHref(block.data.source) ?? video.embed;
      const caption = block.data.caption ? sanitizePlain(block.data.caption) : '';
      return {
        ...id,
        type: 'embed',
        data: { service: video.service, source, embed: video.embed, ...(caption ? { caption } : {}) },
      };
    }
    case 'file': {
      const url = block.data.url ? safeMediaUrl(block.data.url) : undefined;
      if (url === null) fail(field, at('data', 'url'), RICH_TEXT_MESSAGES.invalidUrl);
      const name = block.data.name ? sanitizePlain(block.data.name) : '';
      const mime =
        block.data.mime_type && /^[\w.+-]+\/[\w.+-]+$/u.test(block.data.mime_type)
          ? block.data.mime_type
          : '';
      return {
        ...id,
        type: 'file',
        data: {
          upload_id: block.data.upload_id,
          ...(url ? { url } : {}),
          ...(name ? { name } : {}),
          ...(mime ? { mime_type: mime } : {}),
        },
      };
    }
  }
}

/** Whether a block still says something after sanitising (an emptied paragraph is dropped). */
function hasContent(block: Block): boolean {
  if (block.type === 'paragraph' || block.type === 'header') return block.data.text.trim() !== '';
  if (block.type === 'quote') return block.data.text.trim() !== '' || !!block.data.caption;
  if (block.type === 'list') return block.data.items.some((item) => item.trim() !== '');
  return true;
}

/** Blocks as HTML for readers outside the app (mail, link previews): every value escaped. */
export function blocksToHtml(blocks: readonly Block[]): string {
  const inline = (html: string) => segmentsToHtml(parseInline(html), { rel: true });
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'paragraph':
          return `<p>${inline(block.data.text)}</p>`;
        case 'header':
          return `<h${block.data.level}>${inline(block.data.text)}</h${block.data.level}>`;
        case 'list': {
          const tag = block.data.style === 'ordered' ? 'ol' : 'ul';
          return `<${tag}>${block.data.items.map((item) => `<li>${inline(item)}</li>`).join('')}</${tag}>`;
        }
        case 'quote':
          return `<blockquote><p>${inline(block.data.text)}</p>${
            block.data.caption ? `<cite>${escapeText(block.data.caption)}</cite>` : ''
          }</blockquote>`;
        case 'code':
          return `<pre><code>${escapeText(block.data.code)}</code></pre>`;
        case 'delimiter':
          return '<hr>';
        case 'image':
          return `<figure><img src="${escapeHtml(block.data.url)}" alt="${escapeHtml(block.data.caption ?? '')}">${
            block.data.caption ? `<figcaption>${escapeText(block.data.caption)}</figcaption>` : ''
          }</figure>`;
        case 'embed':
          return `<figure><a href="${escapeHtml(block.data.source)}" rel="noopener noreferrer nofollow">${escapeText(
            block.data.caption || `Watch on ${block.data.service === 'youtube' ? 'YouTube' : 'Vimeo'}`,
          )}</a></figure>`;
        case 'file':
          return block.data.url
            ? `<p><a href="${escapeHtml(block.data.url)}" rel="noopener noreferrer nofollow">${escapeText(
                block.data.name || 'Attachment',
              )}</a></p>`
            : `<p>${escapeText(block.data.name || 'Attachment')}</p>`;
      }
    })
    .join('');
}

/**
 * Checks and cleans rich text from a request. Invalid shapes, text over the limits, an embed
 * that is not YouTube or Vimeo, or an image/file link that is not http(s) answer 400 (the
 * spec's error format, via `invalidFields`); hostile markup inside text is removed, not refused.
 */
export function sanitizeRichText(data: unknown, options: SanitizeOptions = {}): SanitizedRichText {
  const { field } = options;
  const parsed = richTextSchema.safeParse(data);
  if (!parsed.success) fromZod(field, parsed.error);
  const blocks = parsed.data.blocks
    .map((block, index) => sanitizeBlock(block, index, field))
    .filter((block): block is Block => block !== null && hasContent(block));
  // Escaping can lengthen text ("<" becomes "&lt;"): the stored result must still fit.
  const checked = richTextSchema.safeParse({ blocks });
  if (!checked.success) fromZod(field, checked.error);
  const rawText = blocksToPlainText(checked.data.blocks);
  if (rawText.length > RICH_TEXT_LIMITS.plainText)
    fail(field, [], RICH_TEXT_MESSAGES.tooLong(RICH_TEXT_LIMITS.plainText));
  return { data: checked.data, html: blocksToHtml(checked.data.blocks), rawText };
}
