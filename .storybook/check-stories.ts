/**
 * Opens every story of the built Storybook (dist/storybook) in a real Chromium, waits for it to render
 * (play functions included), fails on a story error or any serious/critical axe violation, and can
 * save screenshots.
 *
 *   npm run build-storybook && npx tsx .storybook/check-stories.ts [--filter ui-] [--shots /tmp/shots]
 *
 * Chromium: as the browser tests find it (tests/browser/chromium.ts: CHROME_PATH, the headless shell, the browser).
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { findChromium } from '../tests/browser/chromium.js';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'storybook');
const args = process.argv.slice(2);
const filter = args.includes('--filter') ? args[args.indexOf('--filter') + 1] : undefined;
const shots = args.includes('--shots') ? args[args.indexOf('--shots') + 1] : undefined;

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

async function main() {
  if (!existsSync(path.join(root, 'index.json')))
    throw new Error('dist/storybook is missing: run npm run build-storybook first');
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const file = path.join(root, decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname));
    if (!file.startsWith(root) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res
      .writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' })
      .end(readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;

  const index = JSON.parse(readFileSync(path.join(root, 'index.json'), 'utf8')) as {
    entries: Record<string, { id: string; type: string; title: string; name: string }>;
  };
  const stories = Object.values(index.entries).filter((e) => e.type === 'story' && (!filter || e.id.includes(filter)));
  const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const browser = await chromium.launch({ executablePath: (await findChromium('tests')).path, args: ['--no-sandbox'] });
  const failures: string[] = [];
  if (shots) mkdirSync(shots, { recursive: true });

  try {
    for (const story of stories) {
      const narrow = /narrow/i.test(story.id);
      // Reduced motion: axe must not measure colours mid-animation (fade-ins), and carousels hold still.
      const page = await browser.newPage({
        viewport: narrow ? { width: 375, height: 740 } : { width: 1024, height: 700 },
        reducedMotion: 'reduce',
      });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${story.id}&viewMode=story`);
      // Rendered (or failed) and the play function finished.
      await page
        .waitForFunction(
          () => {
            const b = document.body.classList;
            return (
              b.contains('sb-show-errordisplay') ||
              (b.contains('sb-show-main') && document.querySelector('[data-b2b-story-host]'))
            );
          },
          undefined,
          { timeout: 20_000 },
        )
        .catch(() => errors.push('story did not render in 20 s'));
      await page.waitForTimeout(400);
      const shown = await page.evaluate(() => {
        const err = document.body.classList.contains('sb-show-errordisplay');
        return err
          ? (document.querySelector('#error-message')?.textContent ?? 'error') +
              ' ' +
              (document.querySelector('#error-stack')?.textContent ?? '').slice(0, 400)
          : '';
      });
      if (shown) errors.push(shown);
      await page.addScriptTag({ content: axeSource });
      const violations = (await page.evaluate(async () => {
        const w = window as unknown as {
          axe: {
            run: (
              ctx: unknown,
              opts: unknown,
            ) => Promise<{
              violations: Array<{ id: string; impact: string; nodes: Array<{ target: unknown; html: string }> }>;
            }>;
          };
        };
        // The a11y addon runs its own axe after each render: wait for it to finish instead of colliding.
        let r: Awaited<ReturnType<typeof w.axe.run>> | undefined;
        for (let attempt = 0; !r; attempt++) {
          try {
            r = await w.axe.run(document, { resultTypes: ['violations'] });
          } catch (e) {
            if (attempt > 40 || !String(e).includes('already running')) throw e;
            await new Promise((done) => setTimeout(done, 250));
          }
        }
        return r.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          targets: v.nodes.slice(0, 3).map((n) => `${JSON.stringify(n.target)} ${n.html.slice(0, 160)}`),
        }));
      })) as Array<{ id: string; impact: string; targets: string[] }>;
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      const minor = violations.filter((v) => !serious.includes(v));
      if (shots) await page.screenshot({ path: path.join(shots, `${story.id}.png`), fullPage: true });
      const status = errors.length || serious.length ? 'FAIL' : 'ok  ';
      console.log(`${status} ${story.id}${minor.length ? `  (minor: ${minor.map((v) => v.id).join(', ')})` : ''}`);
      for (const e of errors) console.log(`     error: ${e}`);
      for (const v of serious) console.log(`     axe ${v.impact} ${v.id}: ${v.targets.join(' ')}`);
      if (errors.length || serious.length) failures.push(story.id);
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`\n${stories.length - failures.length} passed, ${failures.length} failed`);
  if (failures.length) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
