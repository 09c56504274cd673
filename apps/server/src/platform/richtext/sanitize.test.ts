import { parseInline, type Block } from '@careerhub/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.js';
import { sanitizeInline, sanitizeRichText } from './index.js';

/**
 * Known XSS payloads (OWASP XSS filter evasion cheat sheet style). Each one, placed in block
 * text, must come out inert: no tag but the allow-listed marks, no attribute but a safe href.
 */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src=`javascript:alert(1)`>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="java&#10;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="\u200bjavascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="DATA:text/html,<script>alert(1)</script>">x</a>',
  '<a href="//evil.example">x</a>',
  '<a href="https://example.com" onclick="alert(1)" onmouseover="alert(1)">x</a>',
  '<a href="https://example.com" style="position:fixed;top:0">x</a>',
  '<a href="https://example.com" target="_blank">x</a>',
  '<b onmouseover=alert(1)>x</b>',
  '<b style="background:url(javascript:alert(1))">x</b>',
  '<div style="width: expression(alert(1));">x</div>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<form action="https://evil.example"><button>x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<marquee onstart=alert(1)>',
  '<<script>script>alert(1)<</script>/script>',
  '<b <script>alert(1)</script>>x</b>',
  '<a href="https://example.com"<img src=x onerror=alert(1)>>x</a>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '＜script＞alert(1)＜/script＞',
  '<scr\u0000ipt>alert(1)</scr\u0000ipt>',
  '<img src="x" o\u006eerror="alert(1)">',
  '<x onclick=alert(1)>click</x>',
  '<a href="https://example.com"><svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg></a>',
  '<table background="javascript:alert(1)">',
  '<isindex action=javascript:alert(1) type=image>',
];

/** Tags, attributes and schemes that may appear in sanitised inline HTML. */
function assertInert(html: string) {
  for (const tag of html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/giu)) {
    expect(['b', 'i', 'u', 'code', 'a', 'br'], html).toContain(tag[1]!.toLowerCase());
    const attrs = tag[2]!.trim();
    if (attrs) expect(attrs, html).toMatch(/^href="(https?:\/\/|mailto:|\/(?![/\\]))[^"]*"$/u);
  }
  expect(html.toLowerCase()).not.toMatch(
    /javascript:|vbscript:|data:text|on[a-z]+=|<script|<iframe|<svg|<img/u,
  );
}

describe('sanitizeRichText: known XSS payloads come out inert', () => {
  for (const payload of PAYLOADS) {
    it(payload.slice(0, 90), () => {
      const blocks: Block[] = [
        { type: 'paragraph', data: { text: `before ${payload} after` } },
        { type: 'header', data: { text: payload, level: 2 } },
        { type: 'list', data: { style: 'unordered', items: [payload, 'ok'] } },
        { type: 'quote', data: { text: payload, caption: payload } },
      ];
      const { data, html } = sanitizeRichText({ blocks });
      for (const block of data.blocks) {
        if (block.type === 'paragraph' || block.type === 'header' || block.type === 'quote')
          assertInert(block.data.text);
        if (block.type === 'list') block.data.items.forEach(assertInert);
        if (block.type === 'quote' && block.data.caption)
          expect(block.data.caption).not.toMatch(/<[a-z!/?]/iu);
      }
      // The served HTML is made only of the renderer's own tags and safe attributes.
      expect(html.toLowerCase()).not.toMatch(
        /javascript:|vbscript:|data:text|\son[a-z]+=|<script|<iframe|<svg|<img/u,
      );
      // Links that survive are only ever http(s)/mailto.
      for (const segment of parseInline(sanitizeInline(payload)))
        if (segment.href) expect(segment.href).toMatch(/^(https?:|mailto:)/u);
    });
  }
});

