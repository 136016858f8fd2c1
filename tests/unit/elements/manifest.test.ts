/**
 * custom-elements.json, as the build writes it for partners' tools (IDEs, Storybook, linters): every element with the
 * class name its module really exports, its attributes, every event it fires (the common ones included), its parts,
 * and all theme tokens as CSS properties next to its own; the package README as `readme`.
 */
import { describe, expect, it } from 'vitest';
import { commonEvents } from '../../../elements/meta';
import { elementMetas, themeTokens } from '../../../elements/registry';
import { customElementsManifest } from '../../../scripts/gen-element-types.js';

interface Declaration {
  name: string;
  tagName: string;
  attributes: { name: string; fieldName: string }[];
  events: { name: string }[];
  cssParts: { name: string }[];
  cssProperties: { name: string; default: string }[];
}
interface Manifest {
  readme: string;
  modules: { path: string; declarations: Declaration[]; exports: { kind: string; name: string }[] }[];
}

const elementModules = import.meta.glob<Record<string, unknown>>('../../../elements/b2b-*.ts', { eager: true });

describe('custom-elements.json', () => {
  const manifest = customElementsManifest([...elementMetas], themeTokens) as Manifest;

  it('names each element by the class its module exports and lists its whole public contract', () => {
    expect(manifest.readme).toBe('README.md');
    expect(manifest.modules.map((m) => m.declarations[0]!.tagName)).toEqual(elementMetas.map((m) => m.tag));
    expect(themeTokens).toHaveLength(32);
    for (const meta of elementMetas) {
      const module = manifest.modules.find((m) => m.path === `${meta.tag}.js`)!;
      const declaration = module.declarations[0]!;
      const source = elementModules[`../../../elements/${meta.tag}.ts`]!;
      expect(Object.keys(source), meta.tag).toContain(declaration.name);
      expect(module.exports.map((e) => e.name)).toEqual([declaration.name, meta.tag]);

      expect(declaration.attributes.map((a) => a.name).sort()).toEqual(Object.keys(meta.attributes).sort());
      expect(declaration.attributes.map((a) => a.name)).toContain('api-base');
      const events = declaration.events.map((e) => e.name);
      for (const name of [...Object.keys(commonEvents), ...Object.keys(meta.events)]) expect(events).toContain(name);
      expect(declaration.cssParts.map((p) => p.name).sort()).toEqual(Object.keys(meta.parts).sort());
      const properties = declaration.cssProperties.map((p) => p.name);
      for (const token of themeTokens) expect(properties, meta.tag).toContain(token.name);
      for (const own of Object.keys(meta.cssProperties)) expect(properties).toContain(own);
    }
  });
});
