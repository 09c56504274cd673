import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight, ExternalLink, Maximize2, ZoomIn, ZoomOut } from 'lucide-react';
import { Button, buttonClasses } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { cn } from '../ui/cn';
import type { PDFDocumentProxy } from './pdfjs';

export interface PdfViewerProps {
  /** The PDF's address (an uploaded file under /media/…). */
  url: string;
  /** The file's name, for labels and the "Open file" link. */
  title: string;
  className?: string | undefined;
}

type Status = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; pages: number };

const ZOOM_STEP = 0.25;
const MIN_ZOOM = 0.5;
const MAX_ZOOM = 3;

/**
 * An in-app PDF viewer (pdf.js 5, loaded on first use): one page at a time, fitted to the width,
 * with previous/next, "Page N of M", zoom, and the arrow, Page Up/Down, Home and End keys. The
 * "Open file" link is always there, and is the way out when the file cannot be shown.
 */
export function PdfViewer(props: PdfViewerProps) {
  // A new file starts again from its first page, loading.
  return <PdfDocument key={props.url} {...props} />;
}

function PdfDocument({ url, title, className }: PdfViewerProps) {
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [page, setPage] = useState(1);
  /** 1 = fit width. */
  const [zoom, setZoom] = useState(1);
  const [width, setWidth] = useState(0);
  const doc = useRef<PDFDocumentProxy | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    let task: { destroy: () => Promise<void>; promise: Promise<PDFDocumentProxy> } | null = null;
    import('./pdfjs')
      .then(({ openPdf }) => {
        if (cancelled) return;
        task = openPdf(url);
        return task.promise.then((loaded) => {
          if (cancelled) return;
          doc.current = loaded;
          setStatus({ kind: 'ready', pages: loaded.numPages });
        });
      })
      .catch(() => {
        if (!cancelled) setStatus({ kind: 'error' });
      });
    return () => {
      cancelled = true;
      void task?.destroy();
      doc.current = null;
    };
  }, [url]);

  // Fit width: follow the frame's width.
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const loaded = doc.current;
    const target = canvas.current;
    if (status.kind !== 'ready' || !loaded || !target || width === 0) return;
    let cancelled = false;
    let render: { cancel: () => void; promise: Promise<void> } | null = null;
    void loaded
      .getPage(page)
      .then((pdfPage) => {
        if (cancelled) return;
        const base = pdfPage.getViewport({ scale: 1 });
        const viewport = pdfPage.getViewport({ scale: (width / base.width) * zoom });
        const ratio = window.devicePixelRatio || 1;
        target.width = Math.floor(viewport.width * ratio);
        target.height = Math.floor(viewport.height * ratio);
        target.style.width = `${Math.floor(viewport.width)}px`;
        target.style.height = `${Math.floor(viewport.height)}px`;
        render = pdfPage.render({
          canvas: target,
          viewport,
          ...(ratio !== 1 ? { transform: [ratio, 0, 0, ratio, 0, 0] } : {}),
        });
        return render.promise;
      })
      .catch((error: unknown) => {
        if (!cancelled && (error as { name?: string })?.name !== 'RenderingCancelledException')
          setStatus({ kind: 'error' });
      });
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [status, page, width, zoom]);

  const pages = status.kind === 'ready' ? status.pages : 0;
  const go = useCallback((next: number) => setPage(Math.min(Math.max(1, next), Math.max(1, pages))), [pages]);

  function onKey(event: KeyboardEvent<HTMLDivElement>) {
    const keys: Record<string, () => void> = {
      ArrowRight: () => go(page + 1),
      ArrowLeft: () => go(page - 1),
      PageDown: () => go(page + 1),
      PageUp: () => go(page - 1),
      Home: () => go(1),
      End: () => go(pages),
      '+': () => setZoom((z) => Math.min(MAX_ZOOM, z + ZOOM_STEP)),
      '-': () => setZoom((z) => Math.max(MIN_ZOOM, z - ZOOM_STEP)),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  const openLink = (
    <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'sm')}>
      <ExternalLink aria-hidden="true" className="size-4" />
      Open file
    </a>
  );

  return (
    <section
      aria-label={`PDF: ${title}`}
      className={cn('flex flex-col overflow-hidden rounded-xl border border-border bg-surface', className)}
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-border bg-slate-50 px-3 py-2">
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label="Previous page"
            disabled={status.kind !== 'ready' || page <= 1}
            onClick={() => go(page - 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
          <span aria-live="polite" className="min-w-24 text-center text-sm text-text tabular-nums">
            {status.kind === 'ready' ? `Page ${page} of ${pages}` : ' '}
          </span>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Next page"
            disabled={status.kind !== 'ready' || page >= pages}
            onClick={() => go(page + 1)}
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label="Zoom out"
            disabled={status.kind !== 'ready' || zoom <= MIN_ZOOM}
            onClick={() => setZoom((z) => Math.max(MIN_ZOOM, z - ZOOM_STEP))}
          >
            <ZoomOut aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Fit to width"
            aria-pressed={zoom === 1}
            disabled={status.kind !== 'ready'}
            onClick={() => setZoom(1)}
          >
            <Maximize2 aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Zoom in"
            disabled={status.kind !== 'ready' || zoom >= MAX_ZOOM}
            onClick={() => setZoom((z) => Math.min(MAX_ZOOM, z + ZOOM_STEP))}
          >
            <ZoomIn aria-hidden="true" className="size-4" />
          </Button>
        </div>
        <div className="ml-auto">{openLink}</div>
      </div>
      <div
        ref={frame}
        tabIndex={0}
        role="group"
        aria-roledescription="document viewer"
        aria-label={`${title}. Use the arrow keys to change page.`}
        onKeyDown={onKey}
        className="relative max-h-[80dvh] min-h-64 overflow-auto bg-slate-100 focus-visible:outline-2"
      >
        {status.kind === 'loading' && (
          <div className="absolute inset-0 flex items-center justify-center text-primary">
            <Spinner label="Loading the PDF" />
          </div>
        )}
        {status.kind === 'error' ? (
          <div role="alert" className="flex flex-col items-center justify-center gap-3 p-8 text-center">
            <p className="text-sm text-text">This PDF cannot be shown here.</p>
            {openLink}
          </div>
        ) : (
          <canvas
            ref={canvas}
            role="img"
            aria-label={status.kind === 'ready' ? `Page ${page} of ${pages}` : 'PDF page'}
            className="mx-auto block bg-white shadow-sm"
          />
        )}
      </div>
    </section>
  );
}
