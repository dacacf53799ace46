import type { HeadData } from 'mf-shared';
import { FEEDS } from '../../lib/feeds';
import type { JobsPage } from './api/jobsApi';
import { jobPostingJsonLd } from './utils/jobPosting';

/** JobPosting JSON-LD for each real posting on the page (never for a sample listing). */
export function jobsHead(page: JobsPage | undefined, origin: string): HeadData {
  const postings = (page?.results ?? [])
    .map((job) => jobPostingJsonLd(job, origin))
    .filter((posting): posting is object => posting !== null);
  return {
    title: 'Jobs',
    description: 'Jobs at fusion energy companies, suppliers, laboratories and investors.',
    alternates: [FEEDS.jobs],
    jsonLd: postings,
  };
}
