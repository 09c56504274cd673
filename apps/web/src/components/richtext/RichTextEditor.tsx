import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { Placeholder } from '@tiptap/extensions';
import { LIMITS, VALIDATION, richTextLength, type Block } from '@careerhub/shared';
import { cn } from '../ui/cn';
import { describedBy, FieldMessages } from '../ui/FieldMessages';
import { blocksToEditorJson, editorJsonToBlocks } from './convert';
import { richTextExtensions } from './extensions';
import { EmbedDialog, FileDialog, LinkDialog } from './RichTextDialogs';
import { toolbarGroups, type DialogKind } from './toolbar';
import { uploadRichTextFile, type UploadFile } from './upload';
import './richtext.css';

export interface RichTextEditorProps {
  /** The field's visible label; the editable area is labelled by it. */
  label: string;
  value: Block[];
  onChange: (blocks: Block[]) => void;
  id?: string | undefined;
  error?: string | undefined;
  hint?: ReactNode;
  /** Characters of plain text allowed; shows a live count and an error past it. */
  maxLength?: number | undefined;
  placeholder?: string | undefined;
  /** Image and file buttons (through the uploads API); off for fields that take text only. */
  allowUploads?: boolean | undefined;
  /** Files a document may carry (the spec's "Maximum 7 files"); the file button stops there. */
  maxFiles?: number | undefined;
  disabled?: boolean | undefined;
  /** Stores a file; the uploads API by default (tests pass their own). */
  upload?: UploadFile | undefined;
  className?: string | undefined;
}

function countFiles(blocks: readonly Block[]) {
  return blocks.filter((block) => block.type === 'file').length;
}

