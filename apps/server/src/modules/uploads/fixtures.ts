import { deflateSync } from 'node:zlib';

/** Small real files for the upload tests: every one starts with the bytes the sniffer looks for. */

function crc32(buf: Buffer): number {
  let crc = ~0;
  for (const byte of buf) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of one pixel of the given colour. */
export function pngImage(rgb: [number, number, number] = [200, 30, 90]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, ...rgb]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** JPEG markers (SOI, APP0 JFIF, EOI) around some bytes. */
export function jpegImage(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0]),
    Buffer.alloc(64, 7),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A one-page PDF with a trailer; `truncated` cuts it before the end, as a broken download would. */
export function pdfDocument(options: { truncated?: boolean } = {}): Buffer {
  const text = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'xref',
    '0 4',
    'trailer << /Root 1 0 R /Size 4 >>',
    'startxref',
    '9',
    '%%EOF',
    '',
  ].join('\n');
  const full = Buffer.from(text, 'latin1');
  return options.truncated ? full.subarray(0, Math.floor(full.length * 0.6)) : full;
}

/** An MP4 header: an ftyp box (brand isom) then an empty mdat box. */
export function mp4Video(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2', 'latin1'),
  ]);
  const mdat = Buffer.concat([
    Buffer.from([0, 0, 0, 0x28]),
    Buffer.from('mdat', 'latin1'),
    Buffer.alloc(32, 1),
  ]);
  return Buffer.concat([ftyp, mdat]);
}

/** An MPEG program stream pack header. */
export function mpegVideo(): Buffer {
  return Buffer.concat([
    Buffer.from([0x00, 0x00, 0x01, 0xba, 0x44, 0x00, 0x04, 0x00]),
    Buffer.alloc(40, 0xff),
  ]);
}

/** The start of a Linux executable. */
export function elfExecutable(): Buffer {
  return Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(56)]);
}

/** The start of a Windows executable. */
export function windowsExecutable(): Buffer {
  return Buffer.concat([
    Buffer.from('MZ', 'latin1'),
    Buffer.from([0x90, 0, 3, 0, 0, 0, 4, 0]),
    Buffer.alloc(54),
    Buffer.from('This program cannot be run in DOS mode.', 'latin1'),
  ]);
}

const OFFICE_MAIN: Record<'word/' | 'xl/' | 'ppt/', [string, string]> = {
  'word/': ['/word/document.xml', 'wordprocessingml.document.main+xml'],
  'xl/': ['/xl/workbook.xml', 'spreadsheetml.sheet.main+xml'],
  'ppt/': ['/ppt/presentation.xml', 'presentationml.presentation.main+xml'],
};

/** A stored (uncompressed) zip of the given entries, with its central directory. */
function storedZip(entries: Array<[string, string]>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text, 'utf8');
    const fileName = Buffer.from(name, 'latin1');
    const sizes = Buffer.alloc(12);
    sizes.writeUInt32LE(crc32(data), 0);
    sizes.writeUInt32LE(data.length, 4);
    sizes.writeUInt32LE(data.length, 8);
    const nameLen = Buffer.from([fileName.length & 0xff, fileName.length >> 8, 0, 0]);
    const local = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
      sizes,
      nameLen,
      fileName,
      data,
    ]);
    const at = Buffer.alloc(4);
    at.writeUInt32LE(offset, 0);
    centrals.push(
      Buffer.concat([
        Buffer.from([0x50, 0x4b, 0x01, 0x02, 20, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
        sizes,
        nameLen,
        Buffer.alloc(10),
        at,
        fileName,
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal Office Open XML package: [Content_Types].xml names its main part, as Office writes it. */
export function officeDocument(folder: 'word/' | 'xl/' | 'ppt/'): Buffer {
  const [part, type] = OFFICE_MAIN[folder];
  const types =
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    `<Override PartName="${part}" ContentType="application/vnd.openxmlformats-officedocument.${type}"/></Types>`;
  return storedZip([
    ['[Content_Types].xml', types],
    ['_rels/.rels', '<?xml version="1.0"?><Relationships/>'],
    [part.slice(1), '<?xml version="1.0"?><document/>'],
  ]);
}

/** A multipart body as a browser would send it, for app.inject. */
export async function multipartBody(
  parts: Array<
    { name: string; value: string } | { name: string; file: Buffer; filename: string; type: string }
  >,
) {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value);
    else form.append(part.name, new Blob([new Uint8Array(part.file)], { type: part.type }), part.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}
