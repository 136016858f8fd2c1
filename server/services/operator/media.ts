/**
 * Pictures uploaded by operators: the type is read from the bytes (JPEG, PNG or WebP; never SVG, which can
 * carry script), the size and pixel count are capped, and the picture is resized with sharp to the sizes the
 * storefront shows (UploadSizes) as WebP, EXIF orientation applied and metadata dropped. The results are
 * stored in the database (media_files), so every instance serves them at /media/uploads/<name>; names carry a
 * hash of the source and the kind, so the same upload twice gives the same URLs and an URL never changes.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  UPLOAD_MAX_BYTES,
  type UploadKind,
  type UploadResult,
  UploadSizes,
} from '../../../src/contract/operator-content.js';
import type { Db } from '../../db/client.js';
import { mediaFiles } from '../../db/schema.js';
import { badRequest } from '../../errors.js';
import { recordAudit } from './audit.js';
import type { WriteDeps } from './products.js';

export const UPLOAD_PREFIX = '/media/uploads/';
/**
 * A small file can declare (and unpack to) gigabytes: 2,400,000 × 16 pixels fit in 5 KB of PNG. The declared
 * size is read from the header (metadata() decodes nothing) and refused above these; the decoder's own
 * limitInputPixels stays as the second guard. 24 million pixels is a 6000 × 4000 camera picture.
 */
export const MAX_PIXELS = 24_000_000;
export const MAX_SIDE = 12_000;

// One libvips thread per decode, and no operation cache holding decoded pictures: an upload then never takes
// every core (public reads keep answering) nor keeps its pixels after it is done.
sharp.concurrency(1);
sharp.cache(false);

/** Decodes run one at a time per instance (each holds a whole picture's pixels); the others wait their turn. */
let decodeQueue: Promise<unknown> = Promise.resolve();
export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = decodeQueue.then(work, work);
  decodeQueue = run.catch(() => undefined);
  return run;
}

/**
 * How every stored picture is encoded, an upload and the demo's (scripts/generate-media.ts): on white (no
 * transparency, which cards and galleries would show as black on some backgrounds), WebP at quality 82.
 */
export function storedWebp(image: sharp.Sharp): sharp.Sharp {
  return image.flatten({ background: '#ffffff' }).webp({ quality: 82 });
}

/** The image type the bytes say, or null: the file's name and declared type are not trusted. */
export function sniffImage(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

async function encodeSize(
  image: sharp.Sharp,
  fit: keyof sharp.FitEnum,
  width: number,
  height: number,
  hash: string,
): Promise<{ name: string; width: number; height: number; content: Buffer }> {
  const content = await storedWebp(
    image.resize(width, height, {
      fit,
      position: 'centre',
      background: { r: 255, g: 255, b: 255, alpha: 1 },
      withoutEnlargement: false,
    }),
  )
    .toBuffer()
    .catch(() => {
      throw badRequest('图片已损坏或过大，无法读取，请换一张图片');
    });
  return { name: `${hash}-${width}x${height}.webp`, width, height, content };
}

/** A buyer's after-sales photo (售后图片): the whole picture on white, large enough to see a defect, and a thumbnail. */
const AFTER_SALE_PHOTO: (typeof UploadSizes)[UploadKind] = {
  fit: 'contain',
  sizes: [
    [1200, 1200],
    [240, 240],
  ],
};

/**
 * The rules every uploaded picture passes (operators' pictures, after-sales photos, 营业执照): not empty, at most
 * 5 MB, JPEG, PNG or WebP by its bytes, and a declared size of 16×16 up to MAX_SIDE and MAX_PIXELS (read from
 * the header, nothing decoded yet). Answers the type; refuses with a Chinese 400 otherwise.
 */
export async function checkUpload(bytes: Buffer): Promise<'jpeg' | 'png' | 'webp'> {
  if (!bytes.length) throw badRequest('请选择要上传的图片');
  if (bytes.length > UPLOAD_MAX_BYTES) throw badRequest('图片不能超过 5 MB，请压缩后再上传');
  const type = sniffImage(bytes);
  if (!type) throw badRequest('仅支持 JPG、PNG 或 WebP 格式的图片');
  let meta: sharp.Metadata;
  try {
    // The header only: nothing is decoded before the declared size has been checked.
    meta = await sharp(bytes).metadata();
  } catch {
    throw badRequest('图片已损坏或过大，无法读取，请换一张图片');
  }
  if (!meta.width || !meta.height) throw badRequest('图片已损坏或过大，无法读取，请换一张图片');
  if (meta.width < 16 || meta.height < 16) throw badRequest('图片太小（至少 16×16 像素）');
  if (meta.width > MAX_SIDE || meta.height > MAX_SIDE || meta.width * meta.height > MAX_PIXELS)
    throw badRequest(
      `图片尺寸过大（${meta.width}×${meta.height} 像素），请缩小到 ${MAX_SIDE} 像素以内、共 ${MAX_PIXELS / 1_000_000} 百万像素以内`,
    );
  return type;
}

/** Who uploads: an operator (audited) or a buyer (after-sales photos, transfer vouchers; the request is the record). */
export type UploadDeps = WriteDeps | { db: Db; now: Date; userId: number };

export async function uploadImage(
  deps: UploadDeps,
  /** A transfer voucher (转账回单) is read like an after-sales photo: the whole picture, large enough to read. */
  kind: UploadKind | 'after-sale' | 'transfer-voucher',
  bytes: Buffer,
): Promise<UploadResult> {
  const type = await checkUpload(bytes);
  const profile = kind === 'after-sale' || kind === 'transfer-voucher' ? AFTER_SALE_PHOTO : UploadSizes[kind];
  const source = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
  const hash = createHash('sha256').update(kind).update(bytes).digest('hex').slice(0, 24);
  // Size after size, in the queue: one picture's pixels in memory at a time.
  const outputs = await oneAtATime(async () => {
    const done = [];
    for (const [width, height] of profile.sizes)
      done.push(await encodeSize(source(), profile.fit, width, height, hash));
    return done;
  });
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(mediaFiles)
      .values(
        outputs.map((o) => ({
          name: o.name,
          contentType: 'image/webp',
          width: o.width,
          height: o.height,
          size: o.content.length,
          content: o.content,
          operatorId: 'operatorId' in deps ? deps.operatorId : null,
          userId: 'userId' in deps ? deps.userId : null,
          createdAt: deps.now,
        })),
      )
      .onConflictDoNothing();
    if (!('operatorId' in deps)) return;
    await recordAudit(tx, {
      operatorId: deps.operatorId,
      action: 'media.upload',
      entity: 'media',
      entityId: outputs[0]!.name,
      before: null,
      after: { Kind: kind, Type: type, Bytes: bytes.length, Files: outputs.map((o) => o.name) },
      at: deps.now,
    });
  });
  const [main, thumb = main] = outputs;
  return {
    Url: UPLOAD_PREFIX + main!.name,
    ThumbnailUrl: UPLOAD_PREFIX + thumb!.name,
    Width: main!.width,
    Height: main!.height,
  };
}

/** A stored picture by its file name, or null. */
export async function readMedia(db: Db, name: string) {
  if (!/^[a-f0-9]{24}-\d{2,4}x\d{2,4}\.webp$/.test(name)) return null;
  const [row] = await db
    .select({ content: mediaFiles.content, contentType: mediaFiles.contentType })
    .from(mediaFiles)
    .where(eq(mediaFiles.name, name))
    .limit(1);
  return row ?? null;
}
