import {
  Bold,
  Code,
  FileCode2,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Minus,
  Paperclip,
  Quote,
  Underline,
  Clapperboard,
} from 'lucide-react';
import type { ChainedCommands } from '@tiptap/react';

export type DialogKind = 'link' | 'image' | 'file' | 'embed' | null;

export interface ToolbarButton {
  key: string;
  label: string;
  shortcut?: string;
  icon: typeof Bold;
  run: () => void;
  active?: boolean;
  disabled?: boolean;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/u.test(navigator.platform);
const mod = isMac ? '⌘' : 'Ctrl';

/** What the toolbar shows as pressed: the marks and blocks at the selection. */
export interface ToolbarState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  code: boolean;
  link: boolean;
  h2: boolean;
  h3: boolean;
  h4: boolean;
  bullet: boolean;
  ordered: boolean;
  quote: boolean;
  codeBlock: boolean;
}

/** The editor's toolbar, in groups: marks, headings, blocks, then media (uploads when allowed). */
export function toolbarGroups({
  chain,
  state,
  openDialog,
  allowUploads,
  filesFull,
  maxFiles,
}: {
  chain: () => ChainedCommands;
  state: ToolbarState;
  openDialog: (kind: DialogKind) => void;
  allowUploads: boolean;
  filesFull: boolean;
  maxFiles: number | undefined;
}): ToolbarButton[][] {
  return [
    [
      {
        key: 'bold',
        label: 'Bold',
        shortcut: `${mod}+B`,
        icon: Bold,
        run: () => chain().toggleBold().run(),
        active: state.bold,
      },
      {
        key: 'italic',
        label: 'Italic',
        shortcut: `${mod}+I`,
        icon: Italic,
        run: () => chain().toggleItalic().run(),
        active: state.italic,
      },
      {
        key: 'underline',
        label: 'Underline',
        shortcut: `${mod}+U`,
        icon: Underline,
        run: () => chain().toggleUnderline().run(),
        active: state.underline,
      },
      {
        key: 'code',
        label: 'Inline code',
        shortcut: `${mod}+E`,
        icon: Code,
        run: () => chain().toggleCode().run(),
        active: state.code,
      },
      {
        key: 'link',
        label: 'Link',
        shortcut: `${mod}+K`,
        icon: Link2,
        run: () => openDialog('link'),
        active: state.link,
      },
    ],
    [
      {
        key: 'h2',
        label: 'Heading 2',
        shortcut: `${mod}+Alt+2`,
        icon: Heading2,
        run: () => chain().toggleHeading({ level: 2 }).run(),
        active: state.h2,
      },
      {
        key: 'h3',
        label: 'Heading 3',
        shortcut: `${mod}+Alt+3`,
        icon: Heading3,
        run: () => chain().toggleHeading({ level: 3 }).run(),
        active: state.h3,
      },
      {
        key: 'h4',
        label: 'Heading 4',
        shortcut: `${mod}+Alt+4`,
        icon: Heading4,
        run: () => chain().toggleHeading({ level: 4 }).run(),
        active: state.h4,
      },
    ],
    [
      {
        key: 'bullet',
        label: 'Bulleted list',
        shortcut: `${mod}+Shift+8`,
        icon: List,
        run: () => chain().toggleBulletList().run(),
        active: state.bullet,
      },
      {
        key: 'ordered',
        label: 'Numbered list',
        shortcut: `${mod}+Shift+7`,
        icon: ListOrdered,
        run: () => chain().toggleOrderedList().run(),
        active: state.ordered,
      },
      {
        key: 'quote',
        label: 'Quote',
        shortcut: `${mod}+Shift+B`,
        icon: Quote,
        run: () => chain().toggleBlockquote().run(),
        active: state.quote,
      },
      {
        key: 'codeBlock',
        label: 'Code block',
        shortcut: `${mod}+Alt+C`,
        icon: FileCode2,
        run: () => chain().toggleCodeBlock().run(),
        active: state.codeBlock,
      },
      { key: 'divider', label: 'Divider', icon: Minus, run: () => chain().setHorizontalRule().run() },
    ],
    [
      ...(allowUploads
        ? [
            { key: 'image', label: 'Image', icon: ImagePlus, run: () => openDialog('image') },
            {
              key: 'file',
              label: filesFull ? `File (maximum ${maxFiles} files)` : 'File',
              icon: Paperclip,
              run: () => openDialog('file'),
              disabled: filesFull,
            },
          ]
        : []),
      { key: 'embed', label: 'Video (YouTube or Vimeo)', icon: Clapperboard, run: () => openDialog('embed') },
    ],
  ];
}
