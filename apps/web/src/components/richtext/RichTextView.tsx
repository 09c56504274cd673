import { Fragment, useId, useMemo, useState, type ReactNode } from 'react';
import { FileText } from 'lucide-react';
import {
  parseInline,
  parseVideoUrl,
  safeHref,
  toRichText,
  truncateBlocks,
  type Block,
  type FileBlock,
  type InlineSegment,
} from '@careerhub/shared';
import { cn } from '../ui/cn';
import './richtext.css';

/** Marks as elements, outermost first (the same nesting the server writes). */
function markElement(mark: InlineSegment['marks'][number], children: ReactNode, key: number): ReactNode {
  switch (mark) {
    case 'bold':
      return <strong key={key}>{children}</strong>;
    case 'italic':
      return <em key={key}>{children}</em>;
    case 'underline':
      return <u key={key}>{children}</u>;
    case 'code':
      return <code key={key}>{children}</code>;
  }
}

function isExternal(href: string) {
  return /^https?:/iu.test(href);
}

/**
 * Inline HTML as React elements. Only the allow-listed marks and safe links are read (by
 * `parseInline`); every character of text is rendered as text, so nothing in stored content
 * can become markup or script.
 */
export function InlineText({ html }: { html: string }) {
  return (
    <>
      {parseInline(html).map((segment, index) => {
        const lines = segment.text.split('\n');
        let node: ReactNode = lines.map((line, at) => (
          <Fragment key={at}>
            {at > 0 && <br />}
            {line}
          </Fragment>
        ));
        if (lines.length === 1) node = segment.text;
        for (const mark of [...segment.marks].reverse()) node = markElement(mark, node, index);
        const href = safeHref(segment.href);
        if (href)
          node = (
            <a
              key={index}
              href={href}
              rel="noopener noreferrer nofollow"
              {...(isExternal(href) ? { target: '_blank' } : {})}
            >
              {node}
            </a>
          );
        return <Fragment key={index}>{node}</Fragment>;
      })}
    </>
  );
}

function DefaultFile({ block }: { block: FileBlock }) {
  const href = block.data.url ? safeHref(block.data.url) : null;
  const name = block.data.name || 'Attachment';
  const body = (
    <>
      <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <span className="min-w-0 truncate font-medium">{name}</span>
    </>
  );
  return href ? (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="rt-file-card !flex-row items-center gap-2 !no-underline hover:border-primary"
    >
      {body}
    </a>
  ) : (
    <div className="rt-file-card !flex-row items-center gap-2">{body}</div>
  );
}

function VideoEmbed({ block }: { block: Extract<Block, { type: 'embed' }> }) {
  // The player address is derived again here: only YouTube and Vimeo players are ever framed.
  const video = parseVideoUrl(block.data.embed) ?? parseVideoUrl(block.data.source);
  const title = block.data.caption || `${video?.service === 'vimeo' ? 'Vimeo' : 'YouTube'} video`;
  if (!video) return null;
  return (
    <figure>
      <div className="rt-embed-frame">
        <iframe
          src={video.embed}
          title={title}
          loading="lazy"
          allow="encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        />
      </div>
      {block.data.caption && <figcaption>{block.data.caption}</figcaption>}
    </figure>
  );
}

export interface RichTextViewProps {
  /** Blocks, a `{ blocks }` document, its JSON, or older plain text (shown as paragraphs). */
  value: Block[] | unknown;
  /** Characters shown before "Show More" (posts 1,200, resources 200); everything when omitted. */
  previewLength?: number | undefined;
  /** How a file block is shown (the resource page opens PDFs in its viewer); a link by default. */
  renderFile?: ((block: FileBlock) => ReactNode) | undefined;
  className?: string | undefined;
}

export function renderBlock(
  block: Block,
  index: number,
  renderFile?: RichTextViewProps['renderFile'],
): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return (
        <p key={index}>
          <InlineText html={block.data.text} />
        </p>
      );
    case 'header': {
      const Tag = `h${block.data.level}` as 'h2' | 'h3' | 'h4';
      return (
        <Tag key={index}>
          <InlineText html={block.data.text} />
        </Tag>
      );
    }
    case 'list': {
      const Tag = block.data.style === 'ordered' ? 'ol' : 'ul';
      return (
        <Tag key={index}>
          {block.data.items.map((item, at) => (
            <li key={at}>
              <InlineText html={item} />
            </li>
          ))}
        </Tag>
      );
    }
    case 'quote':
      return (
        <blockquote key={index}>
          <p>
            <InlineText html={block.data.text} />
          </p>
          {block.data.caption && <cite>{block.data.caption}</cite>}
        </blockquote>
      );
    case 'code':
      return (
        <pre key={index}>
          <code>{block.data.code}</code>
        </pre>
      );
    case 'delimiter':
      return <hr key={index} />;
    case 'image': {
      const src = safeHref(block.data.url);
      if (!src || src.toLowerCase().startsWith('mailto:')) return null;
      return (
        <figure key={index}>
          <img src={src} alt={block.data.caption ?? ''} loading="lazy" />
          {block.data.caption && <figcaption>{block.data.caption}</figcaption>}
        </figure>
      );
    }
    case 'embed':
      return <VideoEmbed key={index} block={block} />;
    case 'file':
      return <div key={index}>{renderFile ? renderFile(block) : <DefaultFile block={block} />}</div>;
  }
}

/** Stored rich text, rendered as React elements, with an optional "Show More" preview. */
export function RichTextView({ value, previewLength, renderFile, className }: RichTextViewProps) {
  const blocks = useMemo(() => toRichText(value).blocks, [value]);
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  const preview = useMemo(
    () =>
      previewLength !== undefined ? truncateBlocks(blocks, previewLength) : { blocks, truncated: false },
    [blocks, previewLength],
  );
  const shown = expanded || !preview.truncated ? blocks : preview.blocks;
  return (
    <div className={cn('flex flex-col items-start gap-2', className)}>
      <div id={contentId} className="rt-content w-full text-text">
        {shown.map((block, index) => renderBlock(block, index, renderFile))}
      </div>
      {preview.truncated && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((open) => !open)}
          className="text-sm font-semibold text-primary underline-offset-2 hover:underline"
        >
          {expanded ? 'Show Less' : 'Show More'}
        </button>
      )}
    </div>
  );
}
