import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@careerhub/shared';
import { FileUploadList, displayName } from './FileUploadItem';

describe('file upload items (spec section 4: uploading with progress, uploaded, or failed beside the file)', () => {
  it('shows the progress of a file being sent, the link of a stored one and the error beside a refused one', () => {
    render(
      <FileUploadList
        items={[
          { key: '1', name: 'portfolio.pdf', status: 'uploading', percent: 42 },
          { key: '2', name: 'certificate.pdf', status: 'uploaded', id: 7, url: '/media/abc.pdf' },
          { key: '3', name: 'setup.pdf', status: 'failed', error: UPLOAD_MESSAGES.executable },
        ]}
      />,
    );
    const [sending, stored, refused] = screen.getAllByRole('listitem');
    const bar = within(sending!).getByRole('progressbar', { name: 'Uploading portfolio.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(sending).toHaveTextContent('Uploading 42%');
    expect(within(stored!).getByRole('link', { name: 'certificate.pdf' })).toHaveAttribute(
      'href',
      '/media/abc.pdf',
    );
    expect(stored).toHaveTextContent('Uploaded');
    expect(within(stored!).queryByRole('progressbar')).toBeNull();
    expect(refused).toHaveTextContent('setup.pdf');
    expect(refused).toHaveTextContent(UPLOAD_MESSAGES.executable);
    expect(refused).toHaveTextContent('Failed');
  });

  it('renders nothing without files', () => {
    const { container } = render(<FileUploadList items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('cuts file names at 40 characters for display', () => {
    const long = `${'a'.repeat(45)}.pdf`;
    expect(displayName(long)).toHaveLength(40);
    expect(displayName(long).endsWith('…')).toBe(true);
    expect(displayName('cv.pdf')).toBe('cv.pdf');
  });
});
