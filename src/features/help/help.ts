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
