import { describe, expect, it } from 'vitest';
import { resumeError } from './ImportStep';

const pdf = (bytes: number, type = 'application/pdf') =>
  new File([new Uint8Array(bytes)], 'cv.pdf', { type });

describe('resume checks before upload', () => {
  it('asks for a file when none is chosen', () => {
    expect(resumeError(null)).toBe('Please upload a resume');
  });
  it('accepts a PDF up to 10 MB', () => {
    expect(resumeError(pdf(1024))).toBeNull();
    expect(resumeError(pdf(10 * 1024 * 1024))).toBeNull();
  });
  it('refuses other formats and larger files with the spec messages', () => {
    expect(resumeError(pdf(10, 'application/msword'))).toBe('Unsupported file format. Please upload PDF');
    expect(resumeError(pdf(10 * 1024 * 1024 + 1))).toBe('File size exceeds the limit of 10MB');
  });
});
