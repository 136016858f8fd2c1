/** What every storefront screen receives from the shell (the route table spreads a route's own props in too). */

export interface ScreenProps {
  /** The route's `:params`, decoded. */
  params: Record<string, string>;
  /** The query string of the current address. */
  query: URLSearchParams;
}
