import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript, snippet } from './job-seo.js';

describe('job page text helpers', () => {
  it('escapes everything HTML could read as markup', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('JSON for a script element cannot close it or open a comment', () => {
    const text = jsonForScript({ t: '</script><!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ t: '</script><!-- & \u2028' });
  });

  it('snippet drops tags, collapses spaces and cuts near a word boundary', () => {
    expect(snippet('<p>Hello   <b>world</b></p>')).toBe('Hello world');
    const long = snippet('word '.repeat(100), 50);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long.endsWith('word…')).toBe(true);
  });
});
