import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/renderApp';
import TermsPage from './TermsPage';

describe('terms and conditions page', () => {
  it('is written in the name of the brand that serves it, with a contents list', () => {
    renderPage(<TermsPage />, { path: '/terms-and-conditions', ui: { name: 'STAR Leaders' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
    expect(screen.getByText(/agreement between you and the operator of STAR Leaders/)).toBeInTheDocument();
    expect(screen.queryByText(/CareerHub/)).not.toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 });
    expect(sections).toHaveLength(12);
    expect(screen.getByRole('link', { name: '8. Your privacy' })).toHaveAttribute('href', '#privacy');
  });
});
