import { z } from 'zod';

/** Link previews of URLs in post text (issue 18, item 4). */
export const LINK_PREVIEW_TEXT = {
  invalidLink: 'Enter a valid http or https link.',
  blockedLink: 'This link cannot be previewed.',
} as const;

/** The longest URL the server will preview. */
export const LINK_PREVIEW_MAX_URL = 2000;

export const linkPreviewQuery = z.object({
  url: z
    .string({ error: LINK_PREVIEW_TEXT.invalidLink })
    .trim()
    .min(1, { error: LINK_PREVIEW_TEXT.invalidLink })
    .max(LINK_PREVIEW_MAX_URL, { error: LINK_PREVIEW_TEXT.invalidLink })
    .pipe(z.url({ protocol: /^https?$/, hostname: /^[^\s]+$/, error: LINK_PREVIEW_TEXT.invalidLink })),
});

export const linkPreviewSchema = z.object({
  /** The link as asked for (without its fragment). */
  url: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** An https image URL, or null. */
  image: z.string().nullable(),
  site_name: z.string().nullable(),
  /** The host the page was read from, without "www.". */
  domain: z.string(),
});
export type LinkPreview = z.infer<typeof linkPreviewSchema>;

/** `data` is null when the page could not be previewed (the failure is logged, the card is left out). */
export const linkPreviewResponseSchema = z.object({ data: linkPreviewSchema.nullable() });
export type LinkPreviewResponse = z.infer<typeof linkPreviewResponseSchema>;

/**
 * The first http(s) URL in a text, trailing punctuation left out (a link at the end of a sentence).
 * Used by the web app to pick the link of a post worth a preview.
 */
export function firstUrlIn(text: string): string | null {
  const match = /\bhttps?:\/\/[^\s<>"'`]+/i.exec(text);
  if (!match) return null;
  let url = match[0];
  // Strip closing punctuation that belongs to the sentence, keeping balanced parentheses.
  while (/[.,;:!?)\]}'"»”’]$/.test(url)) {
    if (url.endsWith(')') && (url.match(/\(/g)?.length ?? 0) >= (url.match(/\)/g)?.length ?? 0)) break;
    url = url.slice(0, -1);
  }
  return /^https?:\/\/[^/?#\s]+/i.test(url) ? url : null;
}
