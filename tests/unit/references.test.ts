/**
 * Code, tests and docs state the rule they follow, not a pointer to a document that is not in the repository:
 * no "spec §N", "§N" or "issue N" in the sources, tests, stories, Storybook set-up, scripts, benchmarks and docs
 * (the product spec and the issue tracker live elsewhere; a reader of this code has neither).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, sourceFiles } from './source-files';

const FOLDERS = ['src', 'server', 'elements', 'scripts', 'bench', 'tests', 'stories', '.storybook', 'docs'];
const ROOT_FILES = ['README.md', 'CONTRIBUTING.md', 'CHANGELOG.md', 'vite.config.ts', 'vitest.config.ts'];
const TEXT = /\.(tsx?|[cm]?js|mdx?|html)$/;
/** "spec §2", "§ 7", "issue 11", "Issue #15". */
const REFERENCE = /\bspec\s*\u00a7|\u00a7\s*\d|\bissues?\s+#?\d+/i;

function references(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) => (REFERENCE.test(line) ? [`${i + 1}: ${line.trim().slice(0, 100)}`] : []));
}

describe('references to documents that are not in the repository', () => {
  // This file is the one place that names the forms it refuses.
  const self = 'tests/unit/references.test.ts';
  const files = [...FOLDERS.flatMap((dir) => sourceFiles(dir, TEXT)), ...ROOT_FILES].filter((f) => f !== self);

  it('reads the files it checks (the walk works)', () => {
    expect(files.length).toBeGreaterThan(500);
    expect(files).toContain('src/routes.ts');
    expect(files).toContain('docs/api.md');
    expect(files).toContain('.storybook/main.ts');
    expect(files).toContain('CONTRIBUTING.md');
  });

  it('finds the forms it refuses', () => {
    for (const bad of ['see spec §7', '(§2)', 'issue 11: no long task', 'Issue #15 item 3', 'issues 12'])
      expect(references(bad), bad).toHaveLength(1);
    for (const fine of ['the 7-day transfer deadline', 'an issued invoice 3', 'tissue 4'])
      expect(references(fine), fine).toEqual([]);
  });

  it('has none: each states the rule or the regression it stood for', () => {
    const found = files.flatMap((file) =>
      references(readFileSync(join(repoRoot, file), 'utf8')).map((hit) => `${file}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});
