/**
 * The npm package partners install: `npm pack ./dist/elements` gives @b2b-storefront/elements with its
 * typings, manifest, licence and changelog; installed from the tarball (offline: it has no dependencies) into a
 * throw-away Vite + React app (importing loader.js, which resolves to its bundler entry) and a plain HTML page (the
 * loader.js file itself), it renders a working <b2b-login> in Chromium; a property the app set before the element was
 * defined is upgraded.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/build-state.js';
import { closeBrowser, deepText, launchBrowser } from './helpers.js';

const work = path.join(tmpdir(), `b2b-pack-${process.pid}`);
const app = path.join(work, 'app');
let server: Server;
let base = '';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css',
};

function npm(args: string[], cwd: string) {
  const result = spawnSync('npm', args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_audit: 'false' } });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

let packed: { name: string; version: string; files: Array<{ path: string }> };

beforeAll(async () => {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(app, { recursive: true });
  // 1. npm pack the built package.
  const out = npm(['pack', path.join(repoRoot, 'dist', 'elements'), '--json', '--pack-destination', work], work);
  packed = (JSON.parse(out) as Array<typeof packed>)[0]!;
  const tarball = path.join(work, `b2b-storefront-elements-${packed.version}.tgz`);
  // 2. A throw-away app installs the tarball (no registry needed: the package has no dependencies).
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'partner-app', private: true, type: 'module' }));
  npm(['install', tarball, '--offline', '--no-fund', '--no-package-lock', '--ignore-scripts'], app);
  // React for the app itself (the package bundles its own): the repository's copy.
  for (const dep of ['react', 'react-dom', 'scheduler']) {
    symlinkSync(path.join(repoRoot, 'node_modules', dep), path.join(app, 'node_modules', dep), 'dir');
  }
  // 3a. Vite + React app.
  writeFileSync(
    path.join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vite partner app</title></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
  );
  // The app imports loader.js from npm (its bundler entry: every element module by a literal import) and sets a
  // property on an element before the loader has defined it.
  writeFileSync(
    path.join(app, 'main.js'),
    `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import '@b2b-storefront/elements/loader.js';
function App() {
  return h('main', null, h('h1', null, 'Partner app'), h('b2b-login', null),
    h('b2b-catalog', { ref: (el) => { if (el && !window.__catalog) { window.__definedEarly = Boolean(customElements.get('b2b-catalog')); el.pageSize = 4; window.__catalog = el; } } }));
}
createRoot(document.getElementById('root')).render(h(App));`,
  );
  const { build } = await import('vite');
  await build({
    root: app,
    base: './',
    configFile: false,
    logLevel: 'error',
    build: { outDir: path.join(app, 'dist') },
  });
  // 3b. A plain HTML page using the installed files as they are, with the integrity hash the build printed: Chromium
  // refuses the script (and the widget never renders) when the hash does not match the file.
  const { files: hashes } = JSON.parse(
    readFileSync(path.join(app, 'node_modules/@b2b-storefront/elements/integrity.json'), 'utf8'),
  ) as { files: Record<string, string> };
  writeFileSync(
    path.join(app, 'plain.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Plain page</title><script type="module" src="./node_modules/@b2b-storefront/elements/loader.js" integrity="${hashes['loader.js']}" crossorigin="anonymous"></script></head><body><b2b-login></b2b-login></body></html>`,
  );
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x').pathname;
    const file = url.startsWith('/vite/') ? path.join(app, 'dist', url.slice(6) || 'index.html') : path.join(app, url);
    try {
      const body = readFileSync(file.endsWith('/') ? path.join(file, 'index.html') : file);
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}, 240_000);

afterAll(async () => {
  await closeBrowser();
  await new Promise((r) => server?.close(r));
  rmSync(work, { recursive: true, force: true });
});

describe('@b2b-storefront/elements from npm pack', () => {
  it('is a pinnable package: semver, exports, typings, manifest, licence, changelog', () => {
    expect(packed.name).toBe('@b2b-storefront/elements');
    expect(packed.version).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/);
    const files = packed.files.map((f) => f.path);
    expect(files.filter((f) => /\.(br|gz)$/.test(f))).toEqual([]);
    for (const f of [
      'package.json',
      'index.js',
      'loader.js',
      'lazy.js',
      'reserve.css',
      'b2b-login.js',
      'types/index.d.ts',
      'types/react.d.ts',
      'types/vue.d.ts',
      'types/b2b-login.d.ts',
      'custom-elements.json',
      'integrity.json',
      'README.md',
      'CHANGELOG.md',
      'LICENSE',
    ]) {
      expect(files).toContain(f);
    }
    expect(files.some((f) => f.startsWith('chunks/'))).toBe(true);
    const pkg = JSON.parse(readFileSync(path.join(app, 'node_modules/@b2b-storefront/elements/package.json'), 'utf8'));
    expect(pkg).toMatchObject({
      types: './types/index.d.ts',
      customElements: 'custom-elements.json',
      license: 'MIT',
      exports: { '.': { types: './types/index.d.ts', default: './index.js' } },
    });
    expect(pkg.private).toBeUndefined();
    expect(pkg.publishConfig).toEqual({ access: 'public' });
    expect(pkg.repository).toBeTruthy();
    // A React 18 TypeScript app installs it cleanly (the typings' peer is optional and takes 18).
    expect(pkg.peerDependencies['@types/react']).toBe('>=18');
    expect(pkg.sideEffects).toContain('./b2b-*.js');
  });

  it('renders <b2b-login> in a Vite + React app and in a plain HTML page (its script pinned by integrity)', async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext({ locale: 'zh-CN' });
    for (const url of [`${base}/vite/`, `${base}/plain.html`]) {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const missing: string[] = [];
      page.on('response', (r) => {
        if (r.status() === 404 && r.url().endsWith('.js')) missing.push(r.url());
      });
      await page.goto(url);
      await page.locator('b2b-login form[aria-label="登录"]').waitFor({ timeout: 30_000 });
      expect(await deepText(page, 'b2b-login')).toContain('登录');
      if (url.endsWith('/vite/')) {
        // Bundled by Vite: every script it asked for was there (no API here: its requests are 404s).
        expect(missing).toEqual([]);
        // The property set before the definition went through the element's accessor, and so does a later one.
        const catalog = page.locator('b2b-catalog');
        await catalog.evaluate((el) => customElements.whenDefined(el.localName));
        expect(await page.evaluate(() => (window as unknown as { __definedEarly: boolean }).__definedEarly)).toBe(
          false,
        );
        expect(await catalog.getAttribute('page-size')).toBe('4');
        await catalog.evaluate((el) => {
          (el as HTMLElement & { pageSize: number }).pageSize = 6;
        });
        expect(
          await catalog.evaluate((el) => [
            el.getAttribute('page-size'),
            (el as HTMLElement & { pageSize: number }).pageSize,
          ]),
        ).toEqual(['6', 6]);
      }
      expect(errors).toEqual([]);
      await page.close();
    }
    await context.close();
  });
});
