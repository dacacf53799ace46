// A community list of fusion companies with the year each started and, for closed ones, closed
// (alfkoehn/fusion_plots, after Julien Hillairet's list), read in a stored copy for issue 23.
import { read } from './sources';

export const FUSION_COMPANIES_LIST = read(
  'https://github.com/alfkoehn/fusion_plots/blob/main/fusion_companies/fusion_companies.md',
  'alfkoehn/fusion_plots: list of fusion companies, with start and close years (commit 0573ba0)',
);
