import { escapeHtml } from '../jobs/job-seo.js';

export interface SharedItem {
  slug: string;
  title: string;
  description: string;
  image: string | null;
}

/**
 * The SPA's index.html for /post/{slug} and /resource/{slug}, with the item's title, description
 * and image as Open Graph and Twitter tags, so a shared link previews in chat apps without
 * running the app. Locked premium items only ever carry their preview here.
 */
export function renderContentPage(
  indexHtml: string,
  page: { item: SharedItem; url: string; siteName: string; baseUrl: string; kind: 'article' },
): string {
  const { item, url, siteName } = page;
  const title = `${item.title} | ${siteName}`;
  const image = item.image ? new URL(item.image, page.baseUrl).toString() : null;
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    meta('name', 'description', item.description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', page.kind),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', item.title),
    meta('property', 'og:description', item.description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', item.title),
    meta('name', 'twitter:description', item.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
  ].join('\n    ');
  let html = indexHtml.replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  const titleTag = `<title>${escapeHtml(title)}</title>`;
  html = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => titleTag)
    : html.replace(/<\/head>/i, () => `${titleTag}\n</head>`);
  return html.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
}
