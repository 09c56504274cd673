import {
  bookmarkParams,
  bookmarkResultSchema,
  bookmarkTypeParams,
  engagementItemPageSchema,
  engagementListQuery,
  myContentsQuery,
  myFavouritesSchema,
  myItemsSchema,
  voteResultSchema,
  voteSchema,
  type EngageableType,
  type MyItemPath,
} from '@careerhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../../http/auth.js';
import type { EngagementService } from './engagement.service.js';

const secured = [{ bearerAuth: [] }];

/** GET {type}/me/ paths (spec 7.3) and the kind each lists. */
const MINE: Array<{ path: MyItemPath; type: EngageableType; kind?: string; summary: string }> = [
  { path: 'jobs', type: 'job', summary: 'Jobs the reader applied to' },
  { path: 'career-tips', type: 'content', kind: 'career_tip', summary: 'Career tips the reader wrote' },
  { path: 'ai_tools', type: 'ai_tool', summary: 'AI tools the reader submitted' },
  { path: 'use_cases', type: 'use_case', summary: 'Use cases the reader submitted' },
  { path: 'circles', type: 'circle', summary: 'Circles the reader applied to (Applied Circles)' },
];

/** Votes, bookmarks, Favorites and My Items (spec content-ai-admin 3, 4, 7.3, 7.7). Signed-in only. */
export const engagementRoutes: FastifyPluginAsyncZod<{
  engagement: EngagementService;
  guards: AuthGuards;
}> = async (app, { engagement, guards }) => {
  const tags = ['engagement'];
  const auth = { preHandler: guards.authenticate };

  app.post(
    '/votes/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Vote on a use case, AI tool, resource, post or comment (the same vote again clears it)',
        body: voteSchema,
        response: { 200: voteResultSchema },
      },
    },
    async (request) => engagement.vote(request.user!, request.body),
  );
  app.post(
    '/bookmark/:type/:id/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Add an item to the reader’s favourites',
        params: bookmarkParams,
        response: { 200: bookmarkResultSchema },
      },
    },
    async (request) => engagement.bookmark(request.user!, request.params.type, request.params.id),
  );
  app.delete(
    '/unbookmark/:type/:id/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Remove an item from the reader’s favourites',
        params: bookmarkParams,
        response: { 200: bookmarkResultSchema },
      },
    },
    async (request) => engagement.unbookmark(request.user!, request.params.type, request.params.id),
  );
  app.get(
    '/bookmark/:type/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'The reader’s favourites of one kind, newest first (10 a page)',
        params: bookmarkTypeParams,
        querystring: engagementListQuery,
        response: { 200: engagementItemPageSchema },
      },
    },
    async (request) => engagement.listBookmarks(request.user!, request.params.type, request.query),
  );
  app.get(
    '/my-favourites/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Favorites: the first 3 of each section and their counts',
        response: { 200: myFavouritesSchema },
      },
    },
    async (request) => ({ data: await engagement.myFavourites(request.user!) }),
  );
  app.get(
    '/my-items/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'My Items: the first 3 of each section and their counts',
        response: { 200: myItemsSchema },
      },
    },
    async (request) => ({ data: await engagement.myItems(request.user!) }),
  );
  for (const mine of MINE) {
    app.get(
      `/${mine.path}/me/`,
      {
        ...auth,
        schema: {
          tags,
          security: secured,
          summary: mine.summary,
          querystring: engagementListQuery,
          response: { 200: engagementItemPageSchema },
        },
      },
      async (request) => engagement.listMine(request.user!, mine.type, { ...request.query, kind: mine.kind }),
    );
  }
  app.get(
    '/contents/me/',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        summary: 'Resources, prompts, posts and career tips the reader wrote (type: resource or post)',
        querystring: myContentsQuery,
        response: { 200: engagementItemPageSchema },
      },
    },
    async (request) =>
      engagement.listMine(request.user!, 'content', {
        page: request.query.page,
        page_size: request.query.page_size,
        kind: request.query.type,
      }),
  );
};
