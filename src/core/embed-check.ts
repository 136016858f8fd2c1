/**
 * Why a widget on a partner page cannot work, found once per page and said in plain words: the two mistakes
 * partners actually make are a missing `api-base` (API calls then go to the partner's own origin) and an origin
 * missing from the server's CORS_ORIGINS (the browser refuses every API answer, and JavaScript only sees a
 * bare network error). The server's `/api/embed/origin` answers every origin, so the refusal can be named.
 * WidgetFrame shows end customers a short neutral line in place of each widget and fires `b2b-error` with the reason
 * and this message; the message is also written to the console once per page (for the partner's developer).
 */
import { $config } from './config';
import { $embedProblem, type EmbedProblem } from './embed-problem';
import { publicGet } from './http';
import { shared } from './shared';

export { $embedProblem, type EmbedProblem, type EmbedProblemReason } from './embed-problem';

/** Sets the page's problem and tells the developer in the console (once per problem found). */
function report(problem: EmbedProblem): void {
  $embedProblem.set(problem);
  console.error(`[b2b] ${problem.message}`);
}

const checked = () => shared<Set<string>>('embed.checked', () => new Set());

function originOf(url: string, base: string): string | null {
  try {
    const u = new URL(url, base);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * Checks the page once per `api-base` value. `scriptUrl` is where the element code was loaded from
 * (`import.meta.url`): when it is another origin and no `api-base` is set, the API calls cannot reach the store.
 */
export function checkEmbedding(scriptUrl: string): void {
  if (typeof location === 'undefined') return;
  const page = location.origin;
  const { apiBase } = $config.get();
  const key = `${apiBase}\u0000${scriptUrl}`;
  if (checked().has(key)) return;
  checked().add(key);
  // A new api-base replaces what an earlier element (e.g. one without api-base) concluded.
  $embedProblem.set(null);

  const scripts = originOf(scriptUrl, location.href);
  if (apiBase === '') {
    if (scripts !== null && scripts !== page) {
      report({
        reason: 'api-base-missing',
        message: `组件从 ${scripts} 加载，但未设置 api-base，接口请求会发往本页 ${page}。请在组件上设置 api-base="${scripts}"。`,
      });
    }
    return;
  }
  const api = originOf(apiBase, location.href);
  if (api === null || api === page) return;
  publicGet<{ Allowed?: unknown }>('/api/embed/origin')
    .then((answer) => {
      // Only an explicit "no" counts: an older server or a network failure leaves the widgets to say it themselves.
      if (answer?.Allowed !== false || $config.get().apiBase !== apiBase) return;
      report({
        reason: 'origin-not-allowed',
        message: `商城服务 ${api} 未允许本页 ${page} 调用接口。请商城管理员将 ${page} 加入服务器的 CORS_ORIGINS。`,
      });
    })
    .catch(() => undefined);
}
