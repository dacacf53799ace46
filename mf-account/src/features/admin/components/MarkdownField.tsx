// A Markdown field: the textarea and a live preview, rendered by the same library the API renders
// stored Markdown with (marked) and sanitized by the kit's SafeHtml (DOMPurify). Both load on
// first use, in this page's chunks only.
import { useDeferredValue, useEffect, useState } from 'react';
import { SafeHtml } from 'mf-shared/kit';
import styles from './admin.module.css';

type Render = (markdown: string) => string;

let loading: Promise<Render> | null = null;
const loadRenderer = () =>
  (loading ??= import(/* webpackChunkName: "markdown" */ 'marked').then(
    ({ marked }) =>
      (markdown: string) =>
        marked.parse(markdown, { async: false, gfm: true, breaks: false }) as string,
  ));

export function MarkdownPreview({ markdown, id }: { markdown: string; id: string }) {
  const [render, setRender] = useState<Render | null>(null);
  const deferred = useDeferredValue(markdown);
  useEffect(() => {
    let active = true;
    void loadRenderer().then((loaded) => active && setRender(() => loaded));
    return () => {
      active = false;
    };
  }, []);
  return (
    <section className={styles.preview} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.previewTitle}>
        Preview
      </h3>
      <SafeHtml html={render ? render(deferred) : ''} />
    </section>
  );
}
