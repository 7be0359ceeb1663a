import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A zip archive of one file (deflated), written without a dependency: the local header, the
 * data, one central directory entry and its end record (PKWARE APPNOTE 4.3). Sizes must stay
 * below 4 GiB (no zip64), far above a 5-million-record workbook.
 */
export function zipOneFile(name: string, content: Buffer, at = new Date()): Buffer {
  const fileName = Buffer.from(name, 'utf8');
  const data = deflateRawSync(content);
  const crc = crc32(content) >>> 0;
  const time = (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2);
  const date = ((at.getFullYear() - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate();
  const UTF8_NAMES = 0x0800;

  // From "version needed" to the name's length the local header and the central entry agree.
  const writeFileFields = (header: Buffer, at: number) => {
    header.writeUInt16LE(20, at); // version needed
    header.writeUInt16LE(UTF8_NAMES, at + 2);
    header.writeUInt16LE(8, at + 4); // deflate
    header.writeUInt16LE(time, at + 6);
    header.writeUInt16LE(date, at + 8);
    header.writeUInt32LE(crc, at + 10);
    header.writeUInt32LE(data.length, at + 14);
    header.writeUInt32LE(content.length, at + 18);
    header.writeUInt16LE(fileName.length, at + 22);
  };

  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  writeFileFields(local, 4);

  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // made by
  writeFileFields(central, 6);
  central.writeUInt32LE(0, 42); // offset of the local header

  const centralSize = central.length + fileName.length;
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(centralOffset, 16);

  return Buffer.concat([local, fileName, data, central, fileName, end]);
}
