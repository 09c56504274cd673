import { Dialog } from '../../components/ui/Dialog';

/**
 * A PDF read in the app. INTEGRATION POINT: the shared `PdfViewer` (apps/web/src/components/pdf,
 * branch wip/richtext) with page navigation renders here once merged; until then the browser's
 * own reader shows the file in a frame.
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
      {file && (
        <iframe
          src={file.file}
          title={file.name}
          className="h-[70dvh] w-full rounded-lg border border-border"
        />
      )}
    </Dialog>
  );
}
