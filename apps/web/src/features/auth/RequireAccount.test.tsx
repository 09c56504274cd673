import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RootLayout } from '../../app/RootLayout';
import { AppConfigContextProvider } from '../../app/providers/AppConfigProvider';
import { testConfig } from '../../test/renderApp';
import { IDENTITY_KEY } from './identity';
import { useRequireAccount } from './RequireAccount';
import { clearSession, signIn } from './session';

/** What a bookmark button does: ask for an account first, then save. */
function BookmarkProbe() {
  const requireAccount = useRequireAccount();
  const [saved, setSaved] = useState(false);
  return (
    <button
      type="button"
      onClick={() => requireAccount('Create an account to bookmark this resource.') && setSaved(true)}
    >
      {saved ? 'Bookmarked' : 'Bookmark'}
    </button>
  );
}

/** The real root layout around a page, as the app's router has it. */
function renderInApp(identity?: { is_trial_user: boolean }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (identity) queryClient.setQueryData(IDENTITY_KEY, identity);
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/resource/:slug', element: <BookmarkProbe /> },
          { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
        ],
      },
    ],
    { initialEntries: ['/resource/ai-basics?tab=2'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <AppConfigContextProvider value={testConfig()}>
        <RouterProvider router={router} />
      </AppConfigContextProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('sign-up dialog for anonymous visitors who try to bookmark', () => {
  afterEach(() => clearSession());

  it('opens from the root layout with the reason, keeps the page as next, and closes when the visitor moves on', async () => {
    const user = userEvent.setup();
    const router = renderInApp();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Bookmark' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' }, { timeout: 5000 });
    expect(dialog).toHaveAccessibleDescription('Create an account to bookmark this resource.');
    expect(screen.getByRole('button', { name: 'Bookmark', hidden: true })).toBeInTheDocument(); // nothing saved

    const login = within(dialog).getByRole('link', { name: 'Log in' });
    expect(login).toHaveAttribute('href', '/login?next=%2Fresource%2Fai-basics%3Ftab%3D2');
    await user.click(login);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByTestId('elsewhere')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape and stays closed', async () => {
    const user = userEvent.setup();
    renderInApp();
    await user.click(screen.getByRole('button', { name: 'Bookmark' }));
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets a registered member bookmark without a dialog', async () => {
    const user = userEvent.setup();
    signIn('access-token', 'refresh-token');
    renderInApp({ is_trial_user: false });
    await user.click(screen.getByRole('button', { name: 'Bookmark' }));
    expect(screen.getByRole('button', { name: 'Bookmarked' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks a trial user to sign up too', async () => {
    const user = userEvent.setup();
    signIn('access-token', 'refresh-token');
    renderInApp({ is_trial_user: true });
    await user.click(screen.getByRole('button', { name: 'Bookmark' }));
    expect(
      await screen.findByRole('dialog', { name: 'Create your account' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
