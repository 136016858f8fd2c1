/**
 * A company's evidence for its review (企业审核): the 统一社会信用代码 and the 营业执照 picture.
 *
 * The picture is uploaded before the registration (anonymous, the same rules as every upload: see
 * checkUpload) and kept private in media_files under `licence-<random id>.webp`, a name the public
 * /media/uploads/ route never serves. A registration or a resubmission claims it by its Id (one company per
 * picture: a unique index). Operators see it through a signed, expiring link made for their answers only;
 * any other request for it (another company, a visitor, a forged or expired link) is a 404.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import type { LicenseImageUpload } from '../../src/contract/users.js';
import { creditCodeProblem } from '../../src/contract/validators.js';
import type { Db } from '../db/client.js';
import { companies, mediaFiles } from '../db/schema.js';
import { ApiError, badRequest, dbErrorCode } from '../errors.js';
import { checkUpload, MAX_PIXELS, oneAtATime, storedWebp } from './operator/media.js';

type Tx = Pick<Db, 'select'>;

/** A licence is read by people: kept large enough to read its small print (longest side ≤ 2000 px). */
const LICENSE_MAX_SIDE = 2000;
/** How long an operator's link works; links are made per 10-minute slot, so one page of answers shares them. */
const LINK_SLOT_SECONDS = 600;
const LINK_TTL_SECONDS = 1800;

const ID = /^[a-f0-9]{32}$/;
const fileName = (id: string) => `licence-${id}.webp`;

/** The credit code as stored (trimmed, upper case), or a 400 naming CreditCode with what is wrong. */
export function checkedCreditCode(raw: string): string {
  const code = raw.trim().toUpperCase();
  const problem = creditCodeProblem(code);
  if (problem) throw badRequest(problem, 'CreditCode');
  return code;
}

export const creditCodeTaken = () => new ApiError(409, '该统一社会信用代码已被其他企业使用', 'CreditCode');
const licenseTaken = () => new ApiError(409, '该营业执照图片已被使用，请重新上传', 'LicenseImageId');

/** The violated constraint's name (both drivers put it on the error, drizzle wraps it in `cause`), or its message. */
function constraintOf(error: unknown): string {
  const seen: string[] = [];
  let e: unknown = error;
  for (let depth = 0; e && depth < 5; depth++) {
    const { constraint, message } = e as { constraint?: unknown; message?: unknown };
    if (typeof constraint === 'string') return constraint;
    if (typeof message === 'string') seen.push(message);
    e = (e as { cause?: unknown }).cause;
  }
  return seen.join('\n');
}

/** Maps a unique violation of the evidence columns to its 409 (other violations stay as they are). */
export function evidenceConflict(error: unknown): ApiError | null {
  if (dbErrorCode(error) !== '23505') return null;
  const text = constraintOf(error);
  if (text.includes('companies_credit_code_uq')) return creditCodeTaken();
  if (text.includes('companies_license_image_uq')) return licenseTaken();
  return null;
}

/** Stores an uploaded licence picture privately and answers its Id (to send as LicenseImageId). */
export async function uploadLicenseImage(db: Db, now: Date, bytes: Buffer): Promise<LicenseImageUpload> {
  await checkUpload(bytes);
  const { data, info } = await oneAtATime(() =>
    storedWebp(
      sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
        .rotate()
        .resize(LICENSE_MAX_SIDE, LICENSE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true }),
    )
      .toBuffer({ resolveWithObject: true })
      .catch(() => {
        throw badRequest('图片已损坏或过大，无法读取，请换一张图片');
      }),
  );
  const id = randomBytes(16).toString('hex');
  await db.insert(mediaFiles).values({
    name: fileName(id),
    contentType: 'image/webp',
    width: info.width,
    height: info.height,
    size: data.length,
    content: data,
    createdAt: now,
  });
  return { Id: id, Width: info.width, Height: info.height };
}

/**
 * The stored name of an uploaded licence the company may claim: it exists and no other company holds it.
 * Refused with a 400 (LicenseImageId) when missing or unknown, a 409 when another company has it.
 */
export async function claimableLicense(tx: Tx, rawId: string, companyId: number | null): Promise<string> {
  const id = rawId.trim();
  if (!id) throw badRequest('请上传营业执照图片', 'LicenseImageId');
  const unknown = () => badRequest('营业执照图片不存在或已失效，请重新上传', 'LicenseImageId');
  if (!ID.test(id)) throw unknown();
  const name = fileName(id);
  const [file] = await tx.select({ name: mediaFiles.name }).from(mediaFiles).where(eq(mediaFiles.name, name));
  if (!file) throw unknown();
  const holder =
    companyId === null
      ? eq(companies.licenseImage, name)
      : and(eq(companies.licenseImage, name), ne(companies.id, companyId));
  const [other] = await tx.select({ id: companies.id }).from(companies).where(holder).limit(1);
  if (other) throw licenseTaken();
  return name;
}

/** Refuses a credit code another company holds (the unique index is the last word under a race). */
export async function assertCreditCodeFree(tx: Tx, code: string, companyId: number | null): Promise<void> {
  const holder =
    companyId === null
      ? eq(companies.creditCode, code)
      : and(eq(companies.creditCode, code), ne(companies.id, companyId));
  const [other] = await tx.select({ id: companies.id }).from(companies).where(holder).limit(1);
  if (other) throw creditCodeTaken();
}

function signature(secret: string, id: string, exp: number): string {
  return createHmac('sha256', secret).update(`license-image\n${id}\n${exp}`).digest('hex').slice(0, 40);
}

/** An operator's link to a stored licence (null: none on file), valid for at least LINK_TTL_SECONDS. */
export function licenseImageUrl(secret: string, stored: string | null, now: Date): string | null {
  const id = stored ? /^licence-([a-f0-9]{32})\.webp$/.exec(stored)?.[1] : undefined;
  if (!id) return null;
  const slot = Math.ceil(now.getTime() / 1000 / LINK_SLOT_SECONDS) * LINK_SLOT_SECONDS;
  const exp = slot + LINK_TTL_SECONDS;
  return `/api/Users/license-images/${id}?exp=${exp}&sig=${signature(secret, id, exp)}`;
}

/** The picture behind a valid, unexpired link to a claimed licence, or null (the route answers 404). */
export async function readLicenseImage(
  db: Db,
  secret: string,
  link: { id: string; exp: number; sig: string },
  now: Date,
): Promise<{ content: Buffer; contentType: string } | null> {
  if (!ID.test(link.id) || link.exp * 1000 <= now.getTime()) return null;
  const expected = Buffer.from(signature(secret, link.id, link.exp));
  const given = Buffer.from(link.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const name = fileName(link.id);
  const [row] = await db
    .select({ content: mediaFiles.content, contentType: mediaFiles.contentType })
    .from(mediaFiles)
    .innerJoin(companies, eq(companies.licenseImage, mediaFiles.name))
    .where(eq(mediaFiles.name, name))
    .limit(1);
  return row ?? null;
}
