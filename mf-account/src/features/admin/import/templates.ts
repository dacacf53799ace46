// Template CSVs offered for download on /admin/import: the documented columns (api/docs/csv-import.md) and an example row.
import type { ImportKind } from './importApi';

export const IMPORT_TEMPLATES: Record<ImportKind, { filename: string; csv: string }> = {
  funding: {
    filename: 'funding-rounds-template.csv',
    csv: [
      'recipient,date,round,amount,currency,investors,source_url,type,headline',
      'helion,2025-06-12,Series F,425000000,USD,SoftBank Vision Fund; Lightspeed Venture Partners,https://example.com/news,investment,',
      'tokamak-energy,2025-06,Grant,5000000,GBP,,https://example.com/grant,non-dilutive,',
    ].join('\r\n'),
  },
  organizations: {
    filename: 'organizations-template.csv',
    csv: [
      'name,website,country,city,tags,kind,founding_year,source_url,slug',
      'Example Fusion Ltd,https://example-fusion.com,GB,Oxford,,private-company,2021,https://example.com/about,',
    ].join('\r\n'),
  },
};

export const templateHref = (kind: ImportKind) => `data:text/csv;charset=utf-8,${encodeURIComponent(IMPORT_TEMPLATES[kind].csv)}`;
