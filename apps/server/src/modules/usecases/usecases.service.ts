import {
  CATALOG_LIMITS,
  CATALOG_MESSAGES as M,
  type AiToolCard,
  type ApprovalAction,
  type Page,
  type UseCase,
  type UseCaseCreate,
  type UseCaseDescriptionInput,
  type UseCaseListQuery,
  type UseCaseUpdate,
} from '@careerhub/shared';
import { forbidden, notFound, unauthorized } from '../../http/errors.js';
import type { Transactions } from '../../platform/db/transactions.js';
import { sanitizeRichText } from '../../platform/richtext/index.js';
import { insertAuditEntry } from '../audit/audit.repository.js';
import type { UserRow } from '../auth/users.repository.js';
import { type CatalogAccess, type CatalogReach, visibleWhere } from './catalog.access.js';
import { checkFile, fieldError, uniqueSlug, urlOrNull } from './catalog.input.js';
import { catalogPolicy } from './catalog.policy.js';
import { useCaseEngagement, withEngagementFields } from './usecases.engagement.js';
import { presentUseCase } from './usecases.presenter.js';
import type { NewUseCase, UseCaseRow, UseCasesRepository } from './usecases.repository.js';

/**
 * A description as its columns: rich text is sanitised like resources' (a 400 names
 * "description.blocks…") and kept as blocks beside its plain text; plain text stays plain.
 */
function descriptionOf(value: UseCaseDescriptionInput): {
  description: string;
  descriptionBlocks: UseCaseRow['descriptionBlocks'];
} {
  if (typeof value === 'string') return { description: value.trim(), descriptionBlocks: null };
  const clean = sanitizeRichText(value, { field: 'description' });
  return { description: clean.rawText.trim(), descriptionBlocks: clean.data.blocks };
}

export interface UseCasesDeps {
  repo: UseCasesRepository;
  transactions: Transactions;
  access: CatalogAccess;
  /** From the AI tools module: cards of tools, and which ids a user may link. */
  aiTools: {
    cards: (ids: number[]) => Promise<Map<number, AiToolCard>>;
    usableIds: (ids: number[], user: UserRow) => Promise<Set<number>>;
  };
  publicUrl: (key: string) => string;
  /** The usecase_curation agent: queued after a submission or an edit of the text. */
  curation: { enqueue: (useCaseId: number) => Promise<void> };
  now?: () => Date;
}

const pagination = (page: number, size: number, count: number) => ({
  count,
  next: page * size < count ? page + 1 : null,
});

