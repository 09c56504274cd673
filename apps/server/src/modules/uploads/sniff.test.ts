import { describe, expect, it } from 'vitest';
import {
  elfExecutable,
  jpegImage,
  mp4Video,
  mpegVideo,
  officeDocument,
  pdfDocument,
  pngImage,
  windowsExecutable,
} from './fixtures.js';
import { sniff } from './sniff.js';

const bytes = (...parts: Array<number[] | string>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniff', () => {
  it.each([
    ['JPEG', jpegImage(), 'image/jpeg', 'jpg'],
    ['PNG', pngImage(), 'image/png', 'png'],
    ['GIF89a', bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0]), 'image/gif', 'gif'],
    ['GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif', 'gif'],
    ['WEBP', bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8 ', [0, 0, 0, 0]), 'image/webp', 'webp'],
    ['PDF', pdfDocument(), 'application/pdf', 'pdf'],
    ['MP4', mp4Video(), 'video/mp4', 'mp4'],
    ['MPEG program stream', mpegVideo(), 'video/mpeg', 'mpg'],
    ['MPEG video stream', bytes([0, 0, 1, 0xb3], [0x14, 0, 0xf0]), 'video/mpeg', 'mpg'],
    [
      'DOCX',
      officeDocument('word/'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'docx',
    ],
    [
      'XLSX',
      officeDocument('xl/'),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'xlsx',
    ],
    [
      'PPTX',
      officeDocument('ppt/'),
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'pptx',
    ],
    ['UTF-8 text', Buffer.from('Ünïcode notes, résumé\nline two\n', 'utf8'), 'text/plain', 'txt'],
    ['HTML as text (served as text/plain)', Buffer.from('<script>alert(1)</script>'), 'text/plain', 'txt'],
  ])('recognises %s', async (_name, buf, mime, ext) => {
    expect(await sniff(buf)).toEqual({ ok: true, mime, ext });
  });

  it('accepts a PDF whose %%EOF is followed by trailing whitespace', async () => {
    expect(await sniff(Buffer.concat([pdfDocument(), Buffer.from('\r\n\r\n   \n')]))).toMatchObject({
      ok: true,
      mime: 'application/pdf',
    });
  });

  it('refuses a PDF without its %%EOF trailer as truncated', async () => {
    expect(await sniff(pdfDocument({ truncated: true }))).toEqual({ ok: false, reason: 'truncated-pdf' });
  });

  it('looks for %%EOF near the end, not anywhere (an incremental update cut short)', async () => {
    const cut = Buffer.concat([pdfDocument(), Buffer.from('1 0 obj\n'), Buffer.alloc(4096, 0x20)]);
    expect(await sniff(cut)).toEqual({ ok: false, reason: 'truncated-pdf' });
  });

  it.each([
    ['ELF', elfExecutable()],
    ['Windows PE', windowsExecutable()],
    ['shell script', Buffer.from('#!/bin/sh\nrm -rf /\n')],
    ['Mach-O', bytes([0xcf, 0xfa, 0xed, 0xfe], [7, 0, 0, 1])],
    ['WebAssembly', bytes([0, 0x61, 0x73, 0x6d], [1, 0, 0, 0])],
  ])('refuses a %s executable', async (_name, buf) => {
    expect(await sniff(buf)).toEqual({ ok: false, reason: 'executable' });
  });

  it('refuses an empty file', async () => {
    expect(await sniff(Buffer.alloc(0))).toEqual({ ok: false, reason: 'empty' });
  });

  it.each([
    ['binary with NUL bytes', bytes([1, 2, 0, 3, 4])],
    ['invalid UTF-8', bytes([0xc3, 0x28, 0x41])],
    ['a zip that is not an Office document', bytes([0x50, 0x4b, 0x03, 0x04], 'readme.txt', [0, 0])],
    ['an HEIC image (ftyp, not video)', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0])],
  ])('does not recognise %s', async (_name, buf) => {
    expect(await sniff(buf)).toEqual({ ok: false, reason: 'unknown' });
  });

  it('reports QuickTime separately from MP4', async () => {
    expect(await sniff(bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 0, 0]))).toMatchObject({
      ok: true,
      mime: 'video/quicktime',
    });
  });

  it('does not take a file name or declared type into account: a renamed executable stays an executable', async () => {
    expect(await sniff(elfExecutable())).toEqual({ ok: false, reason: 'executable' });
  });
});
