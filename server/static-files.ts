/**
 * What the app serves besides the API: pictures (uploaded ones from the database, seed ones from server/media),
 * the versioned element scripts, the built Storybook in development, the storefront's pages with their first
 * frame (precompressed copies by Accept-Encoding), and the not-found answer (API 404 or the storefront's SPA
 * fallback). Registered last by buildApp.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.js';
import { projectRoot } from './paths.js';
import { firstFramePages, sendPage } from './plugins/first-frame.js';
import { uploadedMediaRoutes } from './routes/operator-content.js';

export const mediaDir = path.join(projectRoot, 'server', 'media');

/** `br` or `gzip` when the client accepts it (q > 0) and the build wrote that copy of `file` (scripts/build.ts). */
function precompressedEncoding(accept: string | undefined, file: string): 'br' | 'gzip' | undefined {
  const accepted = new Set<string>();
  for (const part of (accept ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br') && existsSync(`${file}.br`)) return 'br';
  if (accepted.has('gzip') && existsSync(`${file}.gz`)) return 'gzip';
  return undefined;
}

/** Registers the media, element, Storybook and storefront files and the not-found handler on the app itself. */
export async function registerStaticFiles(app: FastifyInstance, config: Config): Promise<void> {
  // Pictures operators uploaded (database, every instance) at /media/uploads/; seed images at /media/.
  await app.register(uploadedMediaRoutes);
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1h',
  });

  // Versioned element URLs partners pin: /elements/<version>/loader.js … never change, so they are cached for a
  // year; /elements/loader.js (below) is the moving alias of the current version, revalidated on every use.
  // The version is the built package's (dist/elements/package.json, scripts/elements-package.ts).
  const elementsDir = path.join(config.staticDir, 'elements');
  const elementsPackage = path.join(elementsDir, 'package.json');
  if (existsSync(elementsPackage)) {
    const { version } = JSON.parse(readFileSync(elementsPackage, 'utf8')) as { version: string };
    await app.register(fastifyStatic, {
      root: elementsDir,
      prefix: `/elements/${version}/`,
      decorateReply: false,
      maxAge: '365d',
      immutable: true,
      preCompressed: true,
    });
  }

  // Development: the built Storybook (npm run build-storybook → dist/storybook, next to dist/demo) at /storybook/,
  // so designers review the elements where the store runs. Storybook's pages use inline scripts: no CSP there.
  const storybookDir = path.join(config.staticDir, '..', 'storybook');
  if (config.nodeEnv !== 'production' && existsSync(path.join(storybookDir, 'index.html'))) {
    await app.register(async (storybook) => {
      storybook.addHook('onSend', async (_request, reply, payload) => {
        reply.removeHeader('content-security-policy');
        return payload;
      });
      await storybook.register(fastifyStatic, {
        root: storybookDir,
        prefix: '/storybook/',
        decorateReply: false,
        index: ['index.html'],
      });
      // MSW (the stories' API mocks) registers its worker at the site root; it acts only for Storybook's pages.
      const worker = path.join(storybookDir, 'mockServiceWorker.js');
      if (existsSync(worker)) {
        storybook.get('/mockServiceWorker.js', { schema: { hide: true } }, (_request, reply) =>
          reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(readFileSync(worker)),
        );
      }
    });
  }

  // The built storefront at /, when present.
  const indexFile = path.join(config.staticDir, 'index.html');
  const hasStorefront = existsSync(indexFile);
  // `/` and `/home` get the same page with the home screen's chunks and its banners request named on the start
  // script (scripts/build.ts writeStorefrontPreloads). Every storefront page carries its first frame, filled
  // here from the catalogue (plugins/first-frame.ts): the page's largest paint comes from the HTML itself.
  const homeFile = path.join(config.staticDir, 'home.html');
  const pageFor = (url: string) =>
    (url === '/' || url === '/home' || url === '/home/') && existsSync(homeFile) ? homeFile : indexFile;
  const pageWithFrame = firstFramePages(app);
  const sendStorefront = async (request: FastifyRequest, reply: FastifyReply, url: string) => {
    const page = pageFor(url);
    const query = request.url.indexOf('?');
    const framed = await pageWithFrame(page, url, query < 0 ? '' : request.url.slice(query));
    if (framed) return sendPage(request, reply, framed);
    const encoding = precompressedEncoding(request.headers['accept-encoding'], page);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .send(readFileSync(encoding ? `${page}.${encoding === 'br' ? 'br' : 'gz'}` : page));
  };
  if (hasStorefront) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      prefix: '/',
      decorateReply: false,
      wildcard: true,
      // `/` is the home page with its first frame (below), not a file.
      index: false,
      // The build writes `.br` and `.gz` next to every text file (scripts/build.ts): sent by Accept-Encoding.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Only content-hashed build output (under chunks/ or assets/) is immutable. Stable entry names that
        // partners reference (elements/b2b-cart-badge.js, loader.js) and the HTML are revalidated each time.
        // `filePath` is the `.br`/`.gz` copy when a precompressed one is sent.
        if (
          /[\\/](chunks|assets)[\\/][^\\/]+-[A-Za-z0-9_-]{8}\.(js|css|woff2?|png|jpe?g|svg|webp)(\.br|\.gz)?$/.test(
            filePath,
          )
        ) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
          // Never revalidated, so no validators; nor ranges (scripts and small pictures): fewer header bytes in each
          // of the responses a widget's first render takes over HTTP/1.1.
          res.removeHeader('etag');
          res.removeHeader('last-modified');
          res.removeHeader('accept-ranges');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }

  if (hasStorefront) {
    app.get('/', { schema: { hide: true } }, (request, reply) => sendStorefront(request, reply, '/'));
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.code(404).type('application/json; charset=utf-8').send({ Error: '接口不存在' });
    }
    // SPA fallback: any other GET that is not a file (no extension) is a storefront route.
    if (hasStorefront && (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url)) {
      return sendStorefront(request, reply, url);
    }
    return reply.code(404).type('application/json; charset=utf-8').send({ Error: '资源不存在' });
  });
}
