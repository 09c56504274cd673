import { WhatwgUrl } from './url.js';
/**
 * Inline rich text: the HTML allowed inside a block's text, parsed without a DOM so the server,
 * the web view and the tests read it the same way. Only <b>/<strong>, <i>/<em>, <u>, <code>,
 * <a href> and <br> mean anything; any other tag is dropped (its text stays, as text), and every
 * entity is decoded to the character it names. The result is data, never markup: the web view
 * renders it as React elements.
 */
export const INLINE_MARKS = ['bold', 'italic', 'underline', 'code'] as const;
export type InlineMark = (typeof INLINE_MARKS)[number];

export interface InlineSegment {
  /** Plain text; "\n" stands for a <br>. */
  text: string;
  marks: InlineMark[];
  /** A link target that passed `safeHref`. */
  href?: string;
}

const TAG_MARK: Record<string, InlineMark> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  u: 'underline',
  code: 'code',
};

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the entities HTML text may carry (named ones above, decimal and hex references). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/giu, (match, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
        return '\ufffd';
      return String.fromCodePoint(code);
    }
    const named = NAMED_ENTITIES[body.toLowerCase()];
    return named ?? match;
  });
}

/** Escapes text for an HTML text node (the least that keeps it text). */
export function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** Escapes text for an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * A link target that is safe to follow: http(s) or mailto, or a path on this site ("/…", not
 * "//…"). Control characters and whitespace are stripped first, as browsers do, so
 * "java\nscript:" and " javascript:" are read for what they are.
 */
export function safeHref(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const value = decodeEntities(raw).replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u0020\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/gu,
    '',
  );
  if (value === '') return null;
  if (value.startsWith('/')) return value.startsWith('//') || value.startsWith('/\\') ? null : value;
  const scheme = /^([a-z][a-z0-9+.-]*):/iu.exec(value);
  if (!scheme) return null;
  const name = scheme[1]!.toLowerCase();
  if (name !== 'http' && name !== 'https' && name !== 'mailto') return null;
  try {
    const parsed = new WhatwgUrl(value);
    if (name !== 'mailto' && !parsed.hostname) return null;
    return parsed.href;
  } catch {
    return null;
  }
}

const TOKEN = /<(\/?)([a-z][a-z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<!--[\s\S]*?(?:-->|$)|([^<]+|<)/giu;
const HREF_ATTR = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/iu;

/** Splits allow-listed inline HTML into text segments with their marks and link. */
export function parseInline(html: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  const stack: Array<{ tag: string; mark?: InlineMark; href?: string | null }> = [];
  const push = (text: string) => {
    if (!text) return;
    const marks: InlineMark[] = [];
    let href: string | undefined;
    for (const open of stack) {
      if (open.mark && !marks.includes(open.mark)) marks.push(open.mark);
      if (open.tag === 'a') href = open.href ?? undefined;
    }
    marks.sort((a, b) => INLINE_MARKS.indexOf(a) - INLINE_MARKS.indexOf(b));
    const last = segments[segments.length - 1];
    if (last && last.href === href && last.marks.join() === marks.join()) last.text += text;
    else segments.push(href ? { text, marks, href } : { text, marks });
  };
  let dropDepth = 0;
  for (const match of html.matchAll(TOKEN)) {
    const [whole, closing, rawTag, attrs, text] = match;
    if (text !== undefined) {
      if (dropDepth === 0) push(decodeEntities(text));
      continue;
    }
    if (!rawTag) continue; // a comment
    const tag = rawTag.toLowerCase();
    // Script and style bodies are never text a reader meant to see.
    if (tag === 'script' || tag === 'style') {
      dropDepth = Math.max(0, dropDepth + (closing ? -1 : whole.endsWith('/>') ? 0 : 1));
      continue;
    }
    if (dropDepth > 0) continue;
    if (tag === 'br') {
      push('\n');
      continue;
    }
    if (tag !== 'a' && !TAG_MARK[tag]) continue;
    if (closing) {
      const at = stack.map((open) => open.tag).lastIndexOf(tag);
      if (at >= 0) stack.splice(at, 1);
      continue;
    }
    if (tag === 'a') {
      const href = HREF_ATTR.exec(attrs ?? '');
      stack.push({ tag, href: safeHref(href ? (href[1] ?? href[2] ?? href[3]) : null) });
    } else stack.push({ tag, mark: TAG_MARK[tag] });
  }
  return segments;
}

const MARK_TAG: Record<InlineMark, string> = { bold: 'b', italic: 'i', underline: 'u', code: 'code' };

/**
 * The canonical HTML for segments: marks nested a > b > i > u > code, text escaped. Stored text
 * has links as bare `<a href>`; `rel` is for HTML served to readers.
 */
export function segmentsToHtml(segments: InlineSegment[], options: { rel?: boolean } = {}): string {
  let html = '';
  for (const segment of segments) {
    const marks = [...segment.marks].sort((a, b) => INLINE_MARKS.indexOf(a) - INLINE_MARKS.indexOf(b));
    let body = segment.text
      .split('\n')
      .map((part) => escapeText(part))
      .join('<br>');
    for (const mark of [...marks].reverse()) body = `<${MARK_TAG[mark]}>${body}</${MARK_TAG[mark]}>`;
    const href = safeHref(segment.href);
    const rel = options.rel ? ' rel="noopener noreferrer nofollow"' : '';
    if (href) body = `<a href="${escapeHtml(href)}"${rel}>${body}</a>`;
    html += body;
  }
  return html;
}

/** The text a reader sees in inline HTML (tags dropped, entities decoded, <br> as "\n"). */
export function inlineToText(html: string): string {
  return parseInline(html)
    .map((segment) => segment.text)
    .join('');
}

/** The first `limit` characters of inline HTML, keeping marks and links whole. */
export function truncateInline(html: string, limit: number): string {
  const kept: InlineSegment[] = [];
  let left = limit;
  for (const segment of parseInline(html)) {
    if (left <= 0) break;
    if (segment.text.length <= left) {
      kept.push(segment);
      left -= segment.text.length;
    } else {
      kept.push({ ...segment, text: segment.text.slice(0, left) });
      left = 0;
    }
  }
  return segmentsToHtml(kept);
}
