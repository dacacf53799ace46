import { formatDate } from 'mf-shared/kit';
import styles from './ArticleCard.module.css';

export interface ArticleMetaProps {
  date: string;
  author?: string;
  minutes?: number;
  /** 'long' → 'MMMM D, YYYY', 'short' → 'MMM D, YYYY' (docs/product/shell.md §10). */
  dateStyle?: 'long' | 'short';
}

/** 'October 14, 2026 · Careers Desk · 4 min read' */
export function ArticleMeta({ date, author, minutes, dateStyle = 'long' }: ArticleMetaProps) {
  return (
    <p className={styles.meta}>
      <time dateTime={date}>{formatDate(date, dateStyle)}</time>
      {author && (
        <>
          <span aria-hidden="true"> · </span>
          <span>{author}</span>
        </>
      )}
      {minutes !== undefined && (
        <>
          <span aria-hidden="true"> · </span>
          <span>{minutes} min read</span>
        </>
      )}
    </p>
  );
}
