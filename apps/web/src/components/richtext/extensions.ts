import { Extension, Node, mergeAttributes } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import { parseVideoUrl, safeHref } from '@careerhub/shared';

/** An uploaded image (block "image"): the upload's address, id and caption. */
export const RtImage = Node.create({
  name: 'rtImage',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return { src: { default: '' }, uploadId: { default: null }, caption: { default: '' } };
  },
  parseHTML() {
    return [
      {
        tag: 'figure[data-rt-image]',
        getAttrs: (element) => {
          const img = element.querySelector('img');
          return {
            src: img?.getAttribute('src') ?? '',
            uploadId: Number(element.getAttribute('data-upload-id')) || null,
            caption: element.querySelector('figcaption')?.textContent ?? '',
          };
        },
      },
    ];
  },
  renderHTML({ node }) {
    const src = safeHref(String(node.attrs.src ?? '')) ?? '';
    const caption = String(node.attrs.caption ?? '');
    return [
      'figure',
      mergeAttributes({
        'data-rt-image': '',
        'data-upload-id': node.attrs.uploadId ?? '',
        class: 'rt-figure',
      }),
      ['img', { src, alt: caption }],
      ...(caption ? [['figcaption', {}, caption]] : []),
    ] as never;
  },
});

/** A YouTube or Vimeo video (block "embed"), shown in the editor as a card, never an iframe. */
export const RtEmbed = Node.create({
  name: 'rtEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return { service: { default: 'youtube' }, source: { default: '' }, embed: { default: '' } };
  },
  parseHTML() {
    return [
      {
        tag: 'div[data-rt-embed]',
        getAttrs: (element) => {
          const video = parseVideoUrl(element.getAttribute('data-source'));
          return video
            ? { service: video.service, source: element.getAttribute('data-source'), embed: video.embed }
            : false;
        },
      },
    ];
  },
  renderHTML({ node }) {
    const service = node.attrs.service === 'vimeo' ? 'Vimeo' : 'YouTube';
    return [
      'div',
      { 'data-rt-embed': '', 'data-source': String(node.attrs.source), class: 'rt-embed-card' },
      ['span', { class: 'rt-embed-label' }, `${service} video`],
      ['span', { class: 'rt-embed-source' }, String(node.attrs.source)],
    ];
  },
  addProseMirrorPlugins() {
    const type = this.type;
    return [
      new Plugin({
        key: new PluginKey('rtEmbedPaste'),
        props: {
          // Pasting a lone YouTube or Vimeo address embeds the video.
          handlePaste: (view, event) => {
            const text = event.clipboardData?.getData('text/plain')?.trim();
            if (!text || /\s/u.test(text)) return false;
            const video = parseVideoUrl(text);
            if (!video) return false;
            const node = type.create({ service: video.service, source: text, embed: video.embed });
            view.dispatch(view.state.tr.replaceSelectionWith(node).scrollIntoView());
            return true;
          },
        },
      }),
    ];
  },
});

/** An uploaded file (block "file"), shown as a card with its name. */
export const RtFile = Node.create({
  name: 'rtFile',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return {
      uploadId: { default: null },
      url: { default: '' },
      name: { default: '' },
      mimeType: { default: '' },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'div[data-rt-file]',
        getAttrs: (element) => ({
          uploadId: Number(element.getAttribute('data-upload-id')) || null,
          url: element.getAttribute('data-url') ?? '',
          name: element.textContent ?? '',
          mimeType: element.getAttribute('data-mime-type') ?? '',
        }),
      },
    ];
  },
  renderHTML({ node }) {
    return [
      'div',
      {
        'data-rt-file': '',
        'data-upload-id': String(node.attrs.uploadId ?? ''),
        'data-url': String(node.attrs.url ?? ''),
        'data-mime-type': String(node.attrs.mimeType ?? ''),
        class: 'rt-file-card',
      },
      ['span', {}, String(node.attrs.name || 'Attachment')],
    ];
  },
});

/** Ctrl/Cmd+K opens the link dialog (the editor calls `onLink`). */
export const LinkShortcut = Extension.create<{ onLink: () => void }>({
  name: 'rtLinkShortcut',
  addOptions() {
    return { onLink: () => undefined };
  },
  addKeyboardShortcuts() {
    return {
      'Mod-k': () => {
        this.options.onLink();
        return true;
      },
    };
  },
});

/** The editor's extensions: the block format's nodes and marks and nothing more. */
export function richTextExtensions(options: { onLink: () => void; placeholder?: string }) {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      strike: false,
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        protocols: ['mailto'],
        defaultProtocol: 'https',
        isAllowedUri: (url) => safeHref(url) !== null,
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
      },
    }),
    RtImage,
    RtEmbed,
    RtFile,
    LinkShortcut.configure({ onLink: options.onLink }),
  ];
}
