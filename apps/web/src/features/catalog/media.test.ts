import { describe, expect, it } from 'vitest';
import { pdfWidth, youtubeId } from './media';

describe('use case media', () => {
  it('finds the YouTube id of the usual links and refuses others', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://vimeo.com/123')).toBeNull();
    expect(youtubeId('not a url')).toBeNull();
  });

  it('scales the PDF by 0.5 above 1000 px and 0.75 above 600 px', () => {
    expect(pdfWidth(1280)).toBe(640);
    expect(pdfWidth(800)).toBe(600);
    expect(pdfWidth(390)).toBe(390);
  });
});
