import { useEffect, type ReactNode } from 'react';
import { useClientHash } from 'mf-shared/area';
import { LEGAL_EFFECTIVE_DATE } from 'mf-shared/kit';
import pageStyles from '../../../components/Page.module.css';
import styles from './Info.module.css';

/** In-page links (the contents) navigate client-side; scroll to the section they name. */
export function useScrollToHash(): void {
  const hash = useClientHash();
  useEffect(() => {
    if (!hash) return;
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      return;
    }
    document.getElementById(id)?.scrollIntoView();
  }, [hash]);
}

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A legal document: title, effective date (docs/product/content.md §7: September 15, 2025), contents, sections. */
export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  useScrollToHash();
  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>{title}</h1>
        <p className={styles.effective}>{`Effective ${LEGAL_EFFECTIVE_DATE}`}</p>
      </header>
      <div className={styles.text}>{intro}</div>
      <nav className={styles.toc} aria-labelledby="legal-contents">
        <h2 id="legal-contents" className={styles.tocTitle}>
          Contents
        </h2>
        <ol className={styles.tocList}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.text}>
        {sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{`${index + 1}. ${section.title}`}</h2>
            {section.body}
          </section>
        ))}
      </div>
    </div>
  );
}
