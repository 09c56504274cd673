import {
  CONTENT_FILE_MIME_TYPES,
  CONTENT_LIMITS,
  CONTENT_MESSAGES as M,
  CONTENT_THUMBNAIL_MIME_TYPES,
  VALIDATION,
  slugify,
  type ContentDataInput,
} from '@careerhub/shared';
import { randomBytes } from 'node:crypto';
import { badRequest } from '../../http/errors.js';
import type { UserRow } from '../auth/users.repository.js';
import type { ContentsRepository } from './contents.repository.js';
import { blocksFromPlainText, storedText, type StoredText } from './contents.text.js';

const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });

/** Checks of a new or edited item's input that need the database: text, slug, taxonomy, files. */
export function createContentsInput(repo: ContentsRepository, publicUrl: (key: string) => string) {
  /** A free slug for the title, other than `taken` (slugs chosen for items not yet stored). */
  async function uniqueSlug(title: string, taken: string[] = []): Promise<string> {
    const base = (slugify(title) || 'post').slice(0, 80).replace(/-+$/, '') || 'post';
    const free = async (slug: string) => !taken.includes(slug) && !(await repo.isSlugTaken(slug));
    if (await free(base)) return base;
    for (;;) {
      const slug = `${base}-${randomBytes(4).toString('hex')}`;
      if (await free(slug)) return slug;
    }
  }

  /**
   * Image and file blocks may only point at the author's own uploads (or uploads already in the
   * item, `kept`): the address of such a block is rewritten to the upload's own, and an image
   * without an upload must not point into this site's stored files.
   */
  async function checkBlockUploads(user: UserRow, data: ContentDataInput, kept: number[]) {
    const blocks = data.blocks;
    const ids = blocks.flatMap((b) =>
      (b.type === 'image' || b.type === 'file') && b.data.upload_id ? [b.data.upload_id] : [],
    );
    const found = new Map((await repo.uploads([...new Set(ids)])).map((u) => [u.id, u]));
    const mediaPrefix = publicUrl('');
    return {
      blocks: blocks.map((block, i) => {
        if (block.type !== 'image' && block.type !== 'file') return block;
        const uploadId = block.data.upload_id;
        if (!uploadId) {
          if (block.type === 'image' && block.data.url.startsWith(mediaPrefix))
            throw fieldError(`data.blocks.${i}.data.upload_id`, M.fileNotOwned);
          return block;
        }
        const upload = found.get(uploadId);
        if (!upload || (upload.ownerId !== user.id && !kept.includes(uploadId)))
          throw fieldError(`data.blocks.${i}.data.upload_id`, upload ? M.fileNotOwned : M.fileNotFound);
        if (block.type === 'image' && !upload.mimeType.startsWith('image/'))
          throw fieldError(`data.blocks.${i}.data.upload_id`, M.thumbnailType);
        const url = publicUrl(upload.storageKey);
        return block.type === 'image'
          ? { ...block, data: { ...block.data, url } }
          : { ...block, data: { ...block.data, url, mime_type: upload.mimeType } };
      }),
    };
  }

  /** Upload ids that stored blocks point at (an edit may keep them). */
  const blockUploadIds = (data: unknown): number[] =>
    ((data as { blocks?: Array<{ type?: string; data?: { upload_id?: unknown } }> } | null)?.blocks ?? [])
      .map((b) => b.data?.upload_id)
      .filter((v): v is number => typeof v === 'number');

  async function textOf(
    user: UserRow,
    body: { content?: string | undefined; data?: ContentDataInput | undefined },
    kept: number[] = [],
  ): Promise<StoredText> {
    const text =
      body.data !== undefined
        ? storedText(await checkBlockUploads(user, body.data, kept), 'data')
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
  return { uniqueSlug, textOf, blockUploadIds, checkTaxonomy, checkFiles };
}
