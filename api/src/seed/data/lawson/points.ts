// The Lawson dataset's published 2025 set as seed rows (issue 26): lawson-published-2025.csv,
// converted once from the MIT-licensed pickle (convert_pickle.py; LICENSE and CITATIONS.md
// beside it), with each row's triple product and Q_sci computed by triple-product.ts and its
// machine and concept mapped by mapping.ts. Read at seed time only.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { DATASET_CONCEPTS, DATASET_MACHINES } from './mapping';
import { scientificGainOf, tripleProductOf, type LawsonQuantities } from './triple-product';

type PerformancePointKind = 'peer-reviewed' | 'company claim' | 'projection';

export interface SeedPerformancePoint {
  dataset_row_id: number | null;
  dataset_machine_slug: string | null;
  dataset_concept: string | null;
  machine_name: string;
  /** Our project, when we list the machine. */
  project_slug: string | null;
  concept_slug: string | null;
  shot: string;
  /** 'YYYY-MM-DD' or 'YYYY' (the dataset gives a day or only a year). */
  date: string;
  kind: PerformancePointKind;
  quantities: LawsonQuantities & { z_eff: number | null };
  ion_temperature_kev: number | null;
  triple_product: number | null;
  triple_product_basis: string | null;
  q_sci: number | null;
  q_sci_basis: string | null;
  q_sci_comment: string | null;
  on_lawson_chart: boolean;
  citation: string;
  source_url: string;
}

/** The dataset's version: the repository and the commit the published file was read at. */
export const LAWSON_DATASET = {
  name: 'lawson-criterion-paper, published 2025 set',
  repository: 'https://github.com/swurzel/lawson-criterion-paper',
  file: 'data/experimental_results_published_2025.pkl',
  commit: '4ae563b',
  license: 'MIT (Copyright (c) 2022 Samuel E. Wurzel)',
} as const;

export const PAPER_2025 = {
  citation:
    'S. E. Wurzel and S. C. Hsu, “Continuing progress toward fusion energy breakeven and gain as measured against the Lawson criteria”, Phys. Plasmas 32, 112106 (2025)',
  url: 'https://doi.org/10.1063/5.0297357',
} as const;
export const PAPER_2022 = {
  citation:
    'S. E. Wurzel and S. C. Hsu, “Progress toward fusion energy breakeven and gain as measured against the Lawson criterion”, Phys. Plasmas 29, 062103 (2022)',
  url: 'https://doi.org/10.1063/5.0083990',
} as const;

const LAWSON_CSV = path.join(__dirname, 'lawson-published-2025.csv');

type CsvRow = Record<string, string>;

const number = (value: string | undefined): number | null => {
  if (value == null || value.trim() === '') return null;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new Error(`Lawson dataset: '${value}' is not a number`);
  return parsed;
};

/** A shot label as text: the dataset writes a few in LaTeX ('$H_z=25$kOe'). */
export function plainShot(shot: string): string {
  return shot.replace(/\$([^$]*)\$/g, (_, math: string) => math.replace(/_/g, '')).trim();
}

function quantitiesOf(row: CsvRow): LawsonQuantities & { z_eff: number | null } {
  return {
    t_i_max: number(row.T_i_max),
    t_i_avg: number(row.T_i_avg),
    t_e_max: number(row.T_e_max),
    t_e_avg: number(row.T_e_avg),
    n_i_max: number(row.n_i_max),
    n_i_avg: number(row.n_i_avg),
    n_e_max: number(row.n_e_max),
    n_e_avg: number(row.n_e_avg),
    z_eff: number(row.Z_eff),
    tau_e_star: number(row.tau_E_star),
    tau_e: number(row.tau_E),
    rho_r_tot: number(row.rhoR_tot),
    yoc: number(row.YOC),
    p_stag: number(row.p_stag),
    tau_stag: number(row.tau_stag),
    e_ext: number(row.E_ext),
    e_f: number(row.E_F),
    p_ext: number(row.P_ext),
    p_f: number(row.P_F),
  };
}

/** One CSV row → a seed point (exported for tests). */
export function pointFromRow(row: CsvRow): SeedPerformancePoint {
  const datasetSlug = row.project_slug!;
  if (!(datasetSlug in DATASET_MACHINES)) throw new Error(`Lawson dataset: machine '${datasetSlug}' is not in mapping.ts`);
  if (!(row.concept! in DATASET_CONCEPTS)) throw new Error(`Lawson dataset: concept '${row.concept}' is not in mapping.ts`);
  const quantities = quantitiesOf(row);
  const onChart = row.include_lawson_plots === 'true';
  const triple = onChart ? tripleProductOf(quantities, row.concept!) : null;
  const gain = scientificGainOf(quantities);
  // The notebook cites the 2022 paper for rows the 2025 update left unchanged.
  const paper = row.new_or_changed_2025_update === 'true' ? PAPER_2025 : PAPER_2022;
  // The frozen 2025 set marks its design projections by name (the notebook's is_projection_row).
  const projection = row.project_name === 'SPARC' || row.project_name === 'ITER';
  return {
    dataset_row_id: Number(row.id),
    dataset_machine_slug: datasetSlug,
    dataset_concept: row.concept!,
    machine_name: row.project_name!,
    project_slug: DATASET_MACHINES[datasetSlug] ?? null,
    concept_slug: DATASET_CONCEPTS[row.concept!] ?? null,
    shot: plainShot(row.shot!),
    date: row.date ? row.date : row.year!,
    kind: projection ? 'projection' : 'peer-reviewed',
    quantities,
    ion_temperature_kev: triple?.ionTemperatureKev ?? null,
    triple_product: triple?.tripleProduct ?? null,
    triple_product_basis: triple?.basis ?? null,
    q_sci: gain?.qSci ?? null,
    q_sci_basis: gain?.basis ?? null,
    q_sci_comment: row.qsci_comment || null,
    on_lawson_chart: onChart,
    citation: `${paper.citation}; original reference${row.bibtex_keys!.includes(';') ? 's' : ''}: ${row.bibtex_keys}`,
    source_url: paper.url,
  };
}

export function readLawsonCsv(file = LAWSON_CSV): CsvRow[] {
  return parse(fs.readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true }) as CsvRow[];
}

let cached: SeedPerformancePoint[] | null = null;

/** Every point of the published set, in the dataset's row order. */
export function lawsonPoints(): SeedPerformancePoint[] {
  cached ??= readLawsonCsv().map(pointFromRow);
  return cached;
}
