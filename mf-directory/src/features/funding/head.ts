// <head> of /funding: a description with the totals, and the data as a schema.org Dataset
// whose distributions are the CSV and JSON exports.
import type { HeadData } from 'mf-shared';
import { formatCount, formatMoney } from 'mf-shared/kit';
import { exportUrl } from '../../components/ExportLinks';
import type { FundingSummary } from './api/fundingApi';
import { fundingQueryParams, type FundingFilters } from './utils/filters';

const FUNDING_DESCRIPTION =
  'Disclosed funding of the fusion energy industry: by year, by confinement concept and by country, with the largest rounds and their sources.';

export function fundingHead(summary: FundingSummary | undefined, filters: FundingFilters, origin: string): HeadData {
  if (!summary) return { title: 'Funding', description: FUNDING_DESCRIPTION };
  const { totals, options } = summary;
  const description =
    `${formatMoney(totals.amount_usd)} of disclosed fusion funding in ${formatCount(totals.rounds)} rounds to ` +
    `${formatCount(totals.organizations)} organizations, by year, concept and country, with the largest rounds and their sources.`;
  const params = fundingQueryParams(filters);
  return {
    title: 'Funding',
    description,
    jsonLd: !__SERVER__
      ? undefined
      : [
          {
            '@context': 'https://schema.org',
            '@type': 'Dataset',
            name: 'Disclosed fusion energy funding rounds',
            description,
            url: `${origin}/funding`,
            isAccessibleForFree: true,
            license: 'https://creativecommons.org/licenses/by-nc/4.0/',
            ...(options.first_year && options.last_year ? { temporalCoverage: `${options.first_year}/${options.last_year}` } : {}),
            variableMeasured: ['Funding amount (USD)', 'Funding type', 'Confinement concept', 'Country'],
            distribution: [
              { '@type': 'DataDownload', encodingFormat: 'text/csv', contentUrl: `${origin}${exportUrl('funding-rounds', 'csv', params)}` },
              {
                '@type': 'DataDownload',
                encodingFormat: 'application/json',
                contentUrl: `${origin}${exportUrl('funding-rounds', 'json', params)}`,
              },
            ],
          },
        ],
  };
}
