import { PdfViewer } from '../../components/pdf';
import { Dialog } from '../../components/ui/Dialog';

/** A resource's PDF read in the app: the shared PdfViewer (page navigation, zoom) in a dialog. */
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
      {file && <PdfViewer url={file.file} title={file.name} />}
    </Dialog>
  );
}
