/**
 * The company's evidence a registration needs: a fresh checksum-valid 统一社会信用代码 and a
 * 营业执照 picture chosen in the form's file input (uploaded by the form, its preview waited for).
 */
import type { Locator } from 'playwright-core';
import sharp from 'sharp';
import { newCreditCode } from '../server/helpers/accounts.js';
import { fieldLabel } from './helpers.js';

let picture: Buffer | undefined;

/** A plain PNG standing in for a licence photo (made once per file). */
export async function licensePng(): Promise<Buffer> {
  picture ??= await sharp({ create: { width: 640, height: 450, channels: 3, background: '#f3ead7' } })
    .png()
    .toBuffer();
  return picture;
}

/** Fills the 统一社会信用代码 (a new valid one unless given) and uploads the licence; answers the code. */
export async function fillEvidence(form: Locator, code = newCreditCode()): Promise<string> {
  await form.getByLabel(fieldLabel('统一社会信用代码')).fill(code);
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: await licensePng() });
  await form.getByRole('img', { name: '营业执照预览' }).waitFor();
  return code;
}
