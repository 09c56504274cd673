import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/renderApp';
import { clearSession, signIn } from '../auth/session';
import { LinkPreview } from './LinkPreview';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubPreview(answer: () => Response) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname !== '/api/v1/link-preview/') return json({ message: 'not found' }, 404);
      asked.push(url.searchParams.get('url') ?? '');
      return answer();
    }),
  );
  return asked;
}

describe('LinkPreview', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('shows a card for the first link of the text, opening it in a new tab', async () => {
    const asked = stubPreview(() =>
      json({
        data: {
          url: 'https://news.example.org/jobs',
          title: 'Ten climate roles',
          description: 'Where the jobs are',
          image: 'https://images.example.org/c.png',
          site_name: null,
          domain: 'news.example.org',
        },
      }),
    );
    signIn('access', 'refresh');
    renderPage(<LinkPreview text="Read https://news.example.org/jobs, then https://other.example" />, {
      path: '/',
    });
    const link = await screen.findByRole('link', { name: /Ten climate roles/ }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', 'https://news.example.org/jobs');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(screen.getByText('news.example.org')).toBeInTheDocument();
    expect(asked).toEqual(['https://news.example.org/jobs']);
  });

  it('shows nothing when the link cannot be previewed, or there is no link', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const asked = stubPreview(() => json({ message: 'This link cannot be previewed.' }, 400));
    signIn('access', 'refresh');
    const { container } = renderPage(<LinkPreview text="See http://10.0.0.1/admin" />, { path: '/' });
    await waitFor(() => expect(asked).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('a, [aria-hidden="true"]')).toBeNull());
    expect(info).toHaveBeenCalled();
    renderPage(<LinkPreview text="No link at all" />, { path: '/' });
    expect(asked).toHaveLength(1);
  });
});
