import { describe, expect, it } from 'vitest';
import {
  RICH_TEXT_LIMITS,
  blocksToPlainText,
  parseInline,
  parseVideoUrl,
  richTextLength,
  richTextSchema,
  safeHref,
  segmentsToHtml,
  textToBlocks,
  toRichText,
  truncateBlocks,
  type Block,
} from './index.js';

const doc: Block[] = [
  { type: 'header', data: { text: 'Getting <b>started</b>', level: 2 } },
  { type: 'paragraph', data: { text: 'Read the <a href="https://example.com/guide">guide</a> &amp; ask.' } },
  { type: 'list', data: { style: 'unordered', items: ['one', '<i>two</i>'] } },
  { type: 'delimiter', data: {} },
  { type: 'code', data: { code: 'const a = 1 < 2;' } },
];

describe('rich text schema', () => {
  it('accepts every block type and refuses unknown ones and oversize documents', () => {
    expect(richTextSchema.safeParse({ blocks: doc }).success).toBe(true);
    expect(richTextSchema.safeParse({ blocks: [{ type: 'raw', data: { html: '<b>x</b>' } }] }).success).toBe(
      false,
    );
    expect(
      richTextSchema.safeParse({ blocks: [{ type: 'header', data: { text: 'x', level: 1 } }] }).success,
    ).toBe(false);
    const many = Array.from({ length: RICH_TEXT_LIMITS.blocks + 1 }, () => ({ type: 'delimiter', data: {} }));
    expect(richTextSchema.safeParse({ blocks: many }).success).toBe(false);
    const long = 'x'.repeat(RICH_TEXT_LIMITS.text + 1);
    expect(richTextSchema.safeParse({ blocks: [{ type: 'paragraph', data: { text: long } }] }).success).toBe(
      false,
    );
  });
});

describe('plain text', () => {
  it('blocksToPlainText drops markup and decodes entities, a block a paragraph', () => {
    expect(blocksToPlainText(doc)).toBe(
      'Getting started\n\nRead the guide & ask.\n\none\ntwo\n\nconst a = 1 < 2;',
    );
    expect(richTextLength(doc)).toBe('Getting started'.length + 'Read the guide & ask.'.length + 7 + 16);
  });

  it('textToBlocks makes paragraphs of plain text, escaping what looks like markup', () => {
    expect(textToBlocks('First line\nsecond <b>line</b>\n\n\nNext & last')).toEqual([
      { type: 'paragraph', data: { text: 'First line<br>second &lt;b&gt;line&lt;/b&gt;' } },
      { type: 'paragraph', data: { text: 'Next &amp; last' } },
    ]);
    expect(textToBlocks('')).toEqual([]);
    expect(blocksToPlainText(textToBlocks('a <script>\n\nb'))).toBe('a <script>\n\nb');
  });

  it('toRichText reads blocks, their JSON, or older plain text', () => {
    expect(toRichText({ blocks: doc }).blocks).toHaveLength(5);
    expect(toRichText(JSON.stringify({ blocks: doc })).blocks).toHaveLength(5);
    expect(toRichText('Just text').blocks).toEqual([{ type: 'paragraph', data: { text: 'Just text' } }]);
    expect(toRichText('{not json').blocks[0]!.type).toBe('paragraph');
    expect(toRichText(null).blocks).toEqual([]);
  });
});

describe('inline html', () => {
  it('reads only the allowed marks and safe links', () => {
    expect(parseInline('<strong>a</strong><em>b</em><u>c</u><code>d</code>')).toEqual([
      { text: 'a', marks: ['bold'] },
      { text: 'b', marks: ['italic'] },
      { text: 'c', marks: ['underline'] },
      { text: 'd', marks: ['code'] },
    ]);
    expect(parseInline('<a href="javascript:alert(1)">x</a>')).toEqual([{ text: 'x', marks: [] }]);
    expect(parseInline('<script>alert(1)</script>ok<img src=x onerror=alert(1)>')).toEqual([
      { text: 'ok', marks: [] },
    ]);
    expect(
      segmentsToHtml(parseInline('<b><i>x</i></b> <a href="https://a.example/?q=1&amp;r=2">y</a>')),
    ).toBe('<b><i>x</i></b> <a href="https://a.example/?q=1&amp;r=2">y</a>');
  });

  it('safeHref allows http(s), mailto and site paths only', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com/');
    expect(safeHref('mailto:a@example.com')).toBe('mailto:a@example.com');
    expect(safeHref('/media/abc')).toBe('/media/abc');
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:x',
      '//evil.example',
      '/\\evil.example',
      'https://',
    ])
      expect(safeHref(bad), bad).toBeNull();
  });
});

describe('video urls', () => {
  it('normalises YouTube and Vimeo addresses to their player', () => {
    const yt = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    expect(parseVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')?.embed).toBe(yt);
    expect(parseVideoUrl('youtu.be/dQw4w9WgXcQ')?.embed).toBe(yt);
    expect(parseVideoUrl('https://youtu.be/dQw4w9WgXcQ?t=1m5s')?.embed).toBe(`${yt}?start=65`);
    expect(parseVideoUrl('https://m.youtube.com/shorts/dQw4w9WgXcQ')?.embed).toBe(yt);
    expect(parseVideoUrl('https://vimeo.com/76979871')?.embed).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(parseVideoUrl('https://vimeo.com/76979871/abcdef1234')?.embed).toBe(
      'https://player.vimeo.com/video/76979871?h=abcdef1234',
    );
    expect(parseVideoUrl('https://player.vimeo.com/video/76979871')?.service).toBe('vimeo');
    for (const bad of [
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ',
      'javascript://youtube.com/%0aalert(1)',
      'https://www.youtube.com/watch?v=<script>',
      'https://user@www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com/channels/staff',
    ])
      expect(parseVideoUrl(bad), bad).toBeNull();
  });
});

describe('truncateBlocks', () => {
  it('keeps whole blocks under the limit and cuts the one that crosses it', () => {
    expect(truncateBlocks(doc, 10_000)).toEqual({ blocks: doc, truncated: false });
    const { blocks, truncated } = truncateBlocks(doc, 20);
    expect(truncated).toBe(true);
    expect(blocks).toHaveLength(2);
    expect(blocks[1]).toEqual({ type: 'paragraph', data: { text: 'Read…' } });
    const words = textToBlocks('word '.repeat(400));
    const cut = truncateBlocks(words, 1200).blocks;
    expect(blocksToPlainText(cut).length).toBeLessThanOrEqual(1201);
    expect(blocksToPlainText(cut).endsWith('word…')).toBe(true);
  });

  it('keeps marks whole when cutting inside them', () => {
    const { blocks } = truncateBlocks([{ type: 'paragraph', data: { text: '<b>bold text here</b>' } }], 4);
    expect(blocks[0]).toEqual({ type: 'paragraph', data: { text: '<b>bold</b>…' } });
  });
});
