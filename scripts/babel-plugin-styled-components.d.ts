/** babel-plugin-styled-components ships no types; vite.config.ts passes it to Babel as a plugin. */
declare module 'babel-plugin-styled-components' {
  import type { PluginItem } from '@babel/core';

  const plugin: PluginItem;
  export default plugin;
}
