import { LIMITS, PROFILE_TEXT } from '@careerhub/shared';
import { AlertCircle, CheckCircle2, FileText } from 'lucide-react';
import { cn } from '../../../components/ui/cn';

/** One file of an upload (spec section 4): uploading with progress, uploaded with an id, or failed. */
export type UploadState =
  | { key: string; name: string; status: 'uploading'; percent: number }
  | { key: string; name: string; status: 'uploaded'; id?: number; url?: string }
  | { key: string; name: string; status: 'failed'; error: string };

export const displayName = (name: string) =>
  name.length > LIMITS.fileNameDisplay ? `${name.slice(0, LIMITS.fileNameDisplay - 1)}…` : name;

export function FileUploadItem({ item }: { item: UploadState }) {
  return (
    <li className="flex flex-col gap-1.5 rounded-lg border border-border p-3 text-sm">
      <div className="flex items-center gap-2">
        <FileText aria-hidden="true" className="size-4 shrink-0 text-muted" />
        <span className="min-w-0 flex-1 truncate text-text" title={item.name}>
          {item.status === 'uploaded' && item.url ? (
            <a
              href={item.url}
              target="_blank"
              rel="noreferrer"
              className="text-primary underline-offset-2 hover:underline"
            >
              {displayName(item.name)}
            </a>
          ) : (
            displayName(item.name)
          )}
        </span>
        <span
          className={cn(
            'flex shrink-0 items-center gap-1 text-xs font-medium',
            item.status === 'failed'
              ? 'text-danger'
              : item.status === 'uploaded'
                ? 'text-green-700'
                : 'text-muted',
          )}
        >
          {item.status === 'uploaded' && <CheckCircle2 aria-hidden="true" className="size-4" />}
          {item.status === 'failed' && <AlertCircle aria-hidden="true" className="size-4" />}
          {item.status === 'uploading'
            ? PROFILE_TEXT.uploading(item.percent)
            : item.status === 'uploaded'
              ? PROFILE_TEXT.uploaded
              : PROFILE_TEXT.uploadFailed}
        </span>
      </div>
      {item.status === 'uploading' && (
        <div
          role="progressbar"
          aria-label={`Uploading ${item.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={item.percent}
          className="h-1.5 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${item.percent}%` }} />
        </div>
      )}
      {item.status === 'failed' && <p className="text-sm font-medium text-danger">{item.error}</p>}
    </li>
  );
}

export function FileUploadList({ items }: { items: UploadState[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <FileUploadItem key={item.key} item={item} />
      ))}
    </ul>
  );
}
