import { randomUUID } from 'node:crypto';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context.js';
import { registerAuth } from './http/auth.js';
import { registerCompression } from './http/compression.js';
import { registerCors } from './http/cors.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerDevMailbox } from './http/dev-mailbox.js';
import { registerOpenApi } from './http/openapi.js';
import { registerErrorHandlers, sendFrameworkError } from './http/errors.js';
import { registerDrain } from './http/drain.js';
import { edgeValidatorCompiler } from './http/validation.js';
import { registerSpa } from './http/spa.js';
import { visitorAnswers } from './http/first-paint-calls.js';
import { loadPageRenderer, serverEntryFor, type PageRenderer } from './http/ssr.js';
import { registerMetrics } from './http/metrics.js';
import { registerLiveGateway } from './http/live/gateway.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { createAccountService } from './modules/account/account.service.js';
import { createAccountRepository } from './modules/account/account.repository.js';
import { authRoutes, requestMeta } from './modules/auth/auth.routes.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { createClassroomModule } from './modules/classroom/classroom.module.js';
import { classroomRoutes } from './modules/classroom/classroom.routes.js';
import { createChatSocketHandler } from './modules/chat/chat.socket.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { createGroupsModule } from './modules/groups/groups.module.js';
import { groupsRoutes } from './modules/groups/groups.routes.js';
import { invitationsRoutes } from './modules/groups/invitations.routes.js';
import { membershipsRoutes } from './modules/groups/memberships.routes.js';
import { createJobsModule } from './modules/jobs/jobs.module.js';
import { jobsRoutes } from './modules/jobs/jobs.routes.js';
import { renderJobPage, snippet } from './modules/jobs/job-seo.js';
import { brandsRoutes } from './modules/brands/brands.routes.js';
import { loadBrandsFile } from './modules/brands/brands.service.js';
import { brandSettingsRoutes } from './modules/brands/brand-settings.routes.js';
import { createBrandSettingsModule } from './modules/brands/brands.module.js';
import { feedbackRoutes } from './modules/feedback/feedback.routes.js';
import { createProfilesModule } from './modules/profiles/profiles.module.js';
import { profilesRoutes } from './modules/profiles/profiles.routes.js';
import { profileImportRoutes } from './modules/profiles/import/import.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { topicsRoutes } from './modules/topics/topics.routes.js';
import { commentsRoutes } from './modules/comments/comments.routes.js';
import { createCommentsModule } from './modules/comments/comments.module.js';
import { newslettersRoutes } from './modules/newsletters/newsletters.routes.js';
import { linkPreviewsRoutes } from './modules/link-previews/link-previews.routes.js';
import { renderContentPage } from './modules/contents/content-seo.js';
import { createContentsModule } from './modules/contents/contents.module.js';
import { registerAssistant } from './modules/assistant/assistant.plugin.js';
import {
  createGroupRecommendationsModule,
  createRecommendationsModule,
} from './modules/recommendations/recommendations.module.js';
import { recommendationsRoutes } from './modules/recommendations/recommendations.routes.js';
import { contentsRoutes } from './modules/contents/contents.routes.js';
import { catalogRoutes, createCatalogModules } from './modules/usecases/catalog.plugin.js';
import { createEngagementModule } from './modules/engagement/engagement.module.js';
import { engagementRoutes } from './modules/engagement/engagement.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { mediaRoutes } from './modules/uploads/media.routes.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { createAdminModule } from './modules/admin/admin.module.js';
import { createPaymentsModule } from './modules/payments/payments.module.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { careerGpsReportsOf } from './modules/agents/agents.export.js';
import { registerAgents } from './modules/agents/agents.plugin.js';
import { createLearningPathModule } from './modules/learning-path/learning-path.module.js';
import { learningPathRoutes } from './modules/learning-path/learning-path.routes.js';
import { createLeadersModule } from './modules/leaders/leaders.module.js';
import { leadersRoutes } from './modules/leaders/leaders.routes.js';
import { createAgentsRepository } from './modules/agents/agents.repository.js';
import type { AgentsService } from './modules/agents/agents.service.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
const SECRET_IN_PATH = /^\/ws\/events\/[^/?]+/;
/** Paths that carry a mailed token: /api/v1/reset-password/{token}/ (and any future one like it). */
const TOKEN_SEGMENT = /(\/(?:reset-password|verify-email|unsubscribe|invitation)\/)[^/?]+/gi;
/** A path segment that looks like a random secret (long, mixed case and digits): never logged. */
const RANDOM_SEGMENT = /(?<=\/)(?=[\w.~-]{24,}(?:[/?]|$))(?=[^/?]*[A-Z])(?=[^/?]*[a-z])(?=[^/?]*\d)[\w.~-]+/g;
const SECRET_IN_QUERY = /([?&](?:accessToken|refreshToken|token|key|code|state)=)[^&]*/gi;

