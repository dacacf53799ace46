import { withQuery, type QueryParams } from 'mf-shared';
import styles from './ExportLinks.module.css';

export type ExportDataset = 'organizations' | 'projects' | 'funding-rounds' | 'performance-points' | 'milestones';

/** The API's file for a dataset and the list's current filters (api/src/resources/exports). */
export function exportUrl(dataset: ExportDataset, format: 'csv' | 'json', params: QueryParams = {}): string {
  return withQuery(`/api/v1/exports/${dataset}.${format}`, params);
}

export interface ExportLinksProps {
  dataset: ExportDataset;
  /** The filters and sort the page shows (undefined values are left out). */
  params?: QueryParams;
  /** What the files hold, for assistive technology ('the Tokamak projects'). */
  description: string;
}

/** 'Download CSV' and 'JSON': plain download links, so they work before (and without) JavaScript. */
export function ExportLinks({ dataset, params, description }: ExportLinksProps) {
  return (
    <div className={styles.exports} role="group" aria-label={`Download ${description}`}>
      <a href={exportUrl(dataset, 'csv', params)} download className={styles.link}>
        Download CSV
      </a>
      <a href={exportUrl(dataset, 'json', params)} download className={styles.link} aria-label={`Download ${description} as JSON`}>
        JSON
      </a>
    </div>
  );
}
