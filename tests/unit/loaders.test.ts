/**
 * Feature screens read data through `useApiQuery` (src/features/shared/use-api-query.ts), which gives every
 * read the same loading, error (status) and retry states and one cache. This refuses the hand-written loader
 * it replaced: an effect that calls the API (or a loader) and sets state from `.then`/`await`, guarded by a
 * `let live = true` flag. (The shell's route loading in src/shell — the router and the screens' chunks — is
 * infrastructure above the features, not a screen's data, and is not scanned.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, sourceFiles as walk } from './source-files';

const root = repoRoot;

/** The source of every `useEffect(…)` / `useLayoutEffect(…)` call (balanced parentheses). */
function effects(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/\buse(?:Layout)?Effect\(/g)) {
    let depth = 0;
    let i = (m.index ?? 0) + m[0].length - 1;
    for (; i < code.length; i++) {
      if (code[i] === '(') depth++;
      else if (code[i] === ')' && --depth === 0) break;
    }
    out.push(code.slice(m.index, i + 1));
  }
  return out;
}

const FLAG = /\blet\s+(?:live|alive|active|mounted|cancell?ed|ignore|stale|disposed)\s*=\s*(?:true|false)\b/;
// api()/apiResponse(), the typed call()/callResponse() by route-map key, a loader, a chunk import.
const CALL = /\b(?:api|apiResponse|call|callResponse)\s*(?:<[^>]*>)?\(|\bload\w*\s*\(|\bimport\(/;
const SETS_STATE_LATER = /\.then\(|\bawait\b/;
const SETS_STATE = /\bset[A-Z]\w*\b/;

/** Why an effect is a hand-written loader, or null. */
function handLoader(effect: string): string | null {
  if (FLAG.test(effect)) return 'a liveness flag (let live = true …)';
  if (CALL.test(effect) && SETS_STATE_LATER.test(effect) && SETS_STATE.test(effect))
    return 'an API call whose answer is set into state';
  return null;
}

/** Effects that call the API and are not data reads a cache could hold, each with why. */
const NOT_READS: Record<string, string> = {
  'src/features/shared/captcha.tsx':
    'useCaptcha: every GET /api/Users/GenerateCaptcha makes a new single-use image; a cached one would be refused',
  'src/features/auth/RegisterForm.tsx':
    'the 已注册 check of the e-mail being typed: debounced 500 ms and aborted by the next keystroke',
};

const files = walk('src/features').filter((f) => !(f in NOT_READS));

describe('data loads go through useApiQuery', () => {
  it('recognises the hand-written loader it refuses (the check works)', () => {
    const old = `useEffect(() => {
      let live = true;
      api('/api/x').then((d) => live && setData(d));
      return () => { live = false; };
    }, []);`;
    expect(effects(old)).toHaveLength(1);
    expect(handLoader(effects(old)[0]!)).not.toBeNull();
    const noFlag = `useEffect(() => { api<Thing>('/api/x', { method: 'POST' }).then(setThing); }, [id]);`;
    expect(handLoader(effects(noFlag)[0]!)).not.toBeNull();
    const typed = `useEffect(() => { call('GET /api/x', { silent: true }).then((d) => setX(d)); }, [id]);`;
    expect(handLoader(effects(typed)[0]!)).not.toBeNull();
    expect(handLoader(`useEffect(() => { if (open) setDraft(value); }, [open])`)).toBeNull();
    expect(files.length).toBeGreaterThan(100);
    for (const file of Object.keys(NOT_READS)) expect(readFileSync(join(root, file), 'utf8'), file).toMatch(CALL);
  });

  it('no feature screen loads data with a hand-written effect', () => {
    const found = files.flatMap((file) =>
      effects(readFileSync(join(root, file), 'utf8')).flatMap((effect) => {
        const why = handLoader(effect);
        return why ? [`${file}: ${why}: ${effect.split('\n').slice(0, 3).join(' ').slice(0, 140)}`] : [];
      }),
    );
    expect(found, 'use useApiQuery(url) (or useApiQuery(key, { load }) for a read that is not a GET)').toEqual([]);
  });
});
