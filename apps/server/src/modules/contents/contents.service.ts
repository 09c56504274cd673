import {
  CONTENT_LIMITS,
  CONTENT_MESSAGES as M,
  DEFAULT_POST_SECURITY_LEVEL,
  NEWSLETTER_CREATED_JOB,
  SECURITY_LEVELS,
  contentListPageSize,
  slugify,
  type ApprovalAction,
  type CareerTipCreate,
  type CareerTipListQuery,
  type CareerTipUpdate,
  type Content,
  type ContentCreate,
  type ContentListQuery,
  type ContentUpdate,
  type EngagementFields,
  type Page,
} from '@careerhub/shared';
import { badRequest, forbidden, notFound, unauthorized } from '../../http/errors.js';
import type { Transactions } from '../../platform/db/transactions.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { Logger } from 'pino';
import type { UserRow } from '../auth/users.repository.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { groupsPolicy, type Viewer } from '../groups/groups.policy.js';
import type { GroupsRepository } from '../groups/groups.repository.js';
import { contentsPolicy, isReviewed } from './contents.policy.js';
import { previewOf } from './contents.presenter.js';
import type { ContentFilters, ContentsRepository, NewContent } from './contents.repository.js';
import { createContentsAccess } from './contents.access.js';
import { createContentsInput } from './contents.input.js';
import { notifyAuthor } from './contents.notify.js';
import { createPublicItemBodies } from './contents.public.js';

export interface ContentsDeps {
  repo: ContentsRepository;
  transactions: Transactions;
  groups: Pick<GroupsRepository, 'findById' | 'findByIdForRead' | 'listUserOrganizations'>;
  viewerOf: (user: UserRow | null, groupId: number) => Promise<Viewer>;
  hasCertifiedProfile: (userId: number, groupId: number) => Promise<boolean>;
  jobs: Pick<JobQueue, 'enqueue'>;
  publicUrl: (key: string) => string;
  /** The reader's votes and bookmarks on the items (engagement module's engagementFor). */
  engagementOf?: (userId: number | null, ids: number[]) => Promise<Map<number, EngagementFields>>;
  /** Tells an author that their item was approved or rejected (the notifications module). */
  notifications: Pick<NotificationsService, 'notify'>;
  logger: Pick<Logger, 'error'>;
  now?: () => Date;
  /** How long a signed-out reader's item page is reused (contents.public.ts); 0 builds it every time. */
  publicItemTtlMs?: number;
}

/** Payload of the newsletter.created job (the engage module mails the group's members). */
export interface NewsletterCreatedJob {
  content_id: number;
  group_id: number;
  created_by: number;
}

const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });
const pagination = (page: number, size: number, count: number) => ({
  count,
  next: page * size < count ? page + 1 : null,
});
type AnyList = Pick<
  ContentListQuery,
  'page' | 'group_id' | 'search' | 'topics' | 'topic_areas' | 'career_stages' | 'status' | 'created_by'
>;

