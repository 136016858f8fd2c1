// @vitest-environment node
/**
 * compose.yaml and the Dockerfile as an operator relies on them: every variable the server reads is passed to the
 * app from .env (deploy/env.example lists each with what it is for), Caddy serves the configured domain over HTTPS
 * and keeps its certificates, images are pinned to releases, the app's code is not writable by its user, and the
 * image has a data volume and OCI labels.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../../scripts/build-state.js';
import { EnvSchema } from '../../../server/config';

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const compose = read('compose.yaml');
const dockerfile = read('Dockerfile');
const envExample = read('deploy/env.example');
const caddyfile = read('deploy/Caddyfile');

/** Variables that are the image's own or for development and tests only. */
const NOT_FOR_COMPOSE = new Set([
  'NODE_ENV',
  'PORT',
  'HOST',
  'DATA_DIR',
  'STATIC_DIR',
  'SKIP_CLIENT_BUILD',
  'CAPTCHA_FIXED_TEXT',
]);

describe('compose.yaml', () => {
  const appBlock = compose.slice(compose.indexOf('x-app:'), compose.indexOf('services:'));

  it('passes every variable the server reads to the app', () => {
    const passed = new Set([...appBlock.matchAll(/^ {4}([A-Z_]+):/gm)].map((m) => m[1]));
    const missing = Object.keys(EnvSchema.properties).filter((key) => !NOT_FOR_COMPOSE.has(key) && !passed.has(key));
    expect(missing).toEqual([]);
  });

  it('takes each setting from .env, and deploy/env.example lists every one', () => {
    const used = new Set([...compose.matchAll(/\$\{([A-Z_]+)[:?}-]/g)].map((m) => m[1]!));
    const listed = new Set([...envExample.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]!));
    expect([...used].filter((key) => !listed.has(key))).toEqual([]);
    for (const key of ['CORS_ORIGINS', 'SMTP_HOST', 'CONTACT_EMAIL', 'DOMAIN', 'JWT_SECRET'])
      expect(used).toContain(key);
  });

  it('serves the configured domain over HTTPS with kept certificates, plain HTTP only without one', () => {
    expect(compose).toMatch(/SITE_ADDRESS: \$\{DOMAIN:-:80\}/);
    expect(compose).toMatch(/:443"/);
    expect(compose).toContain('caddydata:/data');
    expect(caddyfile).toContain('{$SITE_ADDRESS::80} {');
    expect(caddyfile).toMatch(/protocols h1 h2 h2c h3/);
  });

  it('pins every image to a release', () => {
    const images = [...compose.matchAll(/^\s+image: (\S+)$/gm)].map((m) => m[1]!).filter((i) => !i.startsWith('b2b-'));
    expect(images.length).toBeGreaterThanOrEqual(3);
    for (const image of images) expect(image).toMatch(/:\d+\.\d+(\.\d+)?(-[a-z]+)?$/);
  });
});

describe('Dockerfile', () => {
  it('pins its base image, keeps the code read-only for the app user, has a data volume and OCI labels', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:\d+\.\d+\.\d+-[a-z]+-slim$/m);
    for (const from of dockerfile.matchAll(/^FROM (\S+)/gm)) expect(from[1]).toMatch(/^\$\{NODE_IMAGE\}$/);
    expect(dockerfile).not.toContain('--chown');
    expect(dockerfile).toContain('VOLUME ["/data"]');
    expect(dockerfile).toMatch(/DATA_DIR=\/data/);
    for (const label of ['title', 'version', 'source', 'licenses'])
      expect(dockerfile).toContain(`org.opencontainers.image.${label}=`);
    expect(dockerfile.indexOf('USER node')).toBeGreaterThan(dockerfile.lastIndexOf('COPY'));
  });
});
