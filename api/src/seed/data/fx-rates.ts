// Monthly average exchange rates used to convert funding amounts to US dollars (issue 19),
// loaded into fx_rates; staff can edit them in the admin. A month missing here leaves the
// converted amount empty ('no rate for YYYY-MM') rather than guessing a rate.
//
// Source: Federal Reserve statistical release G.5 (monthly averages of the daily H.10 noon
// buying rates in New York), release of 1 July 2024, read in a stored copy of the page on the
// review machine (the release gives April–June 2024 and June 2023). The Fed quotes most
// currencies per US dollar; the euro, the pound and the Australian dollar in US dollars per
// unit: perUsd() turns the former into USD per unit. Add months from later G.5 releases (or the
// ECB's reference rates, naming that series) as the data needs them.
import type { SeedFxRate } from './types';

const G5_JULY_2024 = {
  source_name: 'Federal Reserve G.5 Foreign Exchange Rates (monthly averages), release of 1 July 2024',
  source_url: 'https://www.federalreserve.gov/releases/g5/20240701/',
};

/** A rate published in currency units per US dollar, as USD per unit. */
const perUsd = (unitsPerUsd: number) => 1 / unitsPerUsd;

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

export const fxRates: SeedFxRate[] = Object.entries(G5_MONTHS).flatMap(([month, rates]) =>
  rates.map(([currency, usdPerUnit]) => ({ currency, month, usd_per_unit: usdPerUnit, ...G5_JULY_2024 })),
);
