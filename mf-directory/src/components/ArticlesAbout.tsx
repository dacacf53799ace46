// "Articles": the articles about an organization or a project (their mentions; issue 24), newest
// first as the API sends them. Renders nothing when there are none.
import { formatDate } from 'mf-shared/kit';
import { DetailSection } from './DetailSection';
import styles from './ArticlesAbout.module.css';

/** An article about the record, as the detail answers list them. */
export interface ArticleAbout {
  slug: string;
  title: string;
  date: string;
}

export function ArticlesAbout({ id, articles }: { id: string; articles: ArticleAbout[] | undefined }) {
  if (!articles?.length) return null;
  return (
    <DetailSection id={id} title="Articles">
      <ul className={styles.list}>
        {articles.map((article) => (
          <li key={article.slug}>
            <a href={`/articles/${encodeURIComponent(article.slug)}`}>{article.title}</a>
            <span className={styles.date}> {formatDate(article.date)}</span>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
