import { crc32, deflateRawSync } from 'node:zlib';

/** One file of a zip archive; its bytes are in memory while it is written. */
export interface ZipEntry {
  name: string;
  data: Buffer;
  modifiedAt?: Date;
}

/** DOS date and time of a zip header (2-second resolution, local fields as UTC). */
function dosDateTime(date: Date): [number, number] {
  const time = (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1);
  const day = ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate();
  return [time, day];
}

/**
 * Writes a zip archive (PKZIP 2.0, deflate or stored, UTF-8 names) one entry at a time, so an
 * export of many files never holds more than one of them. Sizes over 4 GiB (zip64) are refused.
 */
export async function* writeZip(
  entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>,
): AsyncGenerator<Buffer> {
  const central: Buffer[] = [];
  let offset = 0;
  let count = 0;
  for await (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const deflated = deflateRawSync(entry.data);
    const isDeflated = deflated.length < entry.data.length;
    const body = isDeflated ? deflated : entry.data;
    if (entry.data.length >= 0xffffffff || offset + body.length >= 0xffffffff)
      throw new Error('zip archive too large');
    const [time, day] = dosDateTime(entry.modifiedAt ?? new Date());
    const common = Buffer.alloc(26);
    common.writeUInt16LE(20, 0); // version needed
    common.writeUInt16LE(0x0800, 2); // flags: UTF-8 names
    common.writeUInt16LE(isDeflated ? 8 : 0, 4);
    common.writeUInt16LE(time, 6);
    common.writeUInt16LE(day, 8);
    common.writeUInt32LE(crc32(entry.data), 10);
    common.writeUInt32LE(body.length, 14);
    common.writeUInt32LE(entry.data.length, 18);
    common.writeUInt16LE(name.length, 22);
    common.writeUInt16LE(0, 24); // extra field length
    const local = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), common, name]);
    // comment length, disk number, internal and external attributes (all 0), local header offset
    const tail = Buffer.alloc(14);
    tail.writeUInt32LE(offset, 10);
    central.push(Buffer.concat([Buffer.from([0x50, 0x4b, 0x01, 0x02, 20, 0]), common, tail, name]));
    yield local;
    yield body;
    offset += local.length + body.length;
    count += 1;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield directory;
  yield end;
}
