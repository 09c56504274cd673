import {
  CONTENT_FILE_MIME_TYPES,
  CONTENT_LIMITS,
  CONTENT_MESSAGES as M,
  CONTENT_THUMBNAIL_MIME_TYPES,
  DEFAULT_POST_SECURITY_LEVEL,
  NEWSLETTER_CREATED_JOB,
  SECURITY_LEVELS,
  VALIDATION,
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
  type Page,
} from '@careerhub/shared';
import { randomBytes } from 'node:crypto';
import { badRequest, forbidden, notFound, unauthorized } from '../../http/errors.js';
import type { Transactions } from '../../platform/db/transactions.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { UserRow } from '../auth/users.repository.js';
import { groupsPolicy, type Viewer } from '../groups/groups.policy.js';
import type { GroupRow, GroupsRepository } from '../groups/groups.repository.js';
import { contentsPolicy, isReviewed, organizationOf, type Standing } from './contents.policy.js';
import { presentContent, previewOf } from './contents.presenter.js';
import type {
  ContentFilters,
  ContentListRow,
  ContentsRepository,
  NewContent,
} from './contents.repository.js';
import { blocksFromPlainText, storedText, type StoredText } from './contents.text.js';

export interface ContentsDeps {
  repo: ContentsRepository;
  transactions: Transactions;
  groups: Pick<GroupsRepository, 'findById' | 'findByIdForRead' | 'listUserOrganizations'>;
  viewerOf: (user: UserRow | null, groupId: number) => Promise<Viewer>;
  hasCertifiedProfile: (userId: number, groupId: number) => Promise<boolean>;
  jobs: Pick<JobQueue, 'enqueue'>;
  publicUrl: (key: string) => string;
  now?: () => Date;
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

/**
 * The viewer's reach, worked out once per request: groups whose private items they read, groups
 * whose pending items they may approve, premium viewing (read only when a premium item needs it).
 */
interface Reach {
  user: UserRow | null;
  memberGroupIds: number[] | 'all';
  approvableGroupIds: number[] | 'all';
  premium: () => Promise<boolean>;
}

export function createContentsService(deps: ContentsDeps) {
  const { repo, groups } = deps;
  const now = deps.now ?? (() => new Date());

  async function defaultOrganizationOf(user: UserRow): Promise<number | null> {
    const orgs = await groups.listUserOrganizations(user.id);
    const current = orgs.find((o) => o.isDefault) ?? orgs[0];
    return current && current.status === 'accepted' ? current.id : null;
  }

  /** Admin (accepted) or certified (account or group profile) in an organization. */
  async function isAdminOrCertifiedIn(user: UserRow, orgId: number): Promise<boolean> {
    if (user.isCertified) return true;
    if (groupsPolicy.isAdmin(await deps.viewerOf(user, orgId))) return true;
    return deps.hasCertifiedProfile(user.id, orgId);
  }

  async function reachOf(user: UserRow | null): Promise<Reach> {
    let premium: Promise<boolean> | null = null;
    const premiumOf = () => (premium ??= user ? repo.hasPremiumViewing(user.id) : Promise.resolve(false));
    if (!user) return { user, memberGroupIds: [], approvableGroupIds: [], premium: premiumOf };
    if (user.isStaff) return { user, memberGroupIds: 'all', approvableGroupIds: 'all', premium: premiumOf };
    const [memberGroupIds, orgId] = await Promise.all([
      repo.memberGroupIds(user.id),
      defaultOrganizationOf(user),
    ]);
    const approvableGroupIds =
      orgId && (await isAdminOrCertifiedIn(user, orgId)) ? await repo.groupAndChildren(orgId) : [];
    return { user, memberGroupIds, approvableGroupIds, premium: premiumOf };
  }

  const isApproverFor = (reach: Reach, groupId: number | null) =>
    Boolean(reach.user) &&
    (reach.approvableGroupIds === 'all' || (groupId !== null && reach.approvableGroupIds.includes(groupId)));

  async function present(reach: Reach, rows: ContentListRow[]): Promise<Content[]> {
    const needPremium = rows.some((r) => r.isPremium);
    const [files, names, premium] = await Promise.all([
      repo.filesOf(rows.map((r) => r.id)),
      repo.topicNames(rows.flatMap((r) => r.topics)),
      needPremium ? reach.premium() : Promise.resolve(false),
    ]);
    return rows.map((row) => {
      const standing: Standing = {
        viewer: { user: reach.user, membership: null },
        isApprover: isApproverFor(reach, row.groupId),
        hasPremiumViewing: premium,
      };
      return presentContent(
        row,
        files.filter((f) => f.contentId === row.id),
        names,
        {
          isLocked: contentsPolicy.isLocked(row, reach.user, premium),
          canEdit: contentsPolicy.canEdit(row, reach.user),
          canDelete: contentsPolicy.canDelete(row, reach.user),
          canApprove: contentsPolicy.canApprove(row, standing),
          canReject: contentsPolicy.canReject(row, standing),
        },
        deps.publicUrl,
      );
    });
  }

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

  /** An item the viewer may see, with their standing; 404 otherwise (also for the wrong family of calls). */
  async function load(user: UserRow | null, row: ContentListRow | undefined, careerTips: boolean) {
    if (!row || (row.type === 'career_tip') !== careerTips) throw notFound();
    const group = row.groupId ? ((await groups.findByIdForRead(row.groupId)) ?? null) : null;
    const viewer = group ? await deps.viewerOf(user, group.id) : { user, membership: null };
    const reach = await reachOf(user);
    const standing: Standing = {
      viewer,
      isApprover: isApproverFor(reach, row.groupId),
      hasPremiumViewing: false,
    };
    if (!contentsPolicy.canSee(row, standing, group)) throw notFound();
    return { row, group, viewer, reach, standing };
  }

  async function uniqueSlug(title: string): Promise<string> {
    const base = (slugify(title) || 'post').slice(0, 80).replace(/-+$/, '') || 'post';
    if (!(await repo.isSlugTaken(base))) return base;
    for (;;) {
      const slug = `${base}-${randomBytes(4).toString('hex')}`;
      if (!(await repo.isSlugTaken(slug))) return slug;
    }
  }

  function textOf(body: { content?: string | undefined; data?: unknown }): StoredText {
    const text =
      body.data !== undefined
        ? storedText(body.data, 'data')
        : storedText(blocksFromPlainText(body.content ?? ''), 'content');
    if (text.rawText.length > CONTENT_LIMITS.richText)
      throw fieldError(
        body.data !== undefined ? 'data' : 'content',
        VALIDATION.tooLong(CONTENT_LIMITS.richText),
      );
    if (!text.rawText.trim()) throw fieldError(body.data !== undefined ? 'data' : 'content', M.required);
    return text;
  }

  /** Topic and topic-area ids must name rows. */
  async function checkTaxonomy(body: {
    topics?: number[] | undefined;
    topic_area?: number | null | undefined;
  }) {
    if (body.topics?.length) {
      const known = await repo.topicNames(body.topics);
      if (body.topics.some((id) => !known.has(id))) throw fieldError('topics', M.topicNotFound);
    }
    if (body.topic_area && !(await repo.topicAreaById(body.topic_area)))
      throw fieldError('topic_area', M.topicAreaNotFound);
  }

  /**
   * Attachments: uploads of this user (or already on the item), of an allowed type; one image as
   * the thumbnail. The uploads module sniffed each file's bytes when it was stored.
   */
  async function checkFiles(
    user: UserRow,
    files: number[],
    thumbnail: number | null | undefined,
    attached: number[] = [],
  ) {
    const ids = [...new Set([...files, ...(thumbnail ? [thumbnail] : [])])];
    const found = new Map((await repo.uploads(ids)).map((u) => [u.id, u]));
    const usable = (id: number) => {
      const f = found.get(id);
      return f && (f.ownerId === user.id || attached.includes(id)) ? f : null;
    };
    for (const [i, id] of files.entries()) {
      const f = usable(id);
      if (!f) throw fieldError(`files.${i}`, found.has(id) ? M.fileNotOwned : M.fileNotFound);
      if (!(CONTENT_FILE_MIME_TYPES as readonly string[]).includes(f.mimeType))
        throw fieldError(`files.${i}`, M.fileType);
    }
    if (thumbnail) {
      const f = usable(thumbnail);
      if (!f) throw fieldError('thumbnail_image', found.has(thumbnail) ? M.fileNotOwned : M.fileNotFound);
      if (!(CONTENT_THUMBNAIL_MIME_TYPES as readonly string[]).includes(f.mimeType))
        throw fieldError('thumbnail_image', M.thumbnailType);
    }
    return [
      ...(thumbnail ? [{ fileId: thumbnail, kind: 'thumbnail' as const }] : []),
      ...files.filter((id) => id !== thumbnail).map((fileId) => ({ fileId, kind: 'file' as const })),
    ];
  }

  /** The group of a new item, which the author must be able to see. */
  async function groupFor(user: UserRow, groupId: number): Promise<{ group: GroupRow; viewer: Viewer }> {
    const group = await groups.findById(groupId);
    if (!group) throw fieldError('group', M.groupNotFound);
    const viewer = await deps.viewerOf(user, group.id);
    if (!groupsPolicy.canView(group, viewer)) throw fieldError('group', M.groupNotFound);
    return { group, viewer };
  }

  /** Contributors of resources, prompts and career tips; true when they may also approve there. */
  async function contributorIn(
    user: UserRow,
    group: GroupRow,
    viewer: Viewer,
    refusal: string,
  ): Promise<boolean> {
    const orgId = organizationOf(group);
    const orgViewer = orgId && orgId !== group.id ? await deps.viewerOf(user, orgId) : viewer;
    const isAdminThere = groupsPolicy.isAdmin(viewer) || groupsPolicy.isAdmin(orgViewer);
    const isCertifiedThere = Boolean(orgId && (await deps.hasCertifiedProfile(user.id, orgId)));
    if (!contentsPolicy.canContribute(user, isCertifiedThere, isAdminThere)) throw forbidden(refusal);
    const defaultOrg = await defaultOrganizationOf(user);
    return contentsPolicy.isApprover(
      user,
      orgId,
      defaultOrg,
      user.isCertified || isAdminThere || isCertifiedThere,
    );
  }

  async function insert(
    user: UserRow,
    values: Omit<NewContent, 'slug' | 'titleSlug'>,
    files: Array<{ fileId: number; kind: 'file' | 'thumbnail' }>,
  ) {
    const slug = await uniqueSlug(values.title);
    const id = await deps.transactions.run(async () => {
      const row = await repo.insert({
        ...values,
        slug,
        titleSlug: slugify(values.title) || 'post',
        createdBy: user.id,
      });
      await repo.replaceFiles(row.id, files);
      return row.id;
    });
    return id;
  }

  async function presentOne(user: UserRow | null, id: number): Promise<Content> {
    const row = await repo.findById(id);
    const [item] = await present(await reachOf(user), [row!]);
    return item!;
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
    const text = textOf(body);
    await checkTaxonomy(body);
    const files = await checkFiles(user, body.files ?? [], body.thumbnail_image);
    const title = body.title || previewOf(text.rawText.replace(/\s+/g, ' '), CONTENT_LIMITS.postTitleChars);
    const at = now();
    const id = await insert(
      user,
      {
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
      },
      files,
    );
    if (body.type === 'newsletter' && body.send_email !== false) {
      // After the commit: the engage module mails the group's members from this job.
      await deps.jobs.enqueue<NewsletterCreatedJob>(NEWSLETTER_CREATED_JOB, {
        content_id: id,
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
      const text = textOf(body);
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
    const message = careerTips ? M.careerTipUpdated : isPost ? M.postUpdated : M.resourceUpdated;
    return { message, data: await presentOne(user, row.id) };
  }

  async function remove(user: UserRow, id: number, careerTips: boolean) {
    const { row } = await load(user, await repo.findById(id), careerTips);
    if (!contentsPolicy.canDelete(row, user)) throw forbidden(M.onlyAuthor);
    await repo.remove(row.id);
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
    return { message: action === 'approve' ? M.approved : M.rejected, data: await presentOne(user, row.id) };
  }

  async function createCareerTip(user: UserRow, body: CareerTipCreate) {
    const groupId = body.group ?? (await defaultOrganizationOf(user));
    if (!groupId) throw forbidden(M.careerTipNotAllowed);
    const { group, viewer } = await groupFor(user, groupId);
    const mayApprove = await contributorIn(user, group, viewer, M.careerTipNotAllowed);
    const text = textOf(body);
    await checkTaxonomy(body);
    const files = await checkFiles(user, [], body.thumbnail_image);
    const at = now();
    const id = await insert(
      user,
      {
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
    );
    return { message: M.careerTipSubmitted, data: await presentOne(user, id) };
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