export function createContentsService(deps: ContentsDeps) {
  const { repo, groups } = deps;
  const now = deps.now ?? (() => new Date());
  const access = createContentsAccess(deps);
  const { defaultOrganizationOf, reachOf, present, presentOne, load, groupFor, contributorIn } = access;
  const { uniqueSlug, textOf, blockUploadIds, checkTaxonomy, checkFiles } = createContentsInput(
    repo,
    deps.publicUrl,
  );
  const publicBodies = createPublicItemBodies(deps.publicItemTtlMs ?? 0);

  async function list(
    user: UserRow | null,
    types: string[],
    q: AnyList & { page_size?: number | undefined },
    pinnedFirst: boolean,
  ): Promise<Page<Content>> {
    if (q.created_by === 'me' && !user) throw unauthorized();
    if (q.group_id) {
      const group = await groups.findByIdForRead(q.group_id);
      if (!group || !groupsPolicy.canView(group, await deps.viewerOf(user, group.id))) throw notFound();
    }
    const reach = await reachOf(user);
    const size = q.page_size ?? contentListPageSize(types.length === 1 ? types[0] : undefined, q.group_id);
    const filters: ContentFilters = {
      types,
      groupId: q.group_id,
      statuses: q.status ? [q.status] : undefined,
      topics: q.topics,
      topicAreas: q.topic_areas,
      careerStages: q.career_stages,
      createdBy: q.created_by === 'me' ? user!.id : undefined,
      search: q.search,
      viewerId: user?.id ?? null,
      memberGroupIds: reach.memberGroupIds,
      approvableGroupIds: reach.approvableGroupIds,
      pinnedFirst,
    };
    const { rows, count } = await repo.list(filters, size, (q.page - 1) * size);
    return { data: await present(reach, rows), pagination: pagination(q.page, size, count) };
  }

  /**
   * Stores new items (an item and, for share_as_newsletter_and_post, its companion) with their
   * files in one transaction; answers their ids in order.
   */
  async function insert(
    user: UserRow,
    items: Array<{
      values: Omit<NewContent, 'slug' | 'titleSlug'>;
      files: Array<{ fileId: number; kind: 'file' | 'thumbnail' }>;
    }>,
  ): Promise<number[]> {
    // Slugs are read before the transaction (PGlite holds one connection inside it).
    const slugs: string[] = [];
    for (const { values } of items) slugs.push(await uniqueSlug(values.title, slugs));
    return deps.transactions.run(async () => {
      const ids: number[] = [];
      for (const [i, { values, files }] of items.entries()) {
        const row = await repo.insert({
          ...values,
          slug: slugs[i]!,
          titleSlug: slugify(values.title) || 'post',
          createdBy: user.id,
        });
        await repo.replaceFiles(row.id, files);
        ids.push(row.id);
      }
      return ids;
    });
  }

  async function create(user: UserRow, body: ContentCreate): Promise<{ message: string; data: Content }> {
    const { group, viewer } = await groupFor(user, body.group!);
    const isPost = body.type === 'post' || body.type === 'newsletter';
    let mayApprove = false;
    if (isPost) {
      if (!contentsPolicy.canPost(group, viewer)) throw forbidden(M.postNotAllowed);
    } else {
      mayApprove = await contributorIn(user, group, viewer, M.contributeNotAllowed);
    }
    const text = await textOf(user, body);
    await checkTaxonomy(body);
    const files = await checkFiles(user, body.files ?? [], body.thumbnail_image);
    const title = body.title || previewOf(text.rawText.replace(/\s+/g, ' '), CONTENT_LIMITS.postTitleChars);
    const at = now();
    const values = {
      title,
      content: text.html,
      data: text.data,
      rawText: text.rawText,
      type: body.type,
      subType: body.sub_type ?? null,
      source: body.source ?? null,
      status: isPost || mayApprove ? 'approved' : 'pending',
      securityLevel: body.security_level ?? (isPost ? DEFAULT_POST_SECURITY_LEVEL : SECURITY_LEVELS.public),
      isPremium: !isPost && Boolean(body.is_premium),
      publishToKhub: Boolean(body.publish_to_khub),
      topicAreaId: body.topic_area ?? null,
      groupId: group.id,
      topics: body.topics ?? [],
      careerStages: body.career_stages ?? [],
      createdAt: at,
      modifiedAt: at,
    };
    // share_as_newsletter_and_post: a newsletter is also published as a post of the group (and a
    // post also goes out as a newsletter), as two items written together.
    const companion =
      isPost && body.share_as_newsletter_and_post
        ? { ...values, type: body.type === 'newsletter' ? 'post' : 'newsletter' }
        : null;
    const ids = await insert(user, [{ values, files }, ...(companion ? [{ values: companion, files }] : [])]);
    const id = ids[0]!;
    const newsletterId = body.type === 'newsletter' ? id : companion ? ids[1] : undefined;
    if (newsletterId !== undefined && body.send_email !== false) {
      // After the commit: the newsletters module mails the group's members from this job.
      await deps.jobs.enqueue<NewsletterCreatedJob>(NEWSLETTER_CREATED_JOB, {
        content_id: newsletterId,
        group_id: group.id,
        created_by: user.id,
      });
    }
    const message =
      body.type === 'newsletter' ? M.newsletterSubmitted : isPost ? M.postCreated : M.resourceSubmitted;
    return { message, data: await presentOne(user, id) };
  }

  async function update(
    user: UserRow,
    id: number,
    body: ContentUpdate | CareerTipUpdate,
    careerTips: boolean,
  ) {
    const { row, standing } = await load(user, await repo.findById(id), careerTips);
    if (!contentsPolicy.canEdit(row, user)) throw forbidden(M.onlyAuthor);
    const isPost = row.type === 'post' || row.type === 'newsletter';
    const changes: Partial<NewContent> = {};
    if (body.content !== undefined || body.data !== undefined) {
      const text = await textOf(user, body, blockUploadIds(row.data));
      Object.assign(changes, { content: text.html, data: text.data, rawText: text.rawText });
      if (isPost && !body.title)
        changes.title = previewOf(text.rawText.replace(/\s+/g, ' '), CONTENT_LIMITS.postTitleChars);
    }
    if (body.title) changes.title = body.title;
    await checkTaxonomy(body);
    const b = body as ContentUpdate;
    if (b.security_level !== undefined) changes.securityLevel = b.security_level;
    if (b.is_premium !== undefined && !isPost) changes.isPremium = b.is_premium;
    if (b.publish_to_khub !== undefined) changes.publishToKhub = b.publish_to_khub;
    if (b.sub_type !== undefined) changes.subType = b.sub_type;
    if (b.source !== undefined) changes.source = b.source;
    if ((changes.subType ?? row.subType) === 'external' && !(changes.source ?? row.source))
      throw fieldError('source', M.sourceRequired);
    if (body.topics !== undefined) changes.topics = body.topics;
    if (body.topic_area !== undefined) changes.topicAreaId = body.topic_area;
    if (body.career_stages !== undefined) changes.careerStages = body.career_stages;
    let files: Array<{ fileId: number; kind: 'file' | 'thumbnail' }> | null = null;
    if (b.files !== undefined || body.thumbnail_image !== undefined) {
      const attached = await repo.filesOf([row.id]);
      const keptFiles = b.files ?? attached.filter((f) => f.kind === 'file').map((f) => f.fileId);
      const keptThumb =
        body.thumbnail_image !== undefined
          ? body.thumbnail_image
          : (attached.find((f) => f.kind === 'thumbnail')?.fileId ?? null);
      files = await checkFiles(
        user,
        keptFiles,
        keptThumb,
        attached.map((f) => f.fileId),
      );
    }
    // An edited rejected contribution goes back for review unless its author may approve it.
    if (row.status === 'rejected' && isReviewed(row.type) && !standing.isApprover) changes.status = 'pending';
    const at = now();
    await deps.transactions.run(async () => {
      await repo.update(row.id, { ...changes, modifiedAt: at, lastEditedAt: at });
      if (files) await repo.replaceFiles(row.id, files);
    });
    publicBodies.itemChanged(row.id);
    const message = careerTips ? M.careerTipUpdated : isPost ? M.postUpdated : M.resourceUpdated;
    return { message, data: await presentOne(user, row.id) };
  }

  async function remove(user: UserRow, id: number, careerTips: boolean) {
    const { row } = await load(user, await repo.findById(id), careerTips);
    if (!contentsPolicy.canDelete(row, user)) throw forbidden(M.onlyAuthor);
    await repo.remove(row.id);
    publicBodies.itemChanged(row.id);
    const isPost = row.type === 'post' || row.type === 'newsletter';
    return { message: careerTips ? M.careerTipDeleted : isPost ? M.postDeleted : M.resourceDeleted };
  }

  async function decide(user: UserRow, id: number, action: ApprovalAction, careerTips: boolean) {
    const { row, standing } = await load(user, await repo.findById(id), careerTips);
    if (!isReviewed(row.type)) throw badRequest(M.notApprovable);
    if (!standing.isApprover) throw forbidden(M.approveNotAllowed);
    if (action === 'approve' && !contentsPolicy.canApprove(row, standing))
      throw badRequest(M.alreadyApproved);
    if (action === 'reject' && !contentsPolicy.canReject(row, standing)) throw badRequest(M.notPending);
    await repo.update(row.id, { status: action === 'approve' ? 'approved' : 'rejected', modifiedAt: now() });
    publicBodies.itemChanged(row.id);
    if (row.createdBy !== null && row.createdBy !== user.id) await notifyAuthor(deps, row, action);
    return { message: action === 'approve' ? M.approved : M.rejected, data: await presentOne(user, row.id) };
  }

  async function createCareerTip(user: UserRow, body: CareerTipCreate) {
    const groupId = body.group ?? (await defaultOrganizationOf(user));
    if (!groupId) throw forbidden(M.careerTipNotAllowed);
    const { group, viewer } = await groupFor(user, groupId);
    const mayApprove = await contributorIn(user, group, viewer, M.careerTipNotAllowed);
    const text = await textOf(user, body);
    await checkTaxonomy(body);
    const files = await checkFiles(user, [], body.thumbnail_image);
    const at = now();
    const [id] = await insert(user, [
      {
        values: {
          title: body.title!,
          content: text.html,
          data: text.data,
          rawText: text.rawText,
          type: 'career_tip',
          status: mayApprove ? 'approved' : 'pending',
          securityLevel: SECURITY_LEVELS.public,
          isPremium: Boolean(body.is_premium),
          topicAreaId: body.topic_area ?? null,
          groupId: group.id,
          topics: body.topics ?? [],
          careerStages: body.career_stages ?? [],
          createdAt: at,
          modifiedAt: at,
        },
        files,
      },
    ]);
    return { message: M.careerTipSubmitted, data: await presentOne(user, id!) };
  }

  return {
    /** GET /contents/: posts and newsletters unless type/types say otherwise. */
    list(user: UserRow | null, q: ContentListQuery) {
      const types = q.type ? [q.type] : q.types?.length ? q.types : ['post', 'newsletter'];
      const postsOnly = types.every((t) => t === 'post' || t === 'newsletter');
      return list(user, types, q, postsOnly);
    },
    listCareerTips(user: UserRow | null, q: CareerTipListQuery) {
      return list(user, ['career_tip'], q, false);
    },
    async get(user: UserRow | null, id: number) {
      const { row, reach } = await load(user, await repo.findById(id), false);
      return { data: (await present(reach, [row]))[0]! };
    },
    async getBySlug(user: UserRow | null, slug: string, careerTips = false) {
      const { row, reach } = await load(user, await repo.findBySlug(slug), careerTips);
      return { data: (await present(reach, [row]))[0]! };
    },
    /**
     * A signed-out reader's answer for an item's page, serialized by `serialize` (the route's
     * response schema) and reused while nothing it shows has changed (contents.public.ts).
     */
    publicBySlug(slug: string, careerTips: boolean, serialize: (result: { data: Content }) => string) {
      return publicBodies.bodyOf(`${careerTips ? 'tip' : 'item'}:${slug}`, async () => {
        const { row, reach } = await load(null, await repo.findBySlug(slug), careerTips);
        const result = { data: (await present(reach, [row]))[0]! };
        return { id: row.id, body: serialize(result) };
      });
    },
    /** A vote moved the item's score (engagement module): signed-out readers see the new one. */
    scoreChanged: (id: number) => publicBodies.itemChanged(id),
    async getCareerTip(user: UserRow | null, id: number) {
      const { row, reach } = await load(user, await repo.findById(id), true);
      return { data: (await present(reach, [row]))[0]! };
    },
    create,
    update: (user: UserRow, id: number, body: ContentUpdate) => update(user, id, body, false),
    remove: (user: UserRow, id: number) => remove(user, id, false),
    decide: (user: UserRow, id: number, action: ApprovalAction) => decide(user, id, action, false),
    createCareerTip,
    updateCareerTip: (user: UserRow, id: number, body: CareerTipUpdate) => update(user, id, body, true),
    removeCareerTip: (user: UserRow, id: number) => remove(user, id, true),
    decideCareerTip: (user: UserRow, id: number, action: ApprovalAction) => decide(user, id, action, true),
    async topicAreas(q: { page: number; page_size: number; search?: string | undefined }) {
      const { rows, count } = await repo.listTopicAreas(q.search, q.page_size, (q.page - 1) * q.page_size);
      return {
        data: rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug })),
        pagination: pagination(q.page, q.page_size, count),
      };
    },
    /**
     * A public item for the share page (Open Graph tags): approved, public, in a public group;
     * null otherwise. Premium items share their preview only.
     */
    async publicItem(slug: string, types: string[]) {
      const row = await repo.findBySlug(slug);
      if (
        !row ||
        !types.includes(row.type) ||
        row.status !== 'approved' ||
        row.securityLevel !== SECURITY_LEVELS.public
      )
        return null;
      if (row.groupId) {
        const group = await groups.findByIdForRead(row.groupId);
        if (!group || group.visibility !== 0) return null;
      }
      const thumb = (await repo.filesOf([row.id])).find((f) => f.kind === 'thumbnail');
      return {
        slug: row.slug,
        title: row.title,
        description: previewOf(row.rawText.replace(/\s+/g, ' '), CONTENT_LIMITS.resourcePreviewChars),
        image: thumb ? deps.publicUrl(thumb.storageKey) : row.groupLogo,
      };
    },
  };
}
export type ContentsService = ReturnType<typeof createContentsService>;