describe('sanitizeRichText: valid content', () => {
  const valid: Block[] = [
    { id: 'h1', type: 'header', data: { text: 'Plan <i>your</i> week', level: 3 } },
    {
      type: 'paragraph',
      data: {
        text: 'A <b>bold</b>, <i>italic</i>, <u>underlined</u> and <code>code</code> line<br>with a <a href="https://example.com/a?b=1&amp;c=2">link</a> &amp; <a href="mailto:team@example.com">mail</a>, 1 &lt; 2.',
      },
    },
    { type: 'list', data: { style: 'ordered', items: ['First', 'Second <b>step</b>'] } },
    { type: 'quote', data: { text: 'Stay curious.', caption: 'A mentor' } },
    { type: 'code', data: { code: '<script>console.log("shown as text")</script>' } },
    { type: 'delimiter', data: {} },
    { type: 'image', data: { upload_id: 12, url: '/media/abc123', caption: 'Team photo' } },
    {
      type: 'embed',
      data: {
        service: 'youtube',
        source: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        embed: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      },
    },
    {
      type: 'file',
      data: {
        upload_id: 13,
        url: 'https://cdn.example.com/guide.pdf',
        name: 'Guide.pdf',
        mime_type: 'application/pdf',
      },
    },
  ];

  it('survives unchanged, with its plain text and HTML', () => {
    const { data, rawText, html } = sanitizeRichText({ blocks: valid });
    expect(data).toEqual({ blocks: valid });
    expect(rawText).toContain('A bold, italic, underlined and code line\nwith a link & mail, 1 < 2.');
    expect(rawText).toContain('First\nSecond step');
    expect(html).toContain('<h3>Plan <i>your</i> week</h3>');
    expect(html).toContain(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow">link</a>',
    );
    expect(html).toContain(
      '<pre><code>&lt;script&gt;console.log("shown as text")&lt;/script&gt;</code></pre>',
    );
    expect(html).toContain('<img src="/media/abc123" alt="Team photo">');
  });

  it('normalises embeds to the player URL and drops emptied blocks', () => {
    const { data } = sanitizeRichText({
      blocks: [
        { type: 'paragraph', data: { text: '<script>alert(1)</script>' } },
        {
          type: 'embed',
          data: { service: 'vimeo', source: 'https://vimeo.com/76979871', embed: 'https://evil.example/x' },
        },
        {
          type: 'embed',
          data: { service: 'vimeo', source: 'https://youtu.be/dQw4w9WgXcQ', embed: 'https://evil.example/x' },
        },
      ],
    });
    expect(data.blocks).toEqual([
      {
        type: 'embed',
        data: {
          service: 'vimeo',
          source: 'https://vimeo.com/76979871',
          embed: 'https://player.vimeo.com/video/76979871',
        },
      },
      {
        type: 'embed',
        data: {
          service: 'youtube',
          source: 'https://youtu.be/dQw4w9WgXcQ',
          embed: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        },
      },
    ]);
  });
});

describe('sanitizeRichText: refusals in the error format', () => {
  const refuse = (data: unknown, field?: string) => {
    try {
      sanitizeRichText(data, { field });
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      const app = error as AppError;
      expect(app.statusCode).toBe(400);
      return app.toBody();
    }
    throw new Error('not refused');
  };

  it('refuses foreign embeds, unsafe media links, unknown blocks and oversize text', () => {
    const embed = refuse(
      {
        blocks: [
          {
            type: 'embed',
            data: { service: 'youtube', source: 'https://evil.example/v', embed: 'https://evil.example/v' },
          },
        ],
      },
      'description',
    );
    expect(embed.field_errors).toEqual({
      'description.blocks.0.data.source': ['Only YouTube and Vimeo videos can be embedded.'],
    });
    expect(
      refuse({ blocks: [{ type: 'image', data: { url: 'javascript:alert(1)' } }] }).field_errors,
    ).toHaveProperty(['blocks.0.data.url']);
    expect(
      refuse({ blocks: [{ type: 'image', data: { url: 'data:image/svg+xml,<svg onload=alert(1)>' } }] })
        .message,
    ).toBe('Invalid request data.');
    expect(
      refuse({ blocks: [{ type: 'file', data: { upload_id: 1, url: '//evil.example/x' } }] }),
    ).toBeTruthy();
    expect(refuse({ blocks: [{ type: 'raw', data: { html: '<script>' } }] })).toBeTruthy();
    expect(
      refuse({ blocks: [{ type: 'paragraph', data: { text: 'x', onclick: 'alert(1)' } }] }),
    ).toBeTruthy();
    expect(refuse('<p>not blocks</p>')).toBeTruthy();
    // "<" escapes to "&lt;": text at the limit that grows past it is refused, not stored cut.
    expect(refuse({ blocks: [{ type: 'paragraph', data: { text: '<'.repeat(9_000) } }] })).toBeTruthy();
  });
});
