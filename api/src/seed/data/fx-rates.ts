// Monthly average exchange rates used to convert funding amounts to US dollars (issue 19),
// loaded into fx_rates; staff can edit them in the admin. A month missing here leaves the
// converted amount empty ('no rate for YYYY-MM') rather than guessing a rate.
//
// Source: Federal Reserve statistical release G.5 (monthly averages of the daily H.10 noon
// buying rates in New York), release of 1 July 2024, read in a stored copy of the page on the
// review machine (the release gives April–June 2024 and June 2023); and the release of 3 July
// 2023 (April–June 2023, June 2022), read in a stored copy on 2026-11-26. The Fed quotes most
// currencies per US dollar; the euro, the pound and the Australian dollar in US dollars per
// unit: perUsd() turns the former into USD per unit. Add months from later G.5 releases (or the
// ECB's reference rates, naming that series) as the data needs them.
import type { SeedFxRate } from './types';

/** A rate published in currency units per US dollar, as USD per unit. */
const perUsd = (unitsPerUsd: number) => 1 / unitsPerUsd;

const G5_JULY_2023 = {
  source_name: 'Federal Reserve G.5 Foreign Exchange Rates (monthly averages), release of 3 July 2023',
  source_url: 'https://www.federalreserve.gov/releases/g5/20230703/',
};

/** Read in a stored copy on 2026-11-26 (issue 23): April and May 2023, June 2022. */
const G5_JULY_2023_MONTHS: Record<string, [string, number][]> = {
  '2022-06': [
    ['EUR', 1.0567],
    ['GBP', 1.232],
    ['AUD', 0.7025],
    ['CAD', perUsd(1.2804)],
    ['CHF', perUsd(0.9702)],
    ['CNY', perUsd(6.6952)],
    ['JPY', perUsd(133.9619)],
    ['KRW', perUsd(1277.4057)],
    ['SEK', perUsd(10.0349)],
  ],
  '2023-04': [
    ['EUR', 1.0962],
    ['GBP', 1.2446],
    ['AUD', 0.6688],
    ['CAD', perUsd(1.3484)],
    ['CHF', perUsd(0.8985)],
    ['CNY', perUsd(6.8876)],
    ['JPY', perUsd(133.4745)],
    ['KRW', perUsd(1322.057)],
    ['SEK', perUsd(10.3484)],
  ],
  '2023-05': [
    ['EUR', 1.0867],
    ['GBP', 1.2484],
    ['AUD', 0.6643],
    ['CAD', perUsd(1.3517)],
    ['CHF', perUsd(0.8977)],
    ['CNY', perUsd(6.9854)],
    ['JPY', perUsd(137.0532)],
    ['KRW', perUsd(1327.48)],
    ['SEK', perUsd(10.4643)],
  ],
};

const G5_JULY_2024 = {
  source_name: 'Federal Reserve G.5 Foreign Exchange Rates (monthly averages), release of 1 July 2024',
  source_url: 'https://www.federalreserve.gov/releases/g5/20240701/',
};

/** As published, by month: [currency, USD per unit]. */
const G5_MONTHS: Record<string, [string, number][]> = {
  '2023-06': [
    ['EUR', 1.084],
    ['GBP', 1.2627],
    ['AUD', 0.6713],
    ['CAD', perUsd(1.3286)],
    ['CHF', perUsd(0.9004)],
    ['CNY', perUsd(7.1614)],
    ['JPY', perUsd(141.3581)],
    ['KRW', perUsd(1297.2514)],
    ['SEK', perUsd(10.7691)],
  ],
  '2024-04': [
    ['EUR', 1.0724],
    ['GBP', 1.2517],
    ['AUD', 0.6506],
    ['CAD', perUsd(1.3674)],
    ['CHF', perUsd(0.9099)],
    ['CNY', perUsd(7.2374)],
    ['JPY', perUsd(153.89)],
    ['KRW', perUsd(1367.8555)],
    ['SEK', perUsd(10.8158)],
  ],
  '2024-05': [
    ['EUR', 1.081],
    ['GBP', 1.2636],
    ['AUD', 0.6626],
    ['CAD', perUsd(1.3667)],
    ['CHF', perUsd(0.9088)],
    ['CNY', perUsd(7.2327)],
    ['JPY', perUsd(155.8691)],
    ['KRW', perUsd(1364.7241)],
    ['SEK', perUsd(10.7501)],
  ],
  '2024-06': [
    ['EUR', 1.0763],
    ['GBP', 1.2716],
    ['AUD', 0.6642],
    ['CAD', perUsd(1.3705)],
    ['CHF', perUsd(0.8938)],
    ['CNY', perUsd(7.2547)],
    ['JPY', perUsd(157.86)],
    ['KRW', perUsd(1379.0526)],
    ['SEK', perUsd(10.487)],
  ],
};

/**
 * The same Federal Reserve monthly averages (FRED's H.10 series), for months no G.5 release in
 * the stored copies covers, read on 2026-11-26 in the public-domain compilation
 * datasets/exchange-rates (data/monthly.csv, commit fa7d949). That file gives every currency in
 * units per US dollar, rounded to 4 decimals (its May 2023 rows equal the G.5 release above).
 */
const FRED_MONTHLY = {
  source_name: 'Federal Reserve H.10 monthly averages (FRED), compiled in datasets/exchange-rates data/monthly.csv',
  source_url: 'https://github.com/datasets/exchange-rates/blob/main/data/monthly.csv',
};

