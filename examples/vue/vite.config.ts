import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  base: './',
  // The b2b-* tags are custom elements, not Vue components (docs/embedding.md, "Vue 3").
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('b2b-') } } })],
});
