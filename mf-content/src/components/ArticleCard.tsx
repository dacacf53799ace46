import type { ArticleListItem } from 'mf-shared';
import { ArticleMeta } from './ArticleMeta';
import styles from './ArticleCard.module.css';

export interface ArticleCardProps {
  article: ArticleListItem;
  /** Heading level in the page's outline. */
  level?: 2 | 3;
  /** Show the summary (lists) or not (compact sidebars). */
  summary?: boolean;
  dateStyle?: 'long' | 'short';
}

/** An article in a list: title (the link), date, author and summary. */
export function ArticleCard({ article, level = 2, summary = true, dateStyle = 'long' }: ArticleCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <Heading className={styles.cardTitle}>
        <a href={`/articles/${encodeURIComponent(article.slug)}`} className={styles.cardLink}>
          {article.title}
        </a>
      </Heading>
      <ArticleMeta date={article.date} author={article.author} dateStyle={dateStyle} />
      {summary && article.summary && <p className={styles.summary}>{article.summary}</p>}
    </article>
  );
}
