import { useState } from 'react';
import { Globe } from 'lucide-react';
import type { LinkPreview as LinkPreviewData } from '@careerhub/shared';
import { Skeleton } from '../../components/ui/Skeleton';
import { cn } from '../../components/ui/cn';
import { useFirstUrl, useLinkPreview } from './useLinkPreview';

/** A link card: image, title, description and domain; the whole card opens the page in a new tab. */
export function LinkPreviewCard({ preview, className }: { preview: LinkPreviewData; className?: string }) {
  const [imageFailed, setImageFailed] = useState(false);
  const showImage = preview.image && !imageFailed;
  return (
    <a
      href={preview.url}
      target="_blank"
      rel="noopener noreferrer nofollow ugc"
      className={cn(
        'group flex flex-col overflow-hidden rounded-2xl border border-border bg-surface text-left shadow-sm transition hover:border-primary/40 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary sm:flex-row',
        className,
      )}
    >
      {showImage && (
        <img
          src={preview.image!}
          alt=""
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={() => setImageFailed(true)}
          className="aspect-[1.91/1] w-full bg-slate-100 object-cover sm:aspect-auto sm:h-auto sm:w-44 sm:shrink-0"
        />
      )}
      <span className="flex min-w-0 flex-1 flex-col gap-1 p-4">
        <span className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-muted uppercase">
          <Globe aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">{preview.site_name ?? preview.domain}</span>
        </span>
        <span className="line-clamp-2 font-semibold text-text group-hover:text-primary">{preview.title}</span>
        {preview.description && (
          <span className="line-clamp-2 text-sm text-muted">{preview.description}</span>
        )}
        <span className="sr-only">(opens {preview.domain} in a new tab)</span>
      </span>
    </a>
  );
}

/**
 * The preview of the first link in a post's text. Shows a placeholder while loading and nothing
 * at all when there is no link or it cannot be previewed.
 */
export function LinkPreview({ text, className }: { text: string | null | undefined; className?: string }) {
  const url = useFirstUrl(text);
  const { data, isPending, fetchStatus } = useLinkPreview(url);
  if (!url) return null;
  if (isPending && fetchStatus === 'fetching') {
    return (
      <div
        className={cn('flex overflow-hidden rounded-2xl border border-border', className)}
        aria-hidden="true"
      >
        <Skeleton className="hidden h-24 w-44 rounded-none sm:block" />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-full" />
        </div>
      </div>
    );
  }
  if (!data) return null;
  return <LinkPreviewCard preview={data} {...(className ? { className } : {})} />;
}

export default LinkPreview;
