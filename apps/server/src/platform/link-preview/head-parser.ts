import { Parser } from 'htmlparser2';

/** What a page's head says about itself, before choosing between Open Graph, Twitter and plain tags. */
export interface HeadTags {
  meta: Map<string, string>;
  title: string;
}

const META_KEYS = new Set([
  'og:title',
  'og:description',
  'og:image',
  'og:image:url',
  'og:image:secure_url',
  'og:site_name',
  'twitter:title',
  'twitter:description',
  'twitter:image',
  'twitter:image:src',
  'description',
]);

/**
 * A streaming reader of an HTML page's head (htmlparser2, which is forgiving with broken markup
 * and decodes entities). `write` answers true once the head is over (</head> or <body>): the
 * caller can close the connection, nothing after it matters for a preview.
 */
export function createHeadParser() {
  const tags: HeadTags = { meta: new Map(), title: '' };
  let inTitle = false;
  let titleSeen = false;
  let done = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'body') done = true;
        if (done) return;
        if (name === 'title' && !titleSeen) inTitle = true;
        if (name !== 'meta') return;
        const key = (attributes.property ?? attributes.name ?? '').trim().toLowerCase();
        const content = attributes.content;
        // The first value wins, as in the parsers of chat apps.
        if (META_KEYS.has(key) && content && !tags.meta.has(key)) tags.meta.set(key, content);
      },
      ontext(text) {
        if (inTitle && tags.title.length < 2000) tags.title += text;
      },
      onclosetag(name) {
        if (name === 'title' && inTitle) {
          inTitle = false;
          titleSeen = true;
        }
        if (name === 'head') done = true;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  return {
    write(text: string): boolean {
      if (!done) parser.write(text);
      return done;
    },
    end(): HeadTags {
      if (!done) parser.end();
      return tags;
    },
  };
}
