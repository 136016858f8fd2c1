import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const coreDir = join(process.cwd(), 'src/core');
const files = readdirSync(coreDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
const sources = files.map((f) => [f, readFileSync(join(coreDir, f), 'utf8')] as const);
const importLines = (src: string) => src.split('\n').filter((l) => /^\s*(import|export)\b.*\bfrom\s+['"]/.test(l));

describe('src/core boundaries (architecture)', () => {
  it('has the modules the other engineers import', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'shared.ts',
        'config.ts',
        'status.ts',
        'messages.ts',
        'navigation.ts',
        'http.ts',
        'session.ts',
        'query.ts',
        'cart.ts',
        'money.ts',
        'constants.ts',
      ]),
    );
  });

  it.each(sources)('%s imports no React and only types from src/contract', (_file, src) => {
    for (const line of importLines(src)) {
      expect(line).not.toMatch(/['"](react|react-dom|styled-components)(\/[^'"]*)?['"]/);
      if (/contract\//.test(line)) expect(line).toMatch(/^\s*(import|export) type\b/);
    }
  });

  it('only the session storage (session-state.ts over store-scoped-storage.ts) and http.ts (fetch, over wire.ts) reach storage and the network', () => {
    // store-scoped-storage.ts is the persistent atom session-state.ts keeps the session in, under a key per store;
    // wire.ts is the one request http.ts sends.
    const storage = new Set(['session-state.ts', 'store-scoped-storage.ts']);
    const network = new Set(['http.ts', 'wire.ts']);
    for (const [file, src] of sources) {
      const code = src.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      if (!storage.has(file)) expect(code, file).not.toMatch(/\blocalStorage\b/);
      if (!network.has(file)) expect(code, file).not.toMatch(/\bfetch\s*\(|from 'ofetch'/);
    }
  });
});