/**
 * The product's one rich-text editor (TipTap): paragraphs, headings 2–4, lists, quotes, code,
 * a divider, links, uploaded images and files and YouTube/Vimeo videos, stored as blocks.
 * The toolbar is one tab stop (arrow keys move along it); every command has a keyboard shortcut.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const generated = useId();
  const inputId = props.id ?? generated;
  const labelId = `${inputId}-label`;
  const [dialog, setDialog] = useState<DialogKind>(null);
  const onChange = useRef(props.onChange);
  useLayoutEffect(() => {
    onChange.current = props.onChange;
  });
  const lastEmitted = useRef<string>(JSON.stringify(props.value));

  const count = richTextLength(props.value);
  const over = props.maxLength !== undefined && count > props.maxLength;
  const error = props.error ?? (over ? VALIDATION.maxChars(props.maxLength!) : undefined);
  const counter =
    props.maxLength !== undefined ? (
      <span aria-live="polite">
        {count.toLocaleString()} / {props.maxLength.toLocaleString()} characters
      </span>
    ) : null;
  const hint =
    props.hint && counter ? (
      <>
        {props.hint} · {counter}
      </>
    ) : (
      (props.hint ?? counter)
    );
  const ids = describedBy(inputId, hint, error);

  const extensions = useMemo(
    () => [
      ...richTextExtensions({ onLink: () => setDialog('link') }),
      Placeholder.configure({ placeholder: props.placeholder ?? '' }),
    ],
    // The placeholder is read once; the editor is not rebuilt for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const [initialContent] = useState(() => blocksToEditorJson(props.value));
  const editor = useEditor({
    extensions,
    content: initialContent,
    editable: !props.disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    // Re-applied by useEditor on every render, so the aria state follows the field.
    editorProps: {
      attributes: {
        id: inputId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(ids.describedBy ? { 'aria-describedby': ids.describedBy } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        ...(props.disabled ? { 'aria-disabled': 'true' } : {}),
        class: 'rt-content text-base text-text sm:text-sm',
      },
    },
    onUpdate: ({ editor: current }) => {
      const blocks = editorJsonToBlocks(current.getJSON());
      lastEmitted.current = JSON.stringify(blocks);
      onChange.current(blocks);
    },
  });

  // A value from outside (a form reset, a loaded record) replaces the document.
  useEffect(() => {
    const next = JSON.stringify(props.value);
    if (next === lastEmitted.current) return;
    lastEmitted.current = next;
    editor.commands.setContent(blocksToEditorJson(props.value), { emitUpdate: false });
  }, [editor, props.value]);

  useEffect(() => {
    editor.setEditable(!props.disabled);
  }, [editor, props.disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }: { editor: Editor }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      code: e.isActive('code'),
      link: e.isActive('link'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
    }),
  });

  const chain = () => editor.chain().focus();
  const allowUploads = props.allowUploads ?? true;
  const filesFull = props.maxFiles !== undefined && countFiles(props.value) >= props.maxFiles;
  const groups = toolbarGroups({
    chain,
    state,
    openDialog: setDialog,
    allowUploads,
    filesFull,
    maxFiles: props.maxFiles,
  });
  const buttons = groups.flat();
  const [focusKey, setFocusKey] = useState(buttons[0]!.key);
  const toolbar = useRef<HTMLDivElement>(null);

  function onToolbarKey(event: KeyboardEvent<HTMLDivElement>) {
    const enabled = buttons.filter((button) => !button.disabled && !props.disabled);
    const at = enabled.findIndex((button) => button.key === focusKey);
    let next = -1;
    if (event.key === 'ArrowRight') next = (at + 1) % enabled.length;
    else if (event.key === 'ArrowLeft') next = (at - 1 + enabled.length) % enabled.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = enabled.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const key = enabled[next]!.key;
    setFocusKey(key);
    toolbar.current?.querySelector<HTMLButtonElement>(`[data-key="${key}"]`)?.focus();
  }

  function closeDialog() {
    setDialog(null);
    // Back to the text the dialog was opened from, after the dialog has handed focus back (it
    // would otherwise land on the element that had it before, or on the enclosing form).
    setTimeout(() => {
      if (!editor.isDestroyed) editor.commands.focus();
    }, 50);
  }

  return (
    <div className={cn('flex flex-col gap-1.5', props.className)}>
      <label id={labelId} className="text-sm font-medium text-text" onClick={() => editor.commands.focus()}>
        {props.label}
      </label>
      <div
        className={cn(
          'rt-editor overflow-hidden rounded-lg border bg-surface shadow-sm transition',
          'focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/25',
          error ? 'border-danger' : 'border-slate-300',
          props.disabled && 'opacity-60',
        )}
      >
        <div
          ref={toolbar}
          role="toolbar"
          aria-label="Formatting"
          aria-controls={inputId}
          onKeyDown={onToolbarKey}
          className="flex flex-wrap items-center gap-0.5 border-b border-border bg-slate-50 px-1.5 py-1"
        >
          {groups.map((group, index) => (
            <div
              key={index}
              className="flex items-center gap-0.5 not-first:border-l not-first:border-border not-first:pl-1"
            >
              {group.map((button) => {
                const Icon = button.icon;
                const title = button.shortcut ? `${button.label} (${button.shortcut})` : button.label;
                return (
                  <button
                    key={button.key}
                    type="button"
                    data-key={button.key}
                    tabIndex={button.key === focusKey ? 0 : -1}
                    aria-label={button.label}
                    title={title}
                    {...(button.active !== undefined ? { 'aria-pressed': button.active } : {})}
                    {...(button.shortcut
                      ? {
                          'aria-keyshortcuts': button.shortcut
                            .replace('⌘', 'Meta')
                            .replace('Ctrl', 'Control'),
                        }
                      : {})}
                    disabled={props.disabled || button.disabled}
                    onFocus={() => setFocusKey(button.key)}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={button.run}
                    className={cn(
                      'inline-flex size-9 items-center justify-center rounded-md text-muted transition sm:size-8',
                      'hover:bg-slate-200 hover:text-text disabled:cursor-not-allowed disabled:opacity-40',
                      button.active && 'bg-primary-soft text-text',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-4" />
                  </button>
                );
              })}
            </div>
          ))}
        </div>
        <EditorContent editor={editor} />
      </div>
      <FieldMessages inputId={inputId} hint={hint} error={error} />
      {dialog === 'link' && <LinkDialog editor={editor} onClose={closeDialog} />}
      {dialog === 'embed' && <EmbedDialog editor={editor} onClose={closeDialog} />}
      {(dialog === 'image' || dialog === 'file') && (
        <FileDialog
          kind={dialog}
          editor={editor}
          upload={props.upload ?? uploadRichTextFile}
          maxBytes={LIMITS.uploadBytes}
          onClose={closeDialog}
        />
      )}
    </div>
  );
}
