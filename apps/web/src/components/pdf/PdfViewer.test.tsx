import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PdfViewer } from './PdfViewer';

vi.mock('./pdfjs', () => ({
  openPdf: (url: string) => ({
    promise: url.endsWith('broken.pdf')
      ? Promise.reject(new Error('Invalid PDF structure'))
      : Promise.resolve({ numPages: 3, getPage: () => new Promise(() => {}) }),
    destroy: () => Promise.resolve(),
  }),
}));

describe('PdfViewer', () => {
  it('shows loading, then page 1 of N with previous disabled and an Open file link', async () => {
    render(<PdfViewer url="/media/guide.pdf" title="Guide.pdf" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the PDF');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Open file' })).toHaveAttribute('href', '/media/guide.pdf');
    expect(screen.getByRole('region', { name: 'PDF: Guide.pdf' })).toBeInTheDocument();
  });

  it('moves between pages with the buttons and the keyboard', async () => {
    render(<PdfViewer url="/media/guide.pdf" title="Guide.pdf" />);
    await screen.findByText('Page 1 of 3');
    screen.getByRole('button', { name: 'Next page' }).click();
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    const viewer = screen.getByRole('group', { name: /Guide\.pdf/ });
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.keyDown(viewer, { key: 'End' });
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    fireEvent.keyDown(viewer, { key: 'Home' });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('falls back to the Open file link when the file cannot be read', async () => {
    render(<PdfViewer url="/media/broken.pdf" title="Broken.pdf" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This PDF cannot be shown here.');
    expect(screen.getAllByRole('link', { name: 'Open file' })[0]).toHaveAttribute(
      'href',
      '/media/broken.pdf',
    );
  });
});
