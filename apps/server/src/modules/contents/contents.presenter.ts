import { CONTENT_LIMITS, type Content, type ContentFile, type EngagementFields } from '@careerhub/shared';
import type { ContentFileRow, ContentListRow } from './contents.repository.js';

/** What the viewer may do with one item and whether its full text is withheld. */
export interface ItemRights {
  isLocked: boolean;
  canEdit: boolean;
  canDelete: boolean;
  canApprove: boolean;
  canReject: boolean;
}

const presentFile = (f: ContentFileRow, url: (key: string) => string): ContentFile => ({
  id: f.fileId,
  file: url(f.storageKey),
  mime_type: f.mimeType,
  name: f.name,
  kind: f.kind,
});

/** The first characters of a text, cut at a word when one ends near the limit. */
export function previewOf(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return (space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd();
}

/**
 * A content row in the API's shape. A locked premium item keeps its title, thumbnail and the
 * first 200 characters of its text; its HTML, blocks and files are withheld.
 */
export function presentContent(
  row: ContentListRow,
  files: ContentFileRow[],
  topicNames: Map<number, string>,
  rights: ItemRights,
  url: (key: string) => string,
  engagement: EngagementFields = { vote_score: 0, user_vote_type: null, is_bookmarked: false },
): Content {
  const thumbnail = files.find((f) => f.kind === 'thumbnail');
  const attachments = files.filter((f) => f.kind === 'file');
  const locked = rights.isLocked;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    title_slug: row.titleSlug,
    content: locked ? '' : row.content,
    data: locked ? { blocks: [] } : row.data,
    raw_text: locked ? previewOf(row.rawText, CONTENT_LIMITS.resourcePreviewChars) : row.rawText,
    type: row.type as Content['type'],
    sub_type: row.subType,
    source: row.source,
    status: row.status as Content['status'],
    security_level: row.securityLevel,
    is_premium: row.isPremium,
    is_trending: row.isTrending,
    is_pinned: row.isPinned,
    publish_to_khub: row.publishToKhub,
    is_locked: locked,
    is_contributed: (row.type === 'resource' || row.type === 'prompt') && row.status === 'approved',
    thumbnail_image: thumbnail ? presentFile(thumbnail, url) : null,
    files: locked ? [] : attachments.map((f) => presentFile(f, url)),
    topics: row.topics,
    topics_detailed: row.topics
      .filter((id) => topicNames.has(id))
      .map((id) => ({ id, name: topicNames.get(id)! })),
    topic_area:
      row.topicAreaId && row.topicAreaName
        ? { id: row.topicAreaId, name: row.topicAreaName, slug: row.topicAreaSlug ?? '' }
        : null,
    career_stages: row.careerStages,
    group: row.groupId,
    group_detail:
      row.groupId && row.groupName
        ? {
            id: row.groupId,
            name: row.groupName,
            name_slug: row.groupNameSlug ?? '',
            group_type: row.groupType ?? '',
            logo: row.groupLogo,
          }
        : null,
    created_by:
      row.createdBy && row.authorNameSlug
        ? {
            id: row.createdBy,
            name: `${row.authorFirstName ?? ''} ${row.authorLastName ?? ''}`.trim(),
            name_slug: row.authorNameSlug,
            image: row.authorPictureKey ? url(row.authorPictureKey) : null,
            is_certified: Boolean(row.authorIsCertified),
          }
        : null,
    created_at: row.createdAt.toISOString(),
    modified_at: row.modifiedAt.toISOString(),
    last_edited_at: row.lastEditedAt?.toISOString() ?? null,
    can_edit: rights.canEdit,
    can_delete: rights.canDelete,
    can_approve: rights.canApprove,
    can_reject: rights.canReject,
    ...engagement,
  };
}
