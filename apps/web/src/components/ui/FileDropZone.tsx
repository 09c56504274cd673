import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { CheckCircle2, FileText, UploadCloud } from 'lucide-react';
import { cn } from './cn';
import { FieldMessages, describedBy } from './FieldMessages';

export interface FileDropZoneProps {
  label: string;
  /** What the input accepts (MIME types or extensions, comma-separated); omitted = any file. */
  accept?: string | undefined;
  /** The accepted types in words, e.g. "PDF" or "JPEG or PNG"; derived from `accept` when omitted. */
  typesLabel?: string | undefined;
  maxBytes: number;
  onFiles: (files: File[]) => void;
  id?: string | undefined;
  multiple?: boolean | undefined;
  disabled?: boolean | undefined;
  /** Upload progress 0–100 while a file is being sent; null or omitted otherwise. */
  progress?: number | null | undefined;
  /** The file chosen or uploaded, shown in the zone. */
  fileName?: string | null | undefined;
  /** The chosen file has been stored (a tick instead of the file icon). */
  isDone?: boolean | undefined;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

const TYPE_WORDS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/*': 'images',
  'video/*': 'videos',
  'image/jpeg': 'JPEG',
  'image/jpg': 'JPEG',
  'image/png': 'PNG',
  'video/mp4': 'MP4',
  'video/mpeg': 'MPEG',
};

/** An `accept` list in words: "images, videos or PDF"; "Any file" when there is no list. */
export function describeAccept(accept: string | undefined): string {
  const words = [
    ...new Set(
      (accept ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean)
        .map((t) => TYPE_WORDS[t] ?? t.replace(/^\./, '').toUpperCase()),
    ),
  ];
  if (words.length === 0) return 'Any file';
  const text = words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The product's file field: a dashed zone a file can be dropped on or clicked to browse, that says
 * which types and what size it takes, shows the chosen file and the upload's progress. The real
 * input stays in the zone (visually hidden, focusable), so the keyboard, screen readers and
 * automation reach it by its label.
 */
export function FileDropZone(props: FileDropZoneProps) {
  const generated = useId();
  const inputId = props.id ?? generated;
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setIsOver] = useState(false);
  const limits = `${props.typesLabel ?? describeAccept(props.accept)} · up to ${formatBytes(props.maxBytes)}`;
  const hintNode = props.hint ? (
    <>
      {limits}. {props.hint}
    </>
  ) : (
    limits
  );
  const ids = describedBy(inputId, hintNode, props.error);
  const uploading = props.progress !== null && props.progress !== undefined;

  function take(list: FileList | null) {
    const files = Array.from(list ?? []);
    if (files.length > 0) props.onFiles(props.multiple ? files : files.slice(0, 1));
  }
  function onDrop(event: DragEvent) {
    event.preventDefault();
    setIsOver(false);
    if (!props.disabled) take(event.dataTransfer.files);
  }

  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', props.className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-text">
        {props.label}
      </label>
      <div
        data-testid="file-drop-zone"
        onClick={() => !props.disabled && input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          if (!props.disabled) setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={onDrop}
        className={cn(
          'flex min-w-0 cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-5 text-center transition',
          'focus-within:ring-2 focus-within:ring-primary/40 hover:border-primary hover:bg-primary-soft/30',
          isOver ? 'border-primary bg-primary-soft/40' : props.error ? 'border-danger' : 'border-slate-300',
          props.disabled && 'pointer-events-none opacity-60',
        )}
      >
        {props.fileName ? (
          <span className="flex max-w-full min-w-0 items-center gap-2 text-sm font-medium text-text">
            {props.isDone ? (
              <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-green-700" />
            ) : (
              <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
            )}
            <span className="truncate" title={props.fileName}>
              {props.fileName}
            </span>
          </span>
        ) : (
          <UploadCloud aria-hidden="true" className="size-7 text-primary" />
        )}
        <span className="text-sm text-muted">
          {props.fileName ? 'Drop another file here or ' : 'Drop a file here or '}
          <span className="font-semibold text-primary underline underline-offset-2">browse</span>
        </span>
        <input
          ref={input}
          id={inputId}
          type="file"
          className="sr-only"
          accept={props.accept}
          multiple={props.multiple}
          disabled={props.disabled}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={ids.describedBy}
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
        {uploading && (
          <div className="flex w-full max-w-xs flex-col gap-1">
            <div
              role="progressbar"
              aria-label={`Uploading ${props.fileName ?? props.label}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={props.progress ?? 0}
              className="h-1.5 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className="h-full bg-primary transition-[width]"
                style={{ width: `${props.progress ?? 0}%` }}
              />
            </div>
            <span className="text-xs text-muted" aria-hidden="true">
              Uploading {props.progress}%
            </span>
          </div>
        )}
      </div>
      <FieldMessages inputId={inputId} hint={hintNode} error={props.error} />
    </div>
  );
}
