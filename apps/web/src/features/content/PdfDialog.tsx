import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Spinner } from '../../components/ui/Spinner';

type PdfDocument = PDFDocumentProxy;

/** pdf.js and its worker load only when a reader opens (they are large). */
async function openPdf(url: string): Promise<PdfDocument> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs.getDocument({ url, isEvalSupported: false }).promise;
}

/**
 * The in-app PDF reader: one page at a time on a canvas, Previous / Next page and "Page N of M",
 * arrow keys turn pages. INTEGRATION NOTE: if the shared `PdfViewer` (apps/web/src/components/pdf)
 * lands, this dialog can render it instead.
 */
export function PdfDialog({
  file,
  title,
  onClose,
}: {
  file: { file: string; name: string } | null;
  title: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={file !== null}
      onOpenChange={(open) => !open && onClose()}
      title={file?.name ?? title}
      size="lg"
    >
      {file && <PdfReader key={file.file} url={file.file} name={file.name} />}
    </Dialog>
  );
}

function PdfReader({ url, name }: { url: string; name: string }) {
  const [doc, setDoc] = useState<PdfDocument | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    let opened: PdfDocument | null = null;
    openPdf(url)
      .then((d) => {
        opened = d;
        if (!cancelled) setDoc(d);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
  }, [url]);

  useEffect(() => {
    if (!doc || !canvas.current || !frame.current) return;
    let task: { cancel: () => void; promise: Promise<unknown> } | null = null;
    let cancelled = false;
    void doc.getPage(page).then((p) => {
      if (cancelled || !canvas.current || !frame.current) return;
      const base = p.getViewport({ scale: 1 });
      const available = frame.current.clientWidth || base.width;
      const width = Math.max(240, Math.min(available - 16, 820));
      const ratio = window.devicePixelRatio || 1;
      const viewport = p.getViewport({ scale: (width / base.width) * ratio });
      const target = canvas.current;
      target.width = viewport.width;
      target.height = viewport.height;
      target.style.width = `${viewport.width / ratio}px`;
      target.style.height = `${viewport.height / ratio}px`;
      task = p.render({ canvas: target, viewport });
      task.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, page]);

  const pages = doc?.numPages ?? 0;
  const go = (next: number) => setPage(Math.min(Math.max(1, next), pages || 1));

  if (failed)
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-center">
        <p className="text-sm text-muted">This PDF cannot be shown here.</p>
        <a href={url} download={name} className={buttonClasses('outline', 'sm')}>
          <Download aria-hidden="true" className="size-4" />
          Download {name}
        </a>
      </div>
    );
  return (
    <div
      className="flex flex-col gap-3"
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') go(page + 1);
        if (e.key === 'ArrowLeft') go(page - 1);
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p aria-live="polite" className="text-sm font-medium text-text">
          {pages ? `Page ${page} of ${pages}` : 'Loading…'}
        </p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => go(page - 1)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous page
          </Button>
          <Button variant="outline" size="sm" disabled={!pages || page >= pages} onClick={() => go(page + 1)}>
            Next page
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      <div ref={frame} className="grid min-h-64 place-items-center overflow-auto rounded-lg bg-slate-100 p-2">
        {!doc && <Spinner />}
        <canvas
          ref={canvas}
          role="img"
          aria-label={pages ? `${name}, page ${page} of ${pages}` : name}
          className={doc ? 'bg-white shadow' : 'hidden'}
        />
      </div>
    </div>
  );
}
