/**
 * Every styled component, in the order of definition: the partner build's styled-components adds each as it creates
 * it (scripts/vite/styled-registry.ts), for elements/style-warmup.ts. Empty in dev, unit tests and Storybook.
 * A module of its own, with no imports: styled-components imports it.
 */
export const styledComponents: object[] = [];
