/** What may be shown of an article to everyone: a gated article's public summary, never its own. */
export function publicSummary(article: { gated: boolean; summary: string; gatedSummary: string; subtitle: string }): string {
  return article.gated ? article.gatedSummary || article.subtitle : article.summary || article.subtitle;
}
