import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { textToBlocks, type Block } from '@careerhub/shared';
import { RichTextView } from './RichTextView';

describe('RichTextView', () => {
  it('renders blocks as elements', () => {
    const blocks: Block[] = [
      { type: 'header', data: { text: 'About <i>us</i>', level: 2 } },
      {
        type: 'paragraph',
        data: { text: 'We <b>mentor</b> &amp; <a href="https://example.com/">connect</a>.' },
      },
      { type: 'list', data: { style: 'ordered', items: ['Apply', 'Join'] } },
      {
        type: 'embed',
        data: {
          service: 'youtube',
          source: 'https://youtu.be/dQw4w9WgXcQ',
          embed: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        },
      },
      { type: 'file', data: { upload_id: 1, url: '/media/k', name: 'Guide.pdf' } },
    ];
    const { container } = render(<RichTextView value={blocks} />);
    expect(screen.getByRole('heading', { level: 2, name: 'About us' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('mentor');
    expect(screen.getByRole('link', { name: 'connect' })).toHaveAttribute('href', 'https://example.com/');
    expect(screen.getByRole('link', { name: 'connect' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Apply', 'Join']);
    expect(screen.getByTitle('YouTube video')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(screen.getByRole('link', { name: 'Guide.pdf' })).toHaveAttribute('href', '/media/k');
  });

  it('renders a hostile document inert', () => {
    const hostile = [
      {
        type: 'paragraph',
        data: {
          text: '<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)" onclick="alert(4)">click</a><svg onload=alert(5)></svg>',
        },
      },
      {
        type: 'embed',
        data: { service: 'youtube', source: 'https://evil.example/v', embed: 'https://evil.example/v' },
      },
      { type: 'image', data: { url: 'javascript:alert(6)' } },
      {
        type: 'file',
        data: { upload_id: 1, url: 'data:text/html,<script>alert(7)</script>', name: '<b>x</b>' },
      },
    ] as unknown as Block[];
    const { container } = render(<RichTextView value={{ blocks: hostile }} />);
    expect(container.querySelector('img, script, iframe, svg:not(.lucide)')).toBeNull();
    for (const element of container.querySelectorAll('*'))
      for (const attribute of element.attributes) expect(attribute.name).not.toMatch(/^on/u);
    for (const link of container.querySelectorAll('a'))
      expect(link.getAttribute('href')).toMatch(/^(https?:|\/[^/])/u);
    expect(container).toHaveTextContent('click');
  });

  it('shows older plain text as paragraphs', () => {
    render(<RichTextView value={'First line\n\n<b>not bold</b>'} />);
    expect(screen.getByText('<b>not bold</b>')).toBeInTheDocument();
  });

  it('previews the first N characters with Show More', async () => {
    const user = userEvent.setup();
    render(
      <RichTextView
        value={textToBlocks(`${'word '.repeat(300)}\n\nSecond paragraph`)}
        previewLength={1200}
      />,
    );
    const more = screen.getByRole('button', { name: 'Show More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Second paragraph')).not.toBeInTheDocument();
    await user.click(more);
    expect(screen.getByText('Second paragraph')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('has no Show More when everything fits', () => {
    render(<RichTextView value={textToBlocks('Short')} previewLength={200} />);
    expect(screen.queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
  });
});
