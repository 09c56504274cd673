import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/core';
import { Slice } from '@tiptap/pm/model';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Block } from '@careerhub/shared';
import { RichTextEditor } from './RichTextEditor';
import { blocksToEditorJson, editorJsonToBlocks } from './convert';

function Harness(props: {
  initial?: Block[];
  onBlocks: (blocks: Block[]) => void;
  maxLength?: number;
  upload?: never;
}) {
  const [value, setValue] = useState<Block[]>(props.initial ?? []);
  return (
    <RichTextEditor
      label="Description"
      value={value}
      maxLength={props.maxLength}
      upload={async () => ({ id: 42, url: '/media/abc', name: 'team.png', mimeType: 'image/png' })}
      onChange={(blocks) => {
        setValue(blocks);
        props.onBlocks(blocks);
      }}
    />
  );
}

/** The TipTap editor behind the labelled text box (TipTap puts it on its DOM node). */
function editorOf(box: HTMLElement): Editor {
  return (box as HTMLElement & { editor: Editor }).editor;
}

beforeAll(() => {
  // jsdom has no layout: ProseMirror's scroll-into-view asks ranges for their boxes.
  const empty = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = empty;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects ??= empty;
  document.elementFromPoint ??= () => null;
});

describe('RichTextEditor', () => {
  it('is a text box labelled by its field, with a labelled toolbar', () => {
    render(<Harness onBlocks={() => {}} />);
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box).toHaveAttribute('contenteditable', 'true');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(toolbar).toContainElement(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    // One tab stop: the first button; the others are reached with the arrow keys.
    expect(bold).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(bold, { key: 'ArrowRight' });
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveFocus();
  });

  it('produces blocks: bold through the toolbar, a list, a link through the dialog', async () => {
    const onBlocks = vi.fn();
    const user = userEvent.setup();
    render(<Harness onBlocks={onBlocks} />);
    const editor = editorOf(screen.getByRole('textbox', { name: 'Description' }));
    act(() => {
      editor.commands.insertContent('Hello world');
      editor.commands.setTextSelection({ from: 1, to: 6 });
    });
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(onBlocks).toHaveBeenLastCalledWith([{ type: 'paragraph', data: { text: '<b>Hello</b> world' } }]);
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');

    act(() => {
      editor.commands.setTextSelection({ from: 7, to: 12 });
    });
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add link' });
    await user.type(screen.getByLabelText('Link address'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save link' }));
    expect(dialog).toHaveTextContent('Enter a valid URL.');
    await user.clear(screen.getByLabelText('Link address'));
    await user.type(screen.getByLabelText('Link address'), 'example.com/guide');
    await user.click(screen.getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onBlocks).toHaveBeenLastCalledWith([
      { type: 'paragraph', data: { text: '<b>Hello</b> <a href="https://example.com/guide">world</a>' } },
    ]);

    act(() => {
      editor.commands.setTextSelection(editor.state.doc.content.size);
      editor.commands.splitBlock();
      editor.commands.insertContent('first');
    });
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(onBlocks.mock.lastCall?.[0]).toEqual([
      { type: 'paragraph', data: { text: '<b>Hello</b> <a href="https://example.com/guide">world</a>' } },
      { type: 'list', data: { style: 'ordered', items: ['first'] } },
    ]);
  });

  it('embeds a pasted YouTube address and adds an uploaded image', async () => {
    const onBlocks = vi.fn();
    const user = userEvent.setup();
    render(<Harness onBlocks={onBlocks} />);
    const editor = editorOf(screen.getByRole('textbox', { name: 'Description' }));
    const url = 'https://youtu.be/dQw4w9WgXcQ';
    act(() => {
      const event = { clipboardData: { getData: (type: string) => (type === 'text/plain' ? url : '') } };
      editor.view.someProp('handlePaste', (handle) =>
        handle(editor.view, event as unknown as ClipboardEvent, Slice.empty),
      );
    });
    expect(onBlocks.mock.lastCall?.[0]).toEqual([
      {
        type: 'embed',
        data: {
          service: 'youtube',
          source: url,
          embed: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Image' }));
    await screen.findByRole('dialog', { name: 'Add an image' });
    fireEvent.change(screen.getByLabelText('Image', { selector: 'input' }), {
      target: { files: [new File(['png'], 'team.png', { type: 'image/png' })] },
    });
    await user.type(screen.getByLabelText('Image description (alt text)'), 'Our team');
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    await waitFor(() =>
      expect(onBlocks.mock.lastCall?.[0]).toContainEqual({
        type: 'image',
        data: { upload_id: 42, url: '/media/abc', caption: 'Our team' },
      }),
    );
  });

  it('counts characters against a limit and shows the error past it', () => {
    render(
      <Harness
        onBlocks={() => {}}
        maxLength={10}
        initial={[{ type: 'paragraph', data: { text: '<b>Twelve</b> chars' } }]}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(screen.getByText('12 / 10 characters')).toBeInTheDocument();
    expect(screen.getByText('Maximum of 10 characters')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('editor document ⇄ blocks', () => {
  it('round-trips every block type', () => {
    const blocks: Block[] = [
      { type: 'header', data: { text: 'Title <i>here</i>', level: 3 } },
      {
        type: 'paragraph',
        data: {
          text: 'A <b><i>b</i></b> <u>u</u> <code>c</code><br>next &amp; <a href="https://a.example/">link</a>',
        },
      },
      { type: 'list', data: { style: 'unordered', items: ['one', 'two'] } },
      { type: 'quote', data: { text: 'Said' } },
      { type: 'code', data: { code: 'let x = 1;\nx < 2' } },
      { type: 'delimiter', data: {} },
      { type: 'image', data: { upload_id: 3, url: '/media/x', caption: 'Cap' } },
      {
        type: 'embed',
        data: { service: 'vimeo', source: 'https://vimeo.com/1', embed: 'https://player.vimeo.com/video/1' },
      },
      {
        type: 'file',
        data: { upload_id: 4, url: '/media/y', name: 'Guide.pdf', mime_type: 'application/pdf' },
      },
    ];
    expect(editorJsonToBlocks(blocksToEditorJson(blocks))).toEqual(blocks);
  });
});
