import { makeContent } from '../../test/community-helpers.js';
import { createNewsletterTokens } from '../modules/newsletters/newsletter-token.js';
import type { TestApp } from '../../test/helpers.js';
import type { World } from './authz-matrix.fixtures.js';
import { ANYONE_PASS, EVERYONE, REGISTERED, SIGNED_PASS, row, type Row } from './authz-matrix.kit.js';

/** The test app of the world a row is called with (the matrix test sets it before the rows run). */
let app: TestApp | null = null;
export const useCommunityApp = (t: TestApp) => {
  app = t;
};

/** One public post of org by its admin per world, with a comment by the member. */
const posts = new WeakMap<World, Promise<{ id: number }>>();
const postOf = (w: World) => {
  if (!posts.has(w)) posts.set(w, makeContent(app!, { createdBy: w.users.admin.id, groupId: w.org.id }));
  return posts.get(w)!;
};
/** A comment of the member on org's post, made for one call (editing or deleting it). */
async function freshComment(w: World): Promise<number> {
  const post = await postOf(w);
  const res = await app!.app.inject({
    method: 'POST',
    url: `/api/v1/contents/${post.id}/comments/`,
    payload: { body: 'A comment for the matrix' },
    headers: { authorization: `Bearer ${await app!.ctx.access.sign(w.users.member.id)}` },
  });
  if (res.statusCode !== 201) throw new Error(`comment: ${res.body}`);
  return res.json().data.id as number;
}

/** Rows of the matrix: link previews, comments and newsletters (issue 18 items 3–5). */
export const COMMUNITY_ROWS: Record<string, Row> = {
  // A loopback link: every signed-in role gets through to the guard, which refuses it (400).
  'GET /api/v1/link-preview/': row(SIGNED_PASS, () => ({
    path: `/api/v1/link-preview/?url=${encodeURIComponent('http://127.0.0.1/')}`,
  })),

  // Comments on a public post of org: everyone reads, registered users write.
  'GET /api/v1/contents/{id}/comments/': row(EVERYONE, async (w) => ({
    path: `/api/v1/contents/${(await postOf(w)).id}/comments/`,
  })),
  'POST /api/v1/contents/{id}/comments/': row(REGISTERED, async (w) => ({
    path: `/api/v1/contents/${(await postOf(w)).id}/comments/`,
    body: { body: 'Thanks for sharing' },
  })),
  // The member wrote it: only they edit it.
  'PATCH /api/v1/comments/{id}/': row('401 403 403 ok 403 403 403 403 403 403', async (w) => ({
    path: `/api/v1/comments/${await freshComment(w)}/`,
    body: { body: 'Edited' },
  })),
  // The member deletes their own; org's admin and staff remove it; leaders and others may not.
  'DELETE /api/v1/comments/{id}/': row('401 403 403 ok 403 403 ok 403 ok 403', async (w) => ({
    path: `/api/v1/comments/${await freshComment(w)}/`,
  })),

  // Newsletter unsubscribe links work without signing in, for whoever holds the member's link.
  'GET /api/v1/newsletters/unsubscribe/': row(EVERYONE, (w) => ({
    path: `/api/v1/newsletters/unsubscribe/?token=${newsletterToken(w)}`,
  })),
  'POST /api/v1/newsletters/unsubscribe/': row(EVERYONE, (w) => ({
    path: `/api/v1/newsletters/unsubscribe/?token=${newsletterToken(w)}`,
  })),
  'POST /api/v1/newsletters/resubscribe/': row(ANYONE_PASS, (w) => ({
    path: '/api/v1/newsletters/resubscribe/',
    body: { token: decodeURIComponent(newsletterToken(w)) },
  })),
};

/** The member's unsubscribe token for org's newsletters, as a mailed link carries it. */
function newsletterToken(w: World): string {
  return encodeURIComponent(createNewsletterTokens(app!.ctx.secret).create(w.users.member.id, w.org.id));
}
