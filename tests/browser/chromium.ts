/**
 * Which Chromium the tests and the measuring scripts drive (playwright-core, Chromium from Debian or a package).
 *
 * - `tests` (the browser tests, the story check): Chromium's headless shell first (Debian's
 *   `chromium-headless-shell`, what Playwright itself runs for headless Chromium): the same Blink and V8 without the
 *   browser's UI layer, and much cheaper to drive: the browser step of `npm test` is markedly shorter with it, with
 *   the same tests passing on both.
 * - `visitor` (widget timing, Lighthouse, the A/B scripts): the full browser, as a visitor's Chrome, so figures stay
 *   comparable with every earlier measurement.
 *
 * Either way `CHROME_PATH` wins, and the other kind of system Chromium serves when the preferred one is missing; the
 * Chromium inside `@sparticuz/chromium` (unpacked to /tmp on first use) comes last, so a fresh machine without root
 * still runs the tests.
 */
import { existsSync } from 'node:fs';

export type ChromiumKind = 'tests' | 'visitor';

/** Flags for a locked-down machine: no sandbox as root, no GPU, no calls home (the network is closed). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const HEADLESS_SHELL = ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell'];
const FULL_BROWSER = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export interface FoundChromium {
  path: string;
  source: 'CHROME_PATH' | 'headless shell' | 'system' | '@sparticuz/chromium';
}

export async function findChromium(kind: ChromiumKind = 'tests'): Promise<FoundChromium> {
  const fromEnv = process.env.CHROME_PATH?.trim();
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} 不存在`);
    return { path: fromEnv, source: 'CHROME_PATH' };
  }
  const shell = HEADLESS_SHELL.find((p) => existsSync(p));
  const full = FULL_BROWSER.find((p) => existsSync(p));
  const order: FoundChromium[] = [];
  if (shell) order.push({ path: shell, source: 'headless shell' });
  if (full) order[kind === 'tests' ? 'push' : 'unshift']({ path: full, source: 'system' });
  if (order[0]) return order[0];
  try {
    const sparticuz = (await import('@sparticuz/chromium')).default;
    return { path: await sparticuz.executablePath(), source: '@sparticuz/chromium' };
  } catch (error) {
    throw new Error(
      `找不到 Chromium: set CHROME_PATH, install Debian's chromium-headless-shell or chromium (.ci/run does), or npm install @sparticuz/chromium (${(error as Error).message})`,
    );
  }
}
