import type { JSONContent } from '@tiptap/core';
import {
  HEADER_LEVELS,
  parseInline,
  segmentsToHtml,
  type Block,
  type InlineMark,
  type InlineSegment,
} from '@careerhub/shared';

/**
 * The editor's document (TipTap/ProseMirror JSON) to stored blocks and back. Only what the block
 * format holds survives: marks bold, italic, underline, code and link; nested lists flatten into
 * their parent list; anything else becomes text.
 */

const MARK_OF: Record<string, InlineMark> = {
  bold: 'bold',
  italic: 'italic',
  underline: 'underline',
  code: 'code',
};

function inlineSegments(nodes: readonly JSONContent[] | undefined): InlineSegment[] {
  const segments: InlineSegment[] = [];
  for (const node of nodes ?? []) {
    if (node.type === 'hardBreak') {
      segments.push({ text: '\n', marks: [] });
      continue;
    }
    if (node.type !== 'text' || !node.text) continue;
    const marks: InlineMark[] = [];
    let href: string | undefined;
    for (const mark of node.marks ?? []) {
      if (mark.type === 'link' && typeof mark.attrs?.href === 'string') href = mark.attrs.href;
      const name = MARK_OF[mark.type];
      if (name) marks.push(name);
    }
    segments.push(href ? { text: node.text, marks, href } : { text: node.text, marks });
  }
  return segments;
}

/** Inline editor nodes as the stored inline HTML. */
export function inlineHtml(nodes: readonly JSONContent[] | undefined): string {
  // Trailing hard breaks say nothing.
  return segmentsToHtml(inlineSegments(nodes)).replace(/(<br>)+$/u, '');
}

function textOf(node: JSONContent): string {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'hardBreak') return '\n';
  return (node.content ?? []).map(textOf).join('');
}

function listItems(list: JSONContent): string[] {
  const items: string[] = [];
  for (const item of list.content ?? []) {
    const parts: string[] = [];
    for (const child of item.content ?? []) {
      if (child.type === 'bulletList' || child.type === 'orderedList') {
        if (parts.length) items.push(parts.join('<br>'));
        parts.length = 0;
        items.push(...listItems(child));
      } else parts.push(inlineHtml(child.content));
    }
    if (parts.length) items.push(parts.join('<br>'));
  }
  return items;
}

export function editorJsonToBlocks(doc: JSONContent): Block[] {
  const blocks: Block[] = [];
  for (const node of doc.content ?? []) {
    switch (node.type) {
      case 'paragraph': {
        const text = inlineHtml(node.content);
        if (text.trim() !== '') blocks.push({ type: 'paragraph', data: { text } });
        break;
      }
      case 'heading': {
        const level = Number(node.attrs?.level);
        const text = inlineHtml(node.content);
        if (text.trim() === '') break;
        blocks.push({
          type: 'header',
          data: {
            text,
            level: (HEADER_LEVELS as readonly number[]).includes(level) ? (level as 2 | 3 | 4) : 2,
          },
        });
        break;
      }
      case 'bulletList':
      case 'orderedList': {
        const items = listItems(node).filter((item) => item.trim() !== '');
        if (items.length)
          blocks.push({
            type: 'list',
            data: { style: node.type === 'orderedList' ? 'ordered' : 'unordered', items },
          });
        break;
      }
      case 'blockquote': {
        const text = (node.content ?? [])
          .map((child) =>
            child.type === 'paragraph'
              ? inlineHtml(child.content)
              : segmentsToHtml([{ text: textOf(child), marks: [] }]),
          )
          .filter((part) => part !== '')
          .join('<br>');
        if (text.trim() !== '') blocks.push({ type: 'quote', data: { text } });
        break;
      }
      case 'codeBlock': {
        const code = textOf(node);
        if (code !== '') blocks.push({ type: 'code', data: { code } });
        break;
      }
      case 'horizontalRule':
        blocks.push({ type: 'delimiter', data: {} });
        break;
      case 'rtImage': {
        const attrs = node.attrs ?? {};
        if (typeof attrs.src !== 'string' || !attrs.src) break;
        blocks.push({
          type: 'image',
          data: {
            ...(typeof attrs.uploadId === 'number' ? { upload_id: attrs.uploadId } : {}),
            url: attrs.src,
            ...(attrs.caption ? { caption: String(attrs.caption) } : {}),
          },
        });
        break;
      }
      case 'rtEmbed': {
        const attrs = node.attrs ?? {};
        if (attrs.service !== 'youtube' && attrs.service !== 'vimeo') break;
        blocks.push({
          type: 'embed',
          data: { service: attrs.service, source: String(attrs.source), embed: String(attrs.embed) },
        });
        break;
      }
      case 'rtFile': {
        const attrs = node.attrs ?? {};
        if (typeof attrs.uploadId !== 'number') break;
        blocks.push({
          type: 'file',
          data: {
            upload_id: attrs.uploadId,
            ...(attrs.url ? { url: String(attrs.url) } : {}),
            ...(attrs.name ? { name: String(attrs.name) } : {}),
            ...(attrs.mimeType ? { mime_type: String(attrs.mimeType) } : {}),
          },
        });
        break;
      }
      default: {
        const text = textOf(node);
        if (text.trim() !== '')
          blocks.push({ type: 'paragraph', data: { text: segmentsToHtml([{ text, marks: [] }]) } });
      }
    }
  }
  return blocks;
}

