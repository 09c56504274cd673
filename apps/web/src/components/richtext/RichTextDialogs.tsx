import { useState, type FormEvent, type ReactNode } from 'react';
import type { Editor } from '@tiptap/react';
import {
  RICH_TEXT_LIMITS,
  RICH_TEXT_MESSAGES,
  UPLOAD_MESSAGES,
  VALIDATION,
  parseVideoUrl,
  safeHref,
} from '@careerhub/shared';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { FileDropZone } from '../ui/FileDropZone';
import { FormField } from '../ui/FormField';
import { getErrorMessage } from '../../lib/api/errors';
import type { UploadFile } from './upload';

/** An address as typed: "example.com" means https://example.com. */
export function normaliseLink(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  const withScheme =
    /^[a-z][a-z0-9+.-]*:/iu.test(value) || value.startsWith('/') ? value : `https://${value}`;
  return safeHref(withScheme);
}

function Actions(props: { submitLabel: string; busy?: boolean; extra?: ReactNode; onCancel: () => void }) {
  return (
    <div className="mt-5 flex flex-wrap justify-end gap-2">
      {props.extra}
      <Button variant="outline" onClick={props.onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={props.busy}>
        {props.submitLabel}
      </Button>
    </div>
  );
}

export function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const current = editor.getAttributes('link').href as string | undefined;
  const [href, setHref] = useState(current ?? '');
  const [error, setError] = useState<string>();
  const hasSelection = !editor.state.selection.empty;

  function submit(event: FormEvent) {
    event.preventDefault();
    const link = normaliseLink(href);
    if (!link || link.length > RICH_TEXT_LIMITS.url) {
      setError(RICH_TEXT_MESSAGES.invalidUrl);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (hasSelection || current) chain.setLink({ href: link }).run();
    else
      chain
        .insertContent({ type: 'text', text: href.trim(), marks: [{ type: 'link', attrs: { href: link } }] })
        .run();
    onClose();
  }

  function remove() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={current ? 'Edit link' : 'Add link'}>
      <form noValidate onSubmit={submit}>
        <FormField
          label="Link address"
          type="url"
          inputMode="url"
          autoFocus
          placeholder="https://example.com"
          value={href}
          error={error}
          onChange={(event) => {
            setHref(event.target.value);
            setError(undefined);
          }}
        />
        <Actions
          submitLabel="Save link"
          onCancel={onClose}
          extra={
            current ? (
              <Button variant="ghost" className="mr-auto" onClick={remove}>
                Remove link
              </Button>
            ) : null
          }
        />
      </form>
    </Dialog>
  );
}

export function EmbedDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [source, setSource] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const video = parseVideoUrl(source);
    if (!video) {
      setError(source.trim() ? RICH_TEXT_MESSAGES.unsupportedEmbed : VALIDATION.required);
      return;
    }
    editor
      .chain()
      .focus()
      .insertContent({
        type: 'rtEmbed',
        attrs: { service: video.service, source: source.trim(), embed: video.embed },
      })
      .run();
    onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Embed a video"
      description="Paste the address of a YouTube or Vimeo video. Pasting it straight into the text works too."
    >
      <form noValidate onSubmit={submit}>
        <FormField
          label="Video address"
          type="url"
          inputMode="url"
          autoFocus
          placeholder="https://www.youtube.com/watch?v=…"
          value={source}
          error={error}
          onChange={(event) => {
            setSource(event.target.value);
            setError(undefined);
          }}
        />
        <Actions submitLabel="Embed video" onCancel={onClose} />
      </form>
    </Dialog>
  );
}

const IMAGE_TYPES = 'image/jpeg,image/png,image/gif,image/webp';

export function FileDialog({
  kind,
  editor,
  upload,
  maxBytes,
  onClose,
}: {
  kind: 'image' | 'file';
  editor: Editor;
  upload: UploadFile;
  maxBytes: number;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const isImage = kind === 'image';

  function choose(files: File[]) {
    const chosen = files[0] ?? null;
    setError(undefined);
    if (chosen && chosen.size > maxBytes) {
      setError(VALIDATION.uploadTooLarge);
      return;
    }
    if (chosen && isImage && !IMAGE_TYPES.split(',').includes(chosen.type)) {
      setError(UPLOAD_MESSAGES.pictureFormat);
      return;
    }
    setFile(chosen);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError(UPLOAD_MESSAGES.fileMissing);
      return;
    }
    try {
      setProgress(0);
      const stored = await upload(file, setProgress);
      const text = caption.trim().slice(0, RICH_TEXT_LIMITS.caption);
      editor
        .chain()
        .focus()
        .insertContent(
          isImage
            ? { type: 'rtImage', attrs: { src: stored.url, uploadId: stored.id, caption: text } }
            : {
                type: 'rtFile',
                attrs: { uploadId: stored.id, url: stored.url, name: stored.name, mimeType: stored.mimeType },
              },
        )
        .run();
      onClose();
    } catch (failure) {
      setProgress(null);
      setError(getErrorMessage(failure, UPLOAD_MESSAGES.couldNotUploadFile));
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && progress === null && onClose()}
      title={isImage ? 'Add an image' : 'Attach a file'}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <FileDropZone
          label={isImage ? 'Image' : 'File'}
          accept={isImage ? IMAGE_TYPES : undefined}
          typesLabel={isImage ? 'JPEG, PNG, GIF or WebP' : 'PDF, Word, Excel, PowerPoint, text or image'}
          maxBytes={maxBytes}
          onFiles={choose}
          fileName={file?.name ?? null}
          progress={progress}
          error={error}
          disabled={progress !== null}
        />
        {isImage && (
          <FormField
            label="Image description (alt text)"
            hint="Describe the image for people who cannot see it."
            maxLength={RICH_TEXT_LIMITS.caption}
            value={caption}
            onChange={(event) => setCaption(event.target.value)}
          />
        )}
        <Actions
          submitLabel={isImage ? 'Add image' : 'Attach file'}
          busy={progress !== null}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
