/**
 * What a file is, decided by its bytes (magic numbers), never by its name or declared type.
 * Executables are recognised so they can be refused whatever they are called.
 */
export type Sniffed =
  | { ok: true; mime: SniffedMime; ext: string }
  | { ok: false; reason: 'empty' | 'executable' | 'truncated-pdf' | 'unknown' };

export type SniffedMime =
  | 'image/jpeg'
  | 'image/png'
  | 'image/gif'
  | 'image/webp'
  | 'application/pdf'
  | 'video/mp4'
  | 'video/mpeg'
  | 'video/quicktime'
  | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  | 'application/vnd.openxmlformats-officedocument.presentationml.presentation'
  | 'text/plain';

const startsWith = (buf: Buffer, bytes: number[] | string, offset = 0) => {
  const sig = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return buf.length >= offset + sig.length && buf.subarray(offset, offset + sig.length).equals(sig);
};

const EXECUTABLES: Array<number[] | string> = [
  'MZ', // Windows PE / DOS
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  '#!', // scripts with an interpreter line
  [0xfe, 0xed, 0xfa, 0xce], // Mach-O 32
  [0xfe, 0xed, 0xfa, 0xcf], // Mach-O 64
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O universal / Java class
  [0x00, 0x61, 0x73, 0x6d], // WebAssembly
];

/** Readers accept a trailer anywhere in the last KiB (trailing whitespace, line ends, padding). */
const PDF_EOF_WINDOW = 1024;

/** ISO base media brands that are not video (audio, still images) or are QuickTime rather than MP4. */
const NON_MP4_BRANDS: Record<string, SniffedMime | null> = {
  'qt  ': 'video/quicktime',
  'M4A ': null,
  'M4B ': null,
  heic: null,
  heix: null,
  mif1: null,
  msf1: null,
  avif: null,
  crx: null,
};

const OOXML: Array<[string, SniffedMime, string]> = [
  ['word/', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
  ['xl/', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
  ['ppt/', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'pptx'],
];

function sniffZip(buf: Buffer): Sniffed {
  // Office files name [Content_Types].xml and their part folder in the zip's file headers.
  const names = buf.toString('latin1');
  if (!names.includes('[Content_Types].xml')) return { ok: false, reason: 'unknown' };
  for (const [folder, mime, ext] of OOXML) {
    if (names.includes(folder)) return { ok: true, mime, ext };
  }
  return { ok: false, reason: 'unknown' };
}

function isUtf8Text(buf: Buffer): boolean {
  if (buf.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buf);
    return true;
  } catch {
    return false;
  }
}

export function sniff(buf: Buffer): Sniffed {
  if (buf.length === 0) return { ok: false, reason: 'empty' };
  if (EXECUTABLES.some((sig) => startsWith(buf, sig))) return { ok: false, reason: 'executable' };

  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { ok: true, mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ok: true, mime: 'image/png', ext: 'png' };
  if (startsWith(buf, 'GIF87a') || startsWith(buf, 'GIF89a'))
    return { ok: true, mime: 'image/gif', ext: 'gif' };
  if (startsWith(buf, 'RIFF') && startsWith(buf, 'WEBP', 8))
    return { ok: true, mime: 'image/webp', ext: 'webp' };
  if (startsWith(buf, '%PDF-')) {
    const tail = buf.subarray(Math.max(0, buf.length - PDF_EOF_WINDOW));
    return tail.includes('%%EOF')
      ? { ok: true, mime: 'application/pdf', ext: 'pdf' }
      : { ok: false, reason: 'truncated-pdf' };
  }
  if (startsWith(buf, 'ftyp', 4)) {
    const brand = buf.subarray(8, 12).toString('latin1');
    if (brand in NON_MP4_BRANDS) {
      const mime = NON_MP4_BRANDS[brand];
      return mime ? { ok: true, mime, ext: 'mov' } : { ok: false, reason: 'unknown' };
    }
    return { ok: true, mime: 'video/mp4', ext: 'mp4' };
  }
  if (startsWith(buf, [0x00, 0x00, 0x01, 0xba]) || startsWith(buf, [0x00, 0x00, 0x01, 0xb3])) {
    return { ok: true, mime: 'video/mpeg', ext: 'mpg' };
  }
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) return sniffZip(buf);
  if (isUtf8Text(buf)) return { ok: true, mime: 'text/plain', ext: 'txt' };
  return { ok: false, reason: 'unknown' };
}
