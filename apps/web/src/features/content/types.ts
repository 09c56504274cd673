/**
 * The content shapes the screens read. TEMPORARY mirror of packages/shared/src/contents/responses.ts
 * (branch wip/contents): replaced by `export type { Content, ... } from '@careerhub/shared'` as soon as
 * that contract is merged.
 */
export interface ContentFile {
  id: number;
  file: string;
  mime_type: string;
  name: string;
  kind: 'file' | 'thumbnail';
}
export interface TopicArea {
  id: number;
  name: string;
  slug: string;
}
export interface Content {
  id: number;
  slug: string;
  title: string;
  title_slug: string;
  content: string;
  data: { blocks: Array<Record<string, unknown>> };
  raw_text: string;
  type: 'post' | 'newsletter' | 'resource' | 'prompt' | 'career_tip';
  sub_type: string | null;
  source: string | null;
  status: 'pending' | 'approved' | 'rejected';
  security_level: number;
  is_premium: boolean;
  is_trending: boolean;
  is_pinned: boolean;
  publish_to_khub: boolean;
  is_locked: boolean;
  is_contributed: boolean;
  thumbnail_image: ContentFile | null;
  files: ContentFile[];
  topics: number[];
  topics_detailed: Array<{ id: number; name: string }>;
  topic_area: TopicArea | null;
  career_stages: number[];
  group: number | null;
  group_detail: {
    id: number;
    name: string;
    name_slug: string;
    group_type: string;
    logo: string | null;
  } | null;
  created_by: {
    id: number;
    name: string;
    name_slug: string;
    image: string | null;
    is_certified: boolean;
  } | null;
  created_at: string;
  modified_at: string;
  last_edited_at: string | null;
  can_edit: boolean;
  can_delete: boolean;
  can_approve: boolean;
  can_reject: boolean;
}