const FRED_MONTHS: Record<string, [string, number][]> = {
  '2018-11': [
    ['EUR', perUsd(0.88)],
    ['GBP', perUsd(0.7752)],
    ['AUD', perUsd(1.3799)],
    ['CAD', perUsd(1.3205)],
    ['CNY', perUsd(6.9367)],
    ['JPY', perUsd(113.338)],
  ],
  '2020-01': [
    ['EUR', perUsd(0.9011)],
    ['GBP', perUsd(0.7648)],
    ['AUD', perUsd(1.4596)],
    ['CAD', perUsd(1.3089)],
    ['CNY', perUsd(6.9184)],
    ['JPY', perUsd(109.2667)],
  ],
  '2021-02': [
    ['EUR', perUsd(0.8269)],
    ['GBP', perUsd(0.7211)],
    ['AUD', perUsd(1.2898)],
    ['CAD', perUsd(1.2696)],
    ['CNY', perUsd(6.4601)],
    ['JPY', perUsd(105.3774)],
  ],
  '2022-02': [
    ['EUR', perUsd(0.8811)],
    ['GBP', perUsd(0.7386)],
    ['AUD', perUsd(1.3949)],
    ['CAD', perUsd(1.2711)],
    ['CNY', perUsd(6.3436)],
    ['JPY', perUsd(115.2763)],
  ],
  '2022-03': [
    ['EUR', perUsd(0.9075)],
    ['GBP', perUsd(0.7594)],
    ['AUD', perUsd(1.3561)],
    ['CAD', perUsd(1.266)],
    ['CNY', perUsd(6.3446)],
    ['JPY', perUsd(118.5774)],
  ],
  '2022-12': [
    ['EUR', perUsd(0.9442)],
    ['GBP', perUsd(0.821)],
    ['AUD', perUsd(1.4819)],
    ['CAD', perUsd(1.3585)],
    ['CNY', perUsd(6.9717)],
    ['JPY', perUsd(134.9148)],
  ],
  '2023-01': [
    ['EUR', perUsd(0.9279)],
    ['GBP', perUsd(0.8172)],
    ['AUD', perUsd(1.4378)],
    ['CAD', perUsd(1.3422)],
    ['CNY', perUsd(6.7904)],
    ['JPY', perUsd(130.4475)],
  ],
  '2023-08': [
    ['EUR', perUsd(0.9166)],
    ['GBP', perUsd(0.787)],
    ['AUD', perUsd(1.5418)],
    ['CAD', perUsd(1.3478)],
    ['CNY', perUsd(7.2486)],
    ['JPY', perUsd(144.7804)],
  ],
  '2023-11': [
    ['EUR', perUsd(0.9243)],
    ['GBP', perUsd(0.8041)],
    ['AUD', perUsd(1.5366)],
    ['CAD', perUsd(1.3707)],
    ['CNY', perUsd(7.2226)],
    ['JPY', perUsd(149.679)],
  ],
  '2025-01': [
    ['EUR', perUsd(0.9656)],
    ['GBP', perUsd(0.8095)],
    ['AUD', perUsd(1.6049)],
    ['CAD', perUsd(1.4389)],
    ['CNY', perUsd(7.2957)],
    ['JPY', perUsd(156.4819)],
  ],
  '2025-06': [
    ['EUR', perUsd(0.867)],
    ['GBP', perUsd(0.7365)],
    ['AUD', perUsd(1.5363)],
    ['CAD', perUsd(1.3668)],
    ['CNY', perUsd(7.1804)],
    ['JPY', perUsd(144.4835)],
  ],
  '2025-07': [
    ['EUR', perUsd(0.8568)],
    ['GBP', perUsd(0.7413)],
    ['AUD', perUsd(1.53)],
    ['CAD', perUsd(1.3691)],
    ['CNY', perUsd(7.1741)],
    ['JPY', perUsd(147.2014)],
  ],
  '2025-09': [
    ['EUR', perUsd(0.8519)],
    ['GBP', perUsd(0.7404)],
    ['AUD', perUsd(1.5156)],
    ['CAD', perUsd(1.3834)],
    ['CNY', perUsd(7.1235)],
    ['JPY', perUsd(147.8629)],
  ],
  '2025-11': [
    ['EUR', perUsd(0.8652)],
    ['GBP', perUsd(0.7611)],
    ['AUD', perUsd(1.538)],
    ['CAD', perUsd(1.4056)],
    ['CNY', perUsd(7.1069)],
    ['JPY', perUsd(155.1411)],
  ],
  '2026-01': [
    ['EUR', perUsd(0.8515)],
    ['GBP', perUsd(0.7388)],
    ['AUD', perUsd(1.4723)],
    ['CAD', perUsd(1.3771)],
    ['CNY', perUsd(6.9692)],
    ['JPY', perUsd(156.6505)],
  ],
};

export const fxRates: SeedFxRate[] = [
  ...Object.entries(G5_JULY_2023_MONTHS).flatMap(([month, rates]) =>
    rates.map(([currency, usdPerUnit]) => ({ currency, month, usd_per_unit: usdPerUnit, ...G5_JULY_2023 })),
  ),
  ...Object.entries(G5_MONTHS).flatMap(([month, rates]) =>
    rates.map(([currency, usdPerUnit]) => ({ currency, month, usd_per_unit: usdPerUnit, ...G5_JULY_2024 })),
  ),
  ...Object.entries(FRED_MONTHS).flatMap(([month, rates]) =>
    rates.map(([currency, usdPerUnit]) => ({ currency, month, usd_per_unit: usdPerUnit, ...FRED_MONTHLY })),
  ),
];