/**
 * One log line per request, when it completes (Fastify writes two: incoming and completed). On a
 * busy instance the log write is a large share of a cheap request's cost. Fastify's other lines
 * (stream errors, write failures) stay as they are.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: loggableUrl(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error || reply.statusCode >= 500) reply.log.error({ ...line, err: error }, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}

/** The request line as logged: tokens in the socket path or the query replaced, very long URLs cut. */
export function loggableUrl(url: string): string {
  const clean = url
    // A path inside a query value (/signup?next=%2Finvitation%2F{key}) is read as a path too.
    .replace(/%2F/gi, '/')
    .replace(SECRET_IN_PATH, '/ws/events/[token]')
    .replace(TOKEN_SEGMENT, '$1[token]')
    .replace(RANDOM_SEGMENT, '[token]')
    .replace(SECRET_IN_QUERY, '$1[hidden]');
  return clean.length > 300 ? `${clean.slice(0, 300)}…` : clean;
}

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
const ZOD_COMPILERS = {
  buildValidator: () => edgeValidatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

/** The member's data rights (export, erasure) over every module's tables. */
function createAccountModule(ctx: AppContext) {
  const agentReports = createAgentsRepository(ctx.transactions.db);
  return createAccountService({
    repo: createAccountRepository(ctx.transactions.db),
    storage: ctx.storage,
    limiter: ctx.limiter,
    logger: ctx.logger.child({ component: 'account' }),
    guessLimit: ctx.config.LOGIN_LIMIT_PER_ACCOUNT,
    guessWindowSeconds: ctx.config.LOGIN_LIMIT_WINDOW_SECONDS,
    forgetUser: (userId) => {
      ctx.users.invalidate(userId);
      ctx.completionFacts.forget(userId);
      ctx.chat.forgetPerson(userId);
    },
    sections: { careergps_reports: (userId) => careerGpsReportsOf(agentReports, userId) },
  });
}

/**
 * Builds the HTTP application from a context; listening is the caller's job. `pageRenderer`: the
 * pages' server renderer (ssr.ts), by default the web app's server build when it exists.
 */
export async function buildApp(
  ctx: AppContext,
  options: { pageRenderer?: PageRenderer | null } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.logger as FastifyBaseLogger,
    bodyLimit: ctx.config.BODY_LIMIT_BYTES,
    trustProxy: ctx.config.TRUST_PROXY,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
    logController: new OneLinePerRequest(),
    // A URL the router cannot decode, or a path segment longer than any id or slug: the spec's body.
    frameworkErrors: sendFrameworkError,
    // Every schema is zod: Fastify's default compilers (Ajv, fast-json-stringify) are never
    // used, and naming ours here keeps Fastify from loading them at start-up.
    schemaController: { compilersFactory: ZOD_COMPILERS },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(edgeValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a text/plain body is refused as an unsupported media type, not half-parsed.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerSecurityHeaders(app, ctx.config);
  await registerCors(app, loadBrandsFile(ctx.config.brandsFile));
  await registerCompression(app);
  registerErrorHandlers(app);
  registerDrain(app);
  registerMetrics(app, ctx);
  await registerOpenApi(app);

  const guards = registerAuth(app, { access: ctx.access, users: ctx.users, denyList: ctx.denyList });
  await app.register(healthRoutes, { ctx });
  if (ctx.devMailbox && !ctx.config.isProduction) await registerDevMailbox(app, ctx.devMailbox);
  const groups = createGroupsModule(ctx);
  const jobs = createJobsModule(ctx, groups);
  const contents = createContentsModule(ctx, groups);
  const payments = createPaymentsModule(ctx, groups);
  let agentsService: AgentsService | null = null;
  await app.register(
    async (api) => {
      await api.register(brandsRoutes, { brands: ctx.brands });
      await api.register(brandSettingsRoutes, { settings: createBrandSettingsModule(ctx), guards });
      const profiles = createProfilesModule(ctx);
      await api.register(authRoutes, {
        ctx,
        guards,
        identityFactsOf: profiles.profiles.identityFactsOf,
        subscriptionOf: payments.flagsOf,
        membershipCardOf: payments.cards.imageOf,
      });
      await api.register(profilesRoutes, { ctx, guards, mod: profiles });
      await api.register(profileImportRoutes, { service: profiles.profileImport, guards });
      await api.register(topicsRoutes, { topics: profiles.topics, guards });
      await api.register(searchRoutes, {
        search: profiles.search,
        follows: profiles.follows,
        guards,
        siteOf: (request) => requestMeta(ctx, request).site,
      });
      await api.register(notificationsRoutes, { notifications: ctx.notifications, guards });
      await api.register(groupsRoutes, { mod: groups, guards });
      await api.register(membershipsRoutes, { ctx, mod: groups, guards });
      await api.register(invitationsRoutes, { ctx, mod: groups, guards });
      await api.register(classroomRoutes, { ctx, classroom: createClassroomModule(ctx, groups), guards });
      await api.register(jobsRoutes, { ctx, mod: jobs, guards });
      await api.register(contentsRoutes, { contents, guards });
      await api.register(feedbackRoutes, { ctx, guards });
      await api.register(uploadsRoutes, { uploads: ctx.uploads, storage: ctx.storage, guards });
      await api.register(chatRoutes, { chat: ctx.chat, guards });
      await api.register(accountRoutes, { account: createAccountModule(ctx), guards });
      await api.register(auditRoutes, { audit: groups.audit, guards });
      await api.register(linkPreviewsRoutes, { ctx, guards });
      await api.register(newslettersRoutes, { newsletters: ctx.newsletters, guards });
      await api.register(commentsRoutes, { comments: createCommentsModule(ctx, groups, contents), guards });
      const catalog = createCatalogModules(ctx, groups);
      await api.register(catalogRoutes, { catalog, guards });
      await api.register(adminRoutes, { ...createAdminModule(ctx, groups), guards });
      await api.register(paymentsRoutes, { ctx, payments, guards });
      const assistant = await registerAssistant(api, ctx, guards);
      const recommendations = createRecommendationsModule(ctx);
      await api.register(recommendationsRoutes, {
        recommendations,
        groupRecommendations: createGroupRecommendationsModule(ctx),
        guards,
      });
      const agents = (await registerAgents(api, ctx, guards, payments, profiles.profiles.identityFactsOf))
        .service;
      agentsService = agents;
      const engagement = createEngagementModule(ctx, { groups, jobs, contents, catalog });
      await api.register(engagementRoutes, { engagement: engagement.service, guards });
      const learningPath = createLearningPathModule(ctx, {
        profiles,
        contents,
        engagement: engagement.service,
        recommendations,
        agents,
        assistant: assistant.service,
      });
      await api.register(learningPathRoutes, { learningPath, guards });
      await api.register(leadersRoutes, { ...createLeadersModule(ctx), guards });
    },
    { prefix: '/api/v1' },
  );
  // Live events (chat, notifications): outside /api/v1, the access token in the path.
  await app.register(async (live) => {
    await registerLiveGateway(live, ctx, createChatSocketHandler(ctx.chat, ctx.users));
  });

  await app.register(mediaRoutes, { uploads: ctx.uploads });
  const contentPage = (prefix: 'post' | 'resource', types: string[]) => ({
    path: `/${prefix}/:slug`,
    render: async ({ slug }: Record<string, string>, indexHtml: string, request: FastifyRequest) => {
      const item = await contents.publicItem(slug ?? '', types);
      if (!item) return null;
      const { site } = requestMeta(ctx, request);
      return renderContentPage(indexHtml, {
        item,
        url: new URL(`/${prefix}/${encodeURIComponent(item.slug)}`, site.baseUrl).toString(),
        siteName: site.brandName,
        baseUrl: site.baseUrl,
        kind: 'article',
      });
    },
  });
  await registerSpa(
    app,
    ctx.config.webDistDir,
    [
      contentPage('post', ['post', 'newsletter']),
      contentPage('resource', ['resource', 'prompt']),
      {
        path: '/careergps-report/:slug',
        render: async ({ slug }, indexHtml, request) => {
          const report = await agentsService?.publicReport(slug ?? '');
          if (!report) return null;
          const { site } = requestMeta(ctx, request);
          return renderContentPage(indexHtml, {
            item: {
              slug: report.slug,
              title: `${report.agent_name}: ${report.output_data.headline}`,
              description: snippet(report.output_data.message),
              image: null,
            },
            url: new URL(`/careergps-report/${encodeURIComponent(report.slug)}`, site.baseUrl).toString(),
            siteName: site.brandName,
            baseUrl: site.baseUrl,
            kind: 'article',
          });
        },
      },
      {
        path: '/job/:slug',
        render: async ({ slug }, indexHtml, request) => {
          const found = await jobs.jobs.publicJob(slug ?? '');
          if (!found) return null;
          const { site } = requestMeta(ctx, request);
          return renderJobPage(indexHtml, {
            ...found,
            url: new URL(`/job/${encodeURIComponent(found.job.slug)}`, site.baseUrl).toString(),
            siteName: site.brandName,
          });
        },
      },
    ],
    async (request) => {
      const ui = ctx.brands.uiSettings(request.hostname);
      return {
        brand: { name: ui.name, theme: ui.theme },
        // The app renders nothing before it has this host's options and brand.
        answers: { '/options-config/': await ctx.brands.optionsConfigJson(request.hostname) },
        visitor: await visitorAnswers(app, request),
      };
    },
    {
      renderer:
        options.pageRenderer !== undefined
          ? options.pageRenderer
          : await loadPageRenderer(serverEntryFor(ctx.config.webDistDir), app.log),
      // As long as the anonymous job board's own cache (jobs.service.ts), dropped by job writes too.
      pageCacheMs: ctx.config.GROUP_COUNT_CACHE_TTL_MS,
      // A rendered page shows jobs and the brand: either changing makes it stale.
      dataVersion: () => `${jobs.jobs.writeCount()}.${ctx.brands.settingsVersion()}`,
    },
  );
  return app;
}
