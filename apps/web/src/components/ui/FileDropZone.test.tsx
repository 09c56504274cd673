import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FileDropZone, describeAccept } from './FileDropZone';

const pdf = () => new File(['%PDF-1.4'], 'resume.pdf', { type: 'application/pdf' });

describe('FileDropZone', () => {
  it('is a labelled file input that says the accepted types and the size limit', () => {
    render(
      <FileDropZone
        label="Upload your resume (PDF)"
        accept="application/pdf"
        maxBytes={10 * 1024 * 1024}
        onFiles={() => {}}
      />,
    );
    const input = screen.getByLabelText('Upload your resume (PDF)');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'application/pdf');
    expect(input).toHaveAccessibleDescription('PDF · up to 10 MB');
  });

  it('hands over a chosen file and a dropped one, one file unless multiple', () => {
    const onFiles = vi.fn();
    render(<FileDropZone label="Resume" accept="application/pdf" maxBytes={1024} onFiles={onFiles} />);
    fireEvent.change(screen.getByLabelText('Resume'), { target: { files: [pdf()] } });
    expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'resume.pdf' })]);
    const zone = screen.getByTestId('file-drop-zone');
    fireEvent.drop(zone, { dataTransfer: { files: [pdf(), pdf()] } });
    expect(onFiles).toHaveBeenCalledTimes(2);
    expect(onFiles.mock.lastCall?.[0]).toHaveLength(1);
  });

  it('ignores a drop while disabled', () => {
    const onFiles = vi.fn();
    render(<FileDropZone label="Resume" maxBytes={1024} disabled onFiles={onFiles} />);
    fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [pdf()] } });
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('shows the file, the upload progress and the error', () => {
    render(
      <FileDropZone
        label="Resume"
        maxBytes={1024}
        fileName="a-very-long-resume-name.pdf"
        progress={42}
        error="Please upload a resume"
        onFiles={() => {}}
      />,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByTitle('a-very-long-resume-name.pdf')).toBeInTheDocument();
    const input = screen.getByLabelText('Resume');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Any file · up to 1 KB Please upload a resume');
  });

  it('names accept lists in words', () => {
    expect(describeAccept('image/*,video/*,application/pdf')).toBe('Images, videos or PDF');
    expect(describeAccept('image/jpeg,image/png,image/jpg')).toBe('JPEG or PNG');
    expect(describeAccept('.csv')).toBe('CSV');
    expect(describeAccept(undefined)).toBe('Any file');
  });
});
