/**
 * The CJK font every generated PDF is set in, so Chinese prints as text on any machine: Noto Sans SC Regular
 * (SIL OFL 1.1) shipped with the product, never a system font. The image copies the one file to
 * build/fonts/ (Dockerfile); a development checkout reads it from the npm package @expo-google-fonts/noto-sans-sc.
 * Read once (about 10 MB) and kept: pdfkit embeds only the glyphs a document uses.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const FILE = 'NotoSansSC_400Regular.ttf';

function fontPath(): string {
  // build/server/services/pdf-font.js → build/fonts/ (the image); server/services/pdf-font.ts → no such folder.
  const shipped = fileURLToPath(new URL(`../../fonts/${FILE}`, import.meta.url));
  if (existsSync(shipped)) return shipped;
  return createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-sans-sc/400Regular/${FILE}`);
}

let font: Buffer | undefined;

/** The font's bytes (throws at the first PDF when the product was installed without it). */
export function pdfFont(): Buffer {
  font ??= readFileSync(fontPath());
  return font;
}
