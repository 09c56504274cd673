import { WhatwgUrl, type ParsedUrl } from './url.js';
import type { EmbedService } from './schema.js';

/** The hosts an embed may come from (and nothing else: no other iframe is ever rendered). */
export const EMBED_HOSTS: Record<EmbedService, readonly string[]> = {
  youtube: [
    'youtube.com',
    'www.youtube.com',
    'm.youtube.com',
    'youtu.be',
    'youtube-nocookie.com',
    'www.youtube-nocookie.com',
  ],
  vimeo: ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'],
};

export interface VideoEmbed {
  service: EmbedService;
  /** The video's id on its service. */
  id: string;
  /** The player address an iframe may load. */
  embed: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/u;
const VIMEO_ID = /^\d{1,12}$/u;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/iu;

function startSeconds(value: string | null): number | null {
  if (!value) return null;
  if (/^\d{1,6}$/u.test(value)) return Number(value);
  const parts = /^(?:(\d{1,3})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s)?$/u.exec(value);
  if (!parts || value === '') return null;
  return Number(parts[1] ?? 0) * 3600 + Number(parts[2] ?? 0) * 60 + Number(parts[3] ?? 0);
}

function youtube(url: ParsedUrl): VideoEmbed | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be') id = segments[0];
  else if (segments[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
  else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1];
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return {
    service: 'youtube',
    id,
    embed: `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ''}`,
  };
}

function vimeo(url: ParsedUrl): VideoEmbed | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let hash: string | null = url.searchParams.get('h');
  if (host === 'player.vimeo.com') {
    if (segments[0] === 'video') id = segments[1];
  } else {
    // vimeo.com/ID, vimeo.com/ID/HASH, vimeo.com/channels/NAME/ID, vimeo.com/groups/NAME/videos/ID
    const at = segments.findIndex((segment: string) => VIMEO_ID.test(segment));
    if (at >= 0) {
      id = segments[at];
      const next = segments[at + 1];
      if (!hash && next && VIMEO_HASH.test(next)) hash = next;
    }
  }
  if (!id || !VIMEO_ID.test(id)) return null;
  const query = hash && VIMEO_HASH.test(hash) ? `?h=${hash}` : '';
  return { service: 'vimeo', id, embed: `https://player.vimeo.com/video/${id}${query}` };
}

/**
 * A YouTube or Vimeo video address (watch page, short link or player) as its service, id and
 * player URL; null for anything else, including look-alike hosts ("youtube.com.evil.example").
 */
export function parseVideoUrl(raw: string | null | undefined): VideoEmbed | null {
  if (!raw) return null;
  const value = raw.trim();
  if (value.length > 2000) return null;
  let url: ParsedUrl;
  try {
    url = new WhatwgUrl(/^[a-z][a-z0-9+.-]*:/iu.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || (url.port && url.port !== '443' && url.port !== '80')) return null;
  const host = url.hostname.toLowerCase();
  if (EMBED_HOSTS.youtube.includes(host)) return youtube(url);
  if (EMBED_HOSTS.vimeo.includes(host)) return vimeo(url);
  return null;
}
