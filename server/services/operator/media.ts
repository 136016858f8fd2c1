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
/** Above this many pixels the decoder refuses (a small file can unpack to gigabytes). */
const MAX_PIXELS = 40_000_000;

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

export async function uploadImage(deps: WriteDeps, kind: UploadKind, bytes: Buffer): Promise<UploadResult> {
  if (!bytes.length) throw badRequest('请选择要上传的图片');
  if (bytes.length > UPLOAD_MAX_BYTES) throw badRequest('图片不能超过 5 MB，请压缩后再上传');
  const type = sniffImage(bytes);
  if (!type) throw badRequest('仅支持 JPG、PNG 或 WebP 格式的图片');
  const profile = UploadSizes[kind];
  let source: sharp.Sharp;
  try {
    source = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const meta = await source.metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
    if (meta.width < 16 || meta.height < 16) throw badRequest('图片太小（至少 16×16 像素）');
  } catch (e) {
    if (e instanceof Error && 'status' in e) throw e;
    throw badRequest('图片已损坏或过大，无法读取，请换一张图片');
  }
  const hash = createHash('sha256').update(kind).update(bytes).digest('hex').slice(0, 24);
  const outputs = await Promise.all(
    profile.sizes.map(async ([width, height]) => {
      const content = await storedWebp(
        source.clone().resize(width, height, {
          fit: profile.fit,
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
    }),
  );
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
          operatorId: deps.operatorId,
          createdAt: deps.now,
        })),
      )
      .onConflictDoNothing();
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