function inlineNodes(html: string): JSONContent[] {
  const nodes: JSONContent[] = [];
  for (const segment of parseInline(html)) {
    const marks = [
      ...segment.marks.map((mark) => ({ type: mark })),
      ...(segment.href ? [{ type: 'link', attrs: { href: segment.href } }] : []),
    ];
    segment.text.split('\n').forEach((part, index) => {
      if (index > 0) nodes.push({ type: 'hardBreak' });
      if (part) nodes.push(marks.length ? { type: 'text', text: part, marks } : { type: 'text', text: part });
    });
  }
  return nodes;
}

const paragraph = (html: string): JSONContent => {
  const content = inlineNodes(html);
  return content.length ? { type: 'paragraph', content } : { type: 'paragraph' };
};

export function blocksToEditorJson(blocks: readonly Block[]): JSONContent {
  const content: JSONContent[] = [];
  for (const block of blocks) {
    switch (block.type) {
      case 'paragraph':
        content.push(paragraph(block.data.text));
        break;
      case 'header': {
        const inner = inlineNodes(block.data.text);
        content.push({
          type: 'heading',
          attrs: { level: block.data.level },
          ...(inner.length ? { content: inner } : {}),
        });
        break;
      }
      case 'list':
        content.push({
          type: block.data.style === 'ordered' ? 'orderedList' : 'bulletList',
          content: block.data.items.map((item) => ({ type: 'listItem', content: [paragraph(item)] })),
        });
        break;
      case 'quote':
        content.push({ type: 'blockquote', content: [paragraph(block.data.text)] });
        break;
      case 'code':
        content.push({
          type: 'codeBlock',
          ...(block.data.code ? { content: [{ type: 'text', text: block.data.code }] } : {}),
        });
        break;
      case 'delimiter':
        content.push({ type: 'horizontalRule' });
        break;
      case 'image':
        content.push({
          type: 'rtImage',
          attrs: {
            src: block.data.url,
            uploadId: block.data.upload_id ?? null,
            caption: block.data.caption ?? '',
          },
        });
        break;
      case 'embed':
        content.push({
          type: 'rtEmbed',
          attrs: { service: block.data.service, source: block.data.source, embed: block.data.embed },
        });
        break;
      case 'file':
        content.push({
          type: 'rtFile',
          attrs: {
            uploadId: block.data.upload_id,
            url: block.data.url ?? '',
            name: block.data.name ?? '',
            mimeType: block.data.mime_type ?? '',
          },
        });
        break;
    }
  }
  return { type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] };
}
