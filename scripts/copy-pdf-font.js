/**
 * Part of `npm run build:server`: copies the CJK font of the generated PDFs (Noto Sans SC Regular, SIL OFL 1.1, from
 * the dev dependency @expo-google-fonts/noto-sans-sc) to build/fonts/, so the compiled server prints Chinese after
 * `npm prune --omit=dev` and in the image without any system font (server/services/pdf-font.ts reads it there).
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';

const FILE = 'NotoSansSC_400Regular.ttf';
const source = createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-sans-sc/400Regular/${FILE}`);
mkdirSync('build/fonts', { recursive: true });
copyFileSync(source, `build/fonts/${FILE}`);
console.log(`build/fonts/${FILE}`);
