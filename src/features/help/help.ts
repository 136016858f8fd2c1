/** Help articles grouped by category (in the order the API gives them) and filtered by a search text. */
import type { HelpArticle } from '../../contract/help';

export interface HelpGroup {
  category: string;
  /** Anchor id of the group's section. */
  anchor: string;
  articles: HelpArticle[];
}

/** Groups articles by `Category`, keeping the first-seen order of categories and articles. */
export function groupHelp(articles: readonly HelpArticle[]): HelpGroup[] {
  const groups = new Map<string, HelpGroup>();
  for (const article of articles) {
    let group = groups.get(article.Category);
    if (!group) {
      group = { category: article.Category, anchor: `help-group-${groups.size + 1}`, articles: [] };
      groups.set(article.Category, group);
    }
    group.articles.push(article);
  }
  return [...groups.values()];
}

/** Articles whose title, body or category contain every word of `text` (case-insensitive). */
export function searchHelp(articles: readonly HelpArticle[], text: string): HelpArticle[] {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...articles];
  return articles.filter((a) => {
    const hay = `${a.Category}\n${a.Title}\n${a.Body}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

/** Splits `text` into parts, marking the case-insensitive matches of the words of `query`. */
export function highlight(text: string, query: string): { text: string; match: boolean }[] {
  const words = query.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [{ text, match: false }];
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const re = new RegExp(`(${escaped.join('|')})`, 'gi');
  const parts: { text: string; match: boolean }[] = [];
  let last = 0;
  for (const m of text.matchAll(re)) {
    const start = m.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: m[0], match: true });
    last = start + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
