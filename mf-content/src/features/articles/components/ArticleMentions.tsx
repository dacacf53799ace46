import type { ArticleMention } from '../../../lib/api/articlesApi';
import styles from './Articles.module.css';

const PATHS: Record<ArticleMention['kind'], string> = { organization: '/organizations/', project: '/projects/' };

/** 'In this article': links to the directory pages of what the article is about. */
export function ArticleMentions({ mentions }: { mentions: readonly ArticleMention[] | undefined }) {
  if (!mentions?.length) return null;
  return (
    <nav aria-label="In this article" className={styles.share}>
      <span className={styles.shareLabel}>In this article</span>
      {mentions.map((mention) => (
        <a
          key={`${mention.kind}-${mention.slug}`}
          href={`${PATHS[mention.kind]}${encodeURIComponent(mention.slug)}`}
          className={styles.shareLink}
        >
          {mention.display_name}
        </a>
      ))}
    </nav>
  );
}
