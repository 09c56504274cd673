/** The YouTube video id of a link (watch, youtu.be, shorts, embed), or null. */
export function youtubeId(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    const host = url.hostname.replace(/^www\.|^m\./, '');
    let id: string | null = null;
    if (host === 'youtu.be') id = url.pathname.slice(1);
    else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
      id = url.searchParams.get('v');
      const m = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname);
      if (!id && m) id = m[1] ?? null;
    }
    return id && /^[\w-]{6,20}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** The PDF's width on this screen: half of it above 1000 px, three quarters above 600 (content-ai-admin 2.5). */
export function pdfWidth(screenWidth: number): number {
  if (screenWidth > 1000) return Math.round(screenWidth * 0.5);
  if (screenWidth > 600) return Math.round(screenWidth * 0.75);
  return screenWidth;
}
