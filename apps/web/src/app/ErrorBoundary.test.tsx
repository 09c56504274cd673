import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { UI_TEXT } from '@careerhub/shared';
import { describe, expect, it, vi } from 'vitest';
import NotFoundPage from '../features/errors/NotFoundPage';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('error screens', () => {
  it('shows the error screen when a page throws while rendering', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    spy.mockRestore();
    expect(screen.getByRole('heading', { name: UI_TEXT.errorTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UI_TEXT.refresh })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: UI_TEXT.goHome })).toHaveAttribute('href', '/');
  });

  it('shows the 404 page with a way home', () => {
    render(
      <MemoryRouter initialEntries={['/nowhere']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: UI_TEXT.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByText(UI_TEXT.notFoundSubtitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: UI_TEXT.goHome })).toHaveAttribute('href', '/');
  });
});
