/**
 * The zip container of an XLSX, read without trusting it: the central directory's declared sizes and compression
 * ratios are checked before anything is inflated, and an entry is inflated in chunks that stop at its declared size.
 */
import { Inflate } from 'fflate';
import { badRequest } from '../errors.js';
import { type Limits, tooBig } from './spreadsheet-limits.js';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

export const notXlsx = () => badRequest('无法读取 XLSX 文件，请确认文件是 Excel 工作簿（.xlsx）', 'File');

/** The central directory: every entry's name and declared sizes (nothing is inflated). */
export function zipEntries(data: Buffer, limits: Limits): Map<string, ZipEntry> {
  // The end-of-central-directory record sits in the last 64 KiB + 22 bytes.
  let eocd = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 0xffff); i--)
    if (data.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  if (eocd < 0) throw notXlsx();
  const count = data.readUInt16LE(eocd + 10);
  const dirSize = data.readUInt32LE(eocd + 12);
  const dirOffset = data.readUInt32LE(eocd + 16);
  if (count > limits.maxEntries) throw tooBig(`XLSX 文件的部件超过 ${limits.maxEntries} 个的上限`, 'ZipEntries');
  if (dirOffset + dirSize > data.length) throw notXlsx();
  const entries = new Map<string, ZipEntry>();
  let at = dirOffset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== 0x02014b50) throw notXlsx();
    const method = data.readUInt16LE(at + 10);
    const compressedSize = data.readUInt32LE(at + 20);
    const size = data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const localOffset = data.readUInt32LE(at + 42);
    const name = data.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    // ZIP64 markers: no spreadsheet under our size limit needs them.
    if (size === 0xffffffff || compressedSize === 0xffffffff || localOffset === 0xffffffff) throw notXlsx();
    if (size > limits.maxEntryBytes)
      throw tooBig(`XLSX 文件的部件“${name}”解压后超过 ${limits.maxEntryBytes / 1024 / 1024} MB 的上限`, 'EntrySize');
    if (size > 64 * 1024 && size > compressedSize * limits.maxRatio)
      throw tooBig(`XLSX 文件的部件“${name}”压缩比超过 ${limits.maxRatio} 倍的上限`, 'CompressionRatio');
    entries.set(name.replace(/^\/+/, ''), { name, method, compressedSize, size, localOffset });
  }
  return entries;
}

/**
 * Inflates one entry in chunks, handing each piece of text to `sink`; stops at the declared size (a lying
 * header cannot make it inflate more) and yields to the event loop between chunks so other requests go on.
 */
export async function inflateEntry(data: Buffer, entry: ZipEntry, sink: (text: string) => void): Promise<void> {
  const at = entry.localOffset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== 0x04034b50) throw notXlsx();
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  const body = data.subarray(start, start + entry.compressedSize);
  if (body.length !== entry.compressedSize) throw notXlsx();
  const decoder = new TextDecoder('utf-8');
  let produced = 0;
  const take = (chunk: Uint8Array) => {
    produced += chunk.length;
    if (produced > entry.size) throw tooBig(`XLSX 文件的部件“${entry.name}”解压后大于其声明的大小`, 'EntrySize');
    sink(decoder.decode(chunk, { stream: true }));
  };
  if (entry.method === 0) {
    take(body);
  } else if (entry.method === 8) {
    const inflate = new Inflate((chunk) => take(chunk));
    const step = 16 * 1024;
    for (let i = 0; i < body.length; i += step) {
      inflate.push(body.subarray(i, i + step), i + step >= body.length);
      if ((i / step) % 8 === 7) await new Promise((resolve) => setImmediate(resolve));
    }
  } else throw notXlsx();
  sink(decoder.decode());
}

/* ------------------------------------------------------------------ XML */

/** A streaming XML reader with the depth limit (saxes reports a self-closing tag's close too). */
