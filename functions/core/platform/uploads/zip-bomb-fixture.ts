/** Test fixture (unit and stack tests): a zip bomb made in memory. Not imported by application code. */
import { crc32, deflateRawSync } from 'node:zlib';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A tiny zip named .docx with one entry of `expandedBytes` zeros (deflated to ~1/1000). */
export function zipBombFile(
  expandedBytes = 64 * 1024 * 1024,
  name = 'Policy.docx',
): { name: string; type: string; bytes: Buffer } {
  const content = Buffer.alloc(expandedBytes);
  const data = deflateRawSync(content, { level: 9 });
  const entryName = Buffer.from('word/bomb.xml');
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(expandedBytes, 22);
  local.writeUInt16LE(entryName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(expandedBytes, 24);
  central.writeUInt16LE(entryName.length, 28);
  const directoryOffset = local.length + entryName.length + data.length;
  const directorySize = central.length + entryName.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return { name, type: DOCX, bytes: Buffer.concat([local, entryName, data, central, entryName, end]) };
}