export function createUseCasesService(deps: UseCasesDeps) {
  const { repo, access } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Rows in the API's shape with what they show: their tools (given when the page's read brought
   * them), one statement of lookups, the tools' cards and the viewer's engagement, side by side.
   */
  async function present(
    reach: CatalogReach,
    rows: UseCaseRow[],
    knownToolIds?: Map<number, number[]>,
  ): Promise<UseCase[]> {
    const user = reach.user;
    const ids = rows.map((r) => r.id);
    const fileIds = rows
      .flatMap((r) => [r.thumbnailFileId, r.documentFileId])
      .filter((v): v is number => !!v);
    const groupIds = rows.flatMap((r) => [r.groupId, r.defaultGroupId]).filter((v): v is number => !!v);
    const circleIds = rows.map((r) => r.defaultGroupId).filter((v): v is number => !!v);
    const toolIds = knownToolIds ?? (await repo.toolIdsOf(ids));
    const [found, tools, memberships, maySetDefault, engagement] = await Promise.all([
      repo.lookups({
        files: fileIds,
        topics: rows.flatMap((r) => r.topics ?? []),
        topicAreas: rows.map((r) => r.topicAreaId).filter((v): v is number => !!v),
        groups: groupIds,
        people: rows.map((r) => r.createdBy).filter((v): v is number => !!v),
      }),
      deps.aiTools.cards([...toolIds.values()].flat()),
      user ? repo.membershipStatuses(user.id, circleIds) : Promise.resolve(new Map<number, string>()),
      access.maySetDefaultGroup(user),
      useCaseEngagement(deps.transactions.db, ids, user?.id ?? null),
    ]);
    const { files, topicNames, topicAreas, groups, people } = found;
    const lookups = {
      files: new Map(files.map((f) => [f.id, f])),
      topicNames,
      topicAreas,
      groups,
      people,
      toolIds,
      tools,
      memberships,
      url: deps.publicUrl,
    };
    const presented = rows.map((row) => {
      const isApprover = access.isApproverFor(reach, row.groupId);
      const canEdit = catalogPolicy.canEdit(row, user);
      return presentUseCase(row, lookups, {
        canEdit,
        canApprove: catalogPolicy.canApprove(row, isApprover),
        canReject: catalogPolicy.canReject(row, isApprover),
        canSetDefaultGroup: canEdit && maySetDefault,
        canClassify: catalogPolicy.canClassify(user),
      });
    });
    return withEngagementFields(presented, engagement);
  }

  /** Approved, the viewer's own, or staff's: visible without working out the viewer's reach. */
  const isOpenTo = (user: UserRow | null, row: Pick<UseCaseRow, 'status' | 'createdBy'>) =>
    row.status === 'approved' || Boolean(user && (user.isStaff || row.createdBy === user.id));

  /** A use case the viewer may see (approved, their own, or one they may decide); 404 otherwise. */
  async function load(user: UserRow | null, row: UseCaseRow | undefined) {
    const reach = await access.reachOf(user);
    if (!row) throw notFound();
    if (!isOpenTo(user, row) && !access.isApproverFor(reach, row.groupId)) throw notFound();
    return { row, reach };
  }

  /** Checks shared by create and update: staff-only fields, tools, files, the default circle. */
  async function checkInput(user: UserRow, body: UseCaseUpdate, current?: UseCaseRow) {
    const classified =
      (body.topic_area !== undefined && body.topic_area !== null) ||
      Boolean(body.topics?.length) ||
      Boolean(body.career_stages?.length) ||
      Boolean(body.professional_fields?.length);
    if (classified && !catalogPolicy.canClassify(user)) throw forbidden(M.staffOnlyFields);
    if (body.topics?.length) {
      const known = await repo.topicNames(body.topics);
      if (body.topics.some((id) => !known.has(id))) throw fieldError('topics', M.topicNotFound);
    }
    if (body.topic_area && !(await repo.topicAreasByIds([body.topic_area])).has(body.topic_area))
      throw fieldError('topic_area', M.topicAreaNotFound);
    if (body.ai_tools?.length) {
      const usable = await deps.aiTools.usableIds(body.ai_tools, user);
      const bad = body.ai_tools.findIndex((id) => !usable.has(id));
      if (bad >= 0) throw fieldError(`ai_tools.${bad}`, M.aiToolNotFound);
    }
    const fileIds = [body.thumbnail_image, body.document].filter((v): v is number => !!v);
    if (fileIds.length) {
      const found = new Map((await repo.files(fileIds)).map((f) => [f.id, f]));
      const attached = [current?.thumbnailFileId ?? null, current?.documentFileId ?? null];
      if (body.thumbnail_image)
        checkFile('thumbnail_image', body.thumbnail_image, 'image', found, user, attached);
      if (body.document) checkFile('document', body.document, 'pdf', found, user, attached);
    }
    if (body.default_group) {
      const circle = (await repo.groupsByIds([body.default_group])).get(body.default_group);
      if (!circle) throw fieldError('default_group', M.groupNotFound);
      if (circle.groupType !== 'circle') throw fieldError('default_group', M.defaultGroupNotCircle);
      if (!(await access.maySetDefaultGroup(user))) throw forbidden(M.defaultGroupNotAllowed);
    }
  }

  async function list(user: UserRow | null, q: UseCaseListQuery): Promise<Page<UseCase>> {
    if (q.created_by === 'me' && !user) throw unauthorized();
    const reach = await access.reachOf(user);
    const scope = q.admin ? access.adminScope(reach, 'use_cases') : visibleWhere(reach, 'use_cases');
    if (!scope) throw user ? forbidden(M.decideNotAllowed) : unauthorized();
    const { rows, count, toolIds } = await repo.list(
      {
        visible: scope,
        // Without a status the list shows approved use cases; `created_by=me` shows all of one's
        // own, and the admin table (`admin=true`) every status.
        status: q.status ?? (q.created_by === 'me' || q.admin ? undefined : 'approved'),
        search: q.search,
        jobFunctions: q.job_function,
        professionalFields: q.professional_field,
        careerStages: q.career_stage,
        categories: q.category,
        businessValue: q.business_value,
        complexity: q.complexity,
        innovationCategory: q.innovation_category,
        aiToolId: q.ai_tool,
        groupId: q.group_id,
        createdBy: q.created_by === 'me' ? user!.id : undefined,
        agent: q.system_agent_id
          ? { agentId: q.system_agent_id, qualityLevel: q.agent_response?.quality_level }
          : undefined,
      },
      q.page_size,
      (q.page - 1) * q.page_size,
    );
    return {
      data: await present(reach, rows, toolIds),
      pagination: pagination(q.page, q.page_size, count),
    };
  }

  async function presentOne(user: UserRow | null, id: number) {
    const reach = await access.reachOf(user);
    return (await present(reach, [(await repo.findById(id))!]))[0]!;
  }

  async function create(user: UserRow, body: UseCaseCreate) {
    if (!catalogPolicy.canSubmit(user)) throw forbidden(M.submitNotAllowed);
    const group = await access.groupForSubmission(user, body.group);
    if (!group) throw fieldError('group', M.groupNotAllowed);
    await checkInput(user, body);
    const slug = await uniqueSlug(body.title, repo.isSlugTaken);
    const at = now();
    const id = await deps.transactions.run(async () => {
      const row = await repo.insert({
        slug,
        title: body.title,
        ...descriptionOf(body.description),
        reason: body.reason?.trim() || null,
        groupId: group.id,
        thumbnailFileId: body.thumbnail_image ?? null,
        documentFileId: body.document ?? null,
        videoLink: urlOrNull(body.video_link),
        topicAreaId: body.topic_area ?? null,
        topics: body.topics ?? [],
        careerStages: body.career_stages ?? [],
        professionalFields: body.professional_fields ?? [],
        jobFunctions: body.job_functions ?? [],
        categories: body.categories ?? [],
        roles: body.roles ?? [],
        businessValue: body.business_value,
        complexity: body.complexity,
        innovationCategory: body.innovation_category,
        createdBy: user.id,
        status: 'pending',
        createdAt: at,
        modifiedAt: at,
      });
      await repo.replaceTools(row.id, [...new Set(body.ai_tools ?? [])]);
      return row.id;
    });
    await deps.curation.enqueue(id);
    return { message: M.useCaseSubmitted, data: await presentOne(user, id) };
  }

  async function update(user: UserRow, id: number, body: UseCaseUpdate) {
    const { row, reach } = await load(user, await repo.findById(id));
    if (!catalogPolicy.canEdit(row, user)) throw forbidden(M.editNotAllowed);
    await checkInput(user, body, row);
    const changes: Partial<NewUseCase> = {};
    if (body.group !== undefined && body.group !== row.groupId) {
      const group = await access.groupForSubmission(user, body.group);
      if (!group) throw fieldError('group', M.groupNotAllowed);
      changes.groupId = group.id;
    }
    if (body.title !== undefined) changes.title = body.title;
    if (body.description !== undefined) Object.assign(changes, descriptionOf(body.description));
    if (body.reason !== undefined) changes.reason = body.reason?.trim() || null;
    if (body.thumbnail_image !== undefined) changes.thumbnailFileId = body.thumbnail_image;
    if (body.document !== undefined) changes.documentFileId = body.document;
    if (body.video_link !== undefined) changes.videoLink = urlOrNull(body.video_link);
    if (body.topic_area !== undefined) changes.topicAreaId = body.topic_area;
    if (body.topics !== undefined) changes.topics = body.topics;
    if (body.career_stages !== undefined) changes.careerStages = body.career_stages;
    if (body.professional_fields !== undefined) changes.professionalFields = body.professional_fields;
    if (body.job_functions !== undefined) changes.jobFunctions = body.job_functions;
    if (body.categories !== undefined) changes.categories = body.categories;
    if (body.roles !== undefined) changes.roles = body.roles;
    if (body.business_value !== undefined) changes.businessValue = body.business_value;
    if (body.complexity !== undefined) changes.complexity = body.complexity;
    if (body.innovation_category !== undefined) changes.innovationCategory = body.innovation_category;
    if (body.default_group !== undefined) changes.defaultGroupId = body.default_group;
    // An edited rejected use case goes back for review unless its editor may decide it.
    if (row.status === 'rejected' && !access.isApproverFor(reach, row.groupId)) changes.status = 'pending';
    await deps.transactions.run(async () => {
      await repo.update(row.id, { ...changes, modifiedAt: now() });
      if (body.ai_tools !== undefined) await repo.replaceTools(row.id, [...new Set(body.ai_tools)]);
    });
    await deps.curation.enqueue(row.id);
    return { message: M.useCaseUpdated, data: await presentOne(user, row.id) };
  }

  async function decide(user: UserRow, id: number, action: ApprovalAction) {
    const { row, reach } = await load(user, await repo.findById(id));
    const isApprover = access.isApproverFor(reach, row.groupId);
    if (!isApprover) throw forbidden(M.decideNotAllowed);
    if (action === 'approve' && !catalogPolicy.canApprove(row, isApprover))
      throw fieldError('action', M.notApprovable);
    if (action === 'reject' && !catalogPolicy.canReject(row, isApprover))
      throw fieldError('action', M.notRejectable);
    const audit = await access.decisionAudit(
      user,
      { type: 'use_case', id: row.id, groupId: row.groupId },
      `use_case.${action}`,
      { title: row.title, previous: row.status },
    );
    await deps.transactions.run(async () => {
      await repo.update(row.id, {
        status: action === 'approve' ? 'approved' : 'rejected',
        modifiedAt: now(),
      });
      await insertAuditEntry(deps.transactions.db, audit);
    });
    return {
      message: action === 'approve' ? M.useCaseApproved : M.useCaseRejected,
      data: await presentOne(user, row.id),
    };
  }

  return {
    list,
    async getBySlug(user: UserRow | null, slug: string) {
      const { row, reach } = await load(user, await repo.findBySlug(slug));
      return { data: (await present(reach, [row]))[0]! };
    },
    async get(user: UserRow | null, id: number) {
      const { row, reach } = await load(user, await repo.findById(id));
      return { data: (await present(reach, [row]))[0]! };
    },
    create,
    update,
    decide,
    /** Public circles that list the use case, at most 10. */
    async relatedCircles(user: UserRow | null, id: number) {
      const { row } = await load(user, await repo.findById(id));
      const circles = await repo.relatedCircles(row.id, CATALOG_LIMITS.relatedCircles);
      return {
        data: circles.map((c) => ({
          id: c.id,
          name: c.name,
          name_slug: c.nameSlug,
          logo: c.logo,
          cover_image: c.coverImage,
          start_date: c.startDate?.toISOString() ?? null,
        })),
      };
    },
    /**
     * Whether the viewer may see the use case (the rule of `get`), from three of its columns: a
     * vote or bookmark needs only this, not the presented detail.
     */
    async isVisible(user: UserRow | null, id: number): Promise<boolean> {
      const row = await repo.visibilityOf(id);
      if (!row) return false;
      if (isOpenTo(user, row)) return true;
      return access.isApproverFor(await access.reachOf(user), row.groupId);
    },
    /** For the AI tools module: the approved use cases that use a tool. */
    usingTool: (aiToolId: number) => repo.usingTool(aiToolId),
  };
}
export type UseCasesService = ReturnType<typeof createUseCasesService>;
