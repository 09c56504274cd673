import { fileTypeFromBuffer } from 'file-type';

/**
 * What a file is, decided by its bytes (magic numbers, through the `file-type` package), never
 * by its name or declared type. Executables are recognised so they can be refused whatever
 * they are called.
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

/** file-type's answer (its mime) → the type we store and serve, with our extension. */
const KNOWN: Record<string, [SniffedMime, string]> = {
  'image/jpeg': ['image/jpeg', 'jpg'],
  'image/png': ['image/png', 'png'],
  'image/gif': ['image/gif', 'gif'],
  'image/webp': ['image/webp', 'webp'],
  'application/pdf': ['application/pdf', 'pdf'],
  'video/mp4': ['video/mp4', 'mp4'],
  'video/quicktime': ['video/quicktime', 'mov'],
  // MPEG-1/2 program stream and elementary video stream
  'video/MP2P': ['video/mpeg', 'mpg'],
  'video/mpeg': ['video/mpeg', 'mpg'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'docx',
  ],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': [
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'xlsx',
  ],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': [
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'pptx',
  ],
};

/** Formats that run code: refused with their own message. */
const EXECUTABLE_EXTS = new Set(['exe', 'elf', 'macho', 'wasm', 'class', 'dex', 'msi', 'apk', 'jar']);

/** Readers accept a trailer anywhere in the last KiB (trailing whitespace, line ends, padding). */
const PDF_EOF_WINDOW = 1024;

/** Scripts with an interpreter line: no magic number for file-type, still executable. */
const SHEBANG = Buffer.from('#!', 'latin1');

function isUtf8Text(buf: Buffer): boolean {
  if (buf.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buf);
    return true;
  } catch {
    return false;
  }
}

export async function sniff(buf: Buffer): Promise<Sniffed> {
  if (buf.length === 0) return { ok: false, reason: 'empty' };
  if (buf.subarray(0, 2).equals(SHEBANG)) return { ok: false, reason: 'executable' };
  const found = await fileTypeFromBuffer(buf);
  if (!found)
    return isUtf8Text(buf) ? { ok: true, mime: 'text/plain', ext: 'txt' } : { ok: false, reason: 'unknown' };
  if (EXECUTABLE_EXTS.has(found.ext)) return { ok: false, reason: 'executable' };
  const known = KNOWN[found.mime];
  if (!known) return { ok: false, reason: 'unknown' };
  const [mime, ext] = known;
  if (mime === 'application/pdf') {
    // A PDF cut short (interrupted upload) opens blank or not at all: refuse it by its trailer.
    const tail = buf.subarray(Math.max(0, buf.length - PDF_EOF_WINDOW));
    if (!tail.includes('%%EOF')) return { ok: false, reason: 'truncated-pdf' };
  }
  return { ok: true, mime, ext };
}
