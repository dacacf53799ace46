// The large synthetic dataset for benchmarks: 10,000 organizations, 2,000 projects,
// 50,000 jobs and 100,000 activity logs (at scale 1), plus what hangs off them (tags,
// people, funding rounds with sources, supply chain offerings, providers, publications).
//
// Deterministic: one seeded PRNG drives every choice, so two runs give identical rows.
// Names combine word lists ('Helix Plasma Systems', 'Aurora Ventures', 'University of Lyon')
// so search benchmarks hit realistic prefixes, acronyms and typos.
// Rows are written with explicit ids in multi-row INSERTs of BATCH_SIZE rows, one
// transaction per table, through the API's own drizzle schema (never a copy of it).
//
// CLI: tsx bench/generate.ts (--data-dir DIR | --database-url URL) [--scale 0.1]
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { connect, type Db } from '../src/db/database';
import { refreshOrganizationTotals } from '../src/db/helpers';
import * as t from '../src/db/schema';
import { countryName } from '../src/http/country';
import { ACTIVITY_TYPES, slugify } from '../src/seed/catalogue';
import { concepts as seedConcepts } from '../src/seed/data/concepts';
import { supplyChain as seedSupplyChain } from '../src/seed/data/supply-chain';
import { isDatabaseEmpty, loadCatalogue } from '../src/seed/load';

/** Bump when the generated rows change meaning (it is part of the cache key in targets.ts). */
export const DATASET_VERSION = 1;
const SEED = 0x5eed_f00d;
const BATCH_SIZE = 1000;
/** Dates are relative to this fixed instant, not the clock, so the dataset is reproducible. */
const DATASET_NOW = new Date('2026-11-01T00:00:00.000Z');

export interface DatasetCounts {
  organizations: number;
  organizationTagLinks: number;
  organizationPeople: number;
  projects: number;
  projectOrganizations: number;
  projectProviders: number;
  publications: number;
  supplyChainOfferings: number;
  fundingRounds: number;
  fundingRoundSources: number;
  jobs: number;
  jobTagLinks: number;
  activityLogs: number;
}

// ---------------------------------------------------------------- deterministic randomness

/** mulberry32: a tiny, fast 32-bit PRNG; good enough for test data. */
class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let x = this.state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  /** `count` distinct items (fewer if the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set<T>();
    const wanted = Math.min(count, items.length);
    while (chosen.size < wanted) chosen.add(this.pick(items));
    return [...chosen];
  }
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries.at(-1)![0];
  }
  /** An index skewed towards the start of a list of `length` (a few big employers, a long tail). */
  skewedIndex(length: number): number {
    return Math.floor(length * this.next() ** 2.5);
  }
}

// ---------------------------------------------------------------- word lists

const BRAND = [
  'Helix',
  'Nova',
  'Aurora',
  'Stellar',
  'Zenith',
  'Polaris',
  'Vortex',
  'Solaris',
  'Tachyon',
  'Orion',
  'Apex',
  'Meridian',
  'Quasar',
  'Pulsar',
  'Lumen',
  'Arcadia',
  'Corona',
  'Ember',
  'Photon',
  'Titan',
  'Vega',
  'Atlas',
  'Boreal',
  'Cobalt',
  'Equinox',
  'Fermi',
  'Halo',
  'Kepler',
  'Lyra',
  'Nexus',
  'Prism',
  'Radiant',
  'Sirius',
  'Terra',
  'Umbra',
  'Xenon',
  'Zephyr',
  'Celestia',
  'Borealis',
  'Hyperion',
];
const FUSION_WORD = [
  'Plasma',
  'Fusion',
  'Magnetics',
  'Energy',
  'Power',
  'Laser',
  'Beam',
  'Pulse',
  'Torus',
  'Field',
  'Ignition',
  'Reactor',
  'Neutron',
  'Isotope',
  'Tritium',
  'Confinement',
  'Compression',
  'Wave',
  'Flux',
  'Spark',
];
const SUPPLY_WORD = [
  'Vacuum',
  'Cryogenics',
  'Magnet',
  'Materials',
  'Ceramics',
  'Precision',
  'Superconductor',
  'Alloys',
  'Optics',
  'Power Electronics',
  'Components',
  'Controls',
  'Robotics',
  'Diagnostics',
  'Coatings',
  'Welding',
  'Instruments',
];
const COMPANY_SUFFIX = [
  'Systems',
  'Technologies',
  'Labs',
  'Dynamics',
  'Industries',
  'Works',
  'Solutions',
  'Engineering',
  'Sciences',
  'Corporation',
  'Inc',
  'GmbH',
  'Ltd',
];
const INVESTOR_SUFFIX = ['Capital', 'Ventures', 'Partners', 'Fund', 'Investments', 'Holdings', 'Asset Management', 'Growth Equity'];
const ADVOCACY_PATTERNS = [
  '{brand} Fusion Alliance',
  '{place} Fusion Association',
  '{brand} Fusion Media',
  '{brand} Fusion Foundation',
  '{brand} Energy Consortium',
  'Fusion Forum {place}',
];
const DEPARTMENTS = [
  'Physics',
  'Nuclear Engineering',
  'Plasma Science',
  'Electrical Engineering',
  'Materials Science',
  'Mechanical Engineering',
];

/** country code → weight and cities (with a region where one is customary). */
const COUNTRIES: readonly (readonly [string, number, readonly (readonly [string, string | null])[]])[] = [
  [
    'US',
    30,
    [
      ['Boston', 'Massachusetts'],
      ['Seattle', 'Washington'],
      ['San Diego', 'California'],
      ['Austin', 'Texas'],
      ['Princeton', 'New Jersey'],
    ],
  ],
  [
    'GB',
    8,
    [
      ['Oxford', 'England'],
      ['Culham', 'England'],
      ['Manchester', 'England'],
      ['Edinburgh', 'Scotland'],
    ],
  ],
  [
    'DE',
    7,
    [
      ['Munich', 'Bavaria'],
      ['Garching', 'Bavaria'],
      ['Karlsruhe', 'Baden-Württemberg'],
      ['Greifswald', null],
    ],
  ],
  [
    'JP',
    7,
    [
      ['Tokyo', null],
      ['Kyoto', null],
      ['Naka', 'Ibaraki'],
      ['Osaka', null],
    ],
  ],
  [
    'FR',
    6,
    [
      ['Paris', null],
      ['Lyon', null],
      ['Cadarache', 'Provence'],
      ['Grenoble', null],
    ],
  ],
  [
    'CN',
    6,
    [
      ['Hefei', 'Anhui'],
      ['Chengdu', 'Sichuan'],
      ['Shanghai', null],
      ['Beijing', null],
    ],
  ],
  [
    'CA',
    5,
    [
      ['Vancouver', 'British Columbia'],
      ['Toronto', 'Ontario'],
      ['Montreal', 'Quebec'],
    ],
  ],
  [
    'IT',
    4,
    [
      ['Frascati', 'Lazio'],
      ['Milan', 'Lombardy'],
      ['Padua', 'Veneto'],
    ],
  ],
  [
    'KR',
    4,
    [
      ['Daejeon', null],
      ['Seoul', null],
    ],
  ],
  [
    'CH',
    3,
    [
      ['Lausanne', 'Vaud'],
      ['Zurich', null],
    ],
  ],
  [
    'ES',
    3,
    [
      ['Madrid', null],
      ['Barcelona', 'Catalonia'],
    ],
  ],
  [
    'SE',
    2,
    [
      ['Stockholm', null],
      ['Uppsala', null],
    ],
  ],
  [
    'NL',
    2,
    [
      ['Eindhoven', null],
      ['Delft', null],
    ],
  ],
  [
    'AU',
    2,
    [
      ['Sydney', 'New South Wales'],
      ['Canberra', null],
    ],
  ],
  [
    'IN',
    2,
    [
      ['Gandhinagar', 'Gujarat'],
      ['Bengaluru', 'Karnataka'],
    ],
  ],
  ['IL', 1, [['Tel Aviv', null]]],
  ['BR', 1, [['São Paulo', null]]],
  ['NZ', 1, [['Wellington', null]]],
  ['DK', 1, [['Copenhagen', null]]],
  ['FI', 1, [['Espoo', null]]],
  ['BE', 1, [['Mol', null]]],
  ['AT', 1, [['Vienna', null]]],
  ['PL', 1, [['Warsaw', null]]],
  ['NO', 1, [['Oslo', null]]],
  ['SG', 1, [['Singapore', null]]],
];
const ALL_CITIES = COUNTRIES.flatMap(([code, , cities]) => cities.map(([city]) => ({ city, code })));

const FIRST_NAMES = [
  'Ada',
  'Bob',
  'Chen',
  'Dana',
  'Elif',
  'Farid',
  'Grace',
  'Hiro',
  'Ines',
  'Jonas',
  'Kira',
  'Liam',
  'Maya',
  'Nils',
  'Olu',
  'Priya',
  'Quinn',
  'Rosa',
  'Sven',
  'Tara',
  'Uma',
  'Viktor',
  'Wen',
  'Yara',
];
const LAST_NAMES = [
  'Abe',
  'Baker',
  'Costa',
  'Dubois',
  'Eriksen',
  'Fischer',
  'Garcia',
  'Hoffmann',
  'Ito',
  'Jensen',
  'Kim',
  'Laurent',
  'Moreau',
  'Novak',
  'Okafor',
  'Patel',
  'Rossi',
  'Schmidt',
  'Tanaka',
  'Usman',
  'Vargas',
  'Wong',
  'Yilmaz',
  'Zhang',
];
const LEADER_TITLES = [
  'Chief Executive Officer',
  'Chief Technology Officer',
  'Chief Scientist',
  'Chief Operating Officer',
  'Director',
  'Head of Engineering',
];

const PROJECT_NOUNS = [
  'Demonstrator',
  'Pilot Plant',
  'Experiment',
  'Test Stand',
  'Prototype',
  'Facility',
  'Power Plant',
  'Device',
  'Upgrade',
];
const PROJECT_STATUSES = [
  ['Planned', 30],
  ['Under Construction', 20],
  ['Operating', 35],
  ['Upgrading / Maintenance', 8],
  ['Shut Down', 7],
] as const;

/** Job title families with the job tag they usually carry. */
const JOB_FAMILIES: readonly { tag: string; titles: readonly string[] }[] = [
  {
    tag: '⚙️ Engineering',
    titles: [
      'Mechanical Engineer',
      'Magnet Engineer',
      'Cryogenic Systems Engineer',
      'Vacuum Engineer',
      'Electrical Engineer',
      'Power Systems Engineer',
      'Design Engineer',
      'Tritium Systems Engineer',
      'Controls Engineer',
    ],
  },
  {
    tag: '🔬 Science & Research',
    titles: [
      'Plasma Physicist',
      'Research Scientist',
      'Computational Physicist',
      'Materials Scientist',
      'Diagnostics Physicist',
      'Neutronics Scientist',
      'Postdoctoral Researcher',
    ],
  },
  {
    tag: '💻 Software & Data',
    titles: [
      'Software Engineer',
      'Data Engineer',
      'Machine Learning Engineer',
      'Simulation Software Developer',
      'DevOps Engineer',
      'Embedded Software Engineer',
    ],
  },
  {
    tag: '🏗️ Operations & Construction',
    titles: [
      'Technician',
      'Construction Manager',
      'Facilities Manager',
      'Assembly Technician',
      'Site Operations Lead',
      'Quality Inspector',
    ],
  },
  {
    tag: '💼 Business & Finance',
    titles: ['Financial Analyst', 'Business Development Manager', 'Procurement Specialist', 'Supply Chain Manager', 'Accountant'],
  },
  {
    tag: '📣 Communications & Policy',
    titles: ['Communications Manager', 'Policy Analyst', 'Government Relations Lead', 'Technical Writer'],
  },
  { tag: '🎓 Internships', titles: ['Engineering Intern', 'Physics Intern', 'Software Intern', 'Summer Research Intern'] },
];
const SENIORITY = ['', '', 'Senior ', 'Staff ', 'Principal ', 'Lead ', 'Junior '];
const JOB_TYPES = ['Full-time', 'Full-time', 'Full-time', 'Part-time', 'Contract', 'Internship'] as const;
const JOB_MODES = ['On-site', 'On-site', 'Hybrid', 'Remote'] as const;
const ROUND_NAMES = ['Pre-Seed', 'Seed', 'Series A', 'Series B', 'Series C', 'Series D', 'Bridge', 'Strategic Investment'];
const GRANT_NAMES = ['Milestone Program Award', 'Research Grant', 'Innovation Grant', 'Public Funding Award', 'Infrastructure Grant'];

// ---------------------------------------------------------------- helpers

const SOURCE = (path: string) => `https://bench.example.org/${path}`;

/** Unique display names: a repeated combination gets a numeral ('Nova Plasma Labs 2'). */
function uniqueNamer() {
  const seen = new Map<string, number>();
  return (name: string) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} ${count}`;
  };
}

/** Unique slugs: a taken slug gets a counter ('nova-plasma-labs-3'). */
function uniqueSlugger() {
  const taken = new Set<string>();
  return (base: string) => {
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  };
}

const acronymOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word) && !['of', 'and'].includes(word))
    .map((word) => word[0])
    .join('');

const isoDay = (daysAgo: number) => new Date(DATASET_NOW.getTime() - daysAgo * 86_400_000).toISOString();

async function insertInBatches<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    for (let start = 0; start < rows.length; start += BATCH_SIZE) {
      await tx.insert(table).values(rows.slice(start, start + BATCH_SIZE) as never);
    }
  });
}

/** After inserting explicit ids, move each serial sequence past the largest id. */
async function resetSequences(db: Db, tables: string[]): Promise<void> {
  for (const table of tables) {
    await db.execute(
      sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce((SELECT max(id) FROM ${table}), 0) + 1, false)`),
    );
  }
}

// ---------------------------------------------------------------- the generator

type OrganizationKind = 'developer' | 'supplier' | 'investor' | 'research' | 'government' | 'advocacy' | 'specialized';

/** Which kind of organization each tag makes (drives the name pattern and relations). */
const KIND_OF_GROUP: Record<string, OrganizationKind> = {
  'Fusion Developers': 'developer',
  'Supply Chain & Services': 'supplier',
  'Investors & Capital Providers': 'investor',
  'Government & Public Sector': 'government',
  'Academia & Research': 'research',
  'Ecosystem & Advocacy': 'advocacy',
  'Specialized Applications': 'specialized',
};
const KIND_WEIGHTS: readonly (readonly [OrganizationKind, number])[] = [
  ['developer', 18],
  ['supplier', 30],
  ['investor', 18],
  ['research', 14],
  ['government', 7],
  ['advocacy', 8],
  ['specialized', 5],
];

export interface GenerateOptions {
  /** 1 = the full dataset; 0.1 = a tenth of every count (quick checks). */
  scale?: number;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
}

/** Fill an empty, migrated database with the synthetic dataset. */
export async function generateDataset(db: Db, options: GenerateOptions = {}): Promise<DatasetCounts> {
  const scale = options.scale ?? 1;
  const log = options.log ?? (() => {});
  const count = (full: number) => Math.max(1, Math.round(full * scale));
  if (!(await isDatabaseEmpty(db))) throw new Error('The target database already has organizations; use an empty one.');

  const random = new Random(SEED);
  const started = Date.now();
  const step = (what: string) => log(`  ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  // Fixed vocabularies: the API's own catalogue, concepts and supply chain categories.
  await loadCatalogue(db);
  const tagRows = await db
    .select({ id: t.organizationTags.id, name: t.organizationTags.name, groupId: t.organizationTags.groupId })
    .from(t.organizationTags);
  const groupRows = await db.select({ id: t.organizationTagGroups.id, name: t.organizationTagGroups.name }).from(t.organizationTagGroups);
  const kindOfGroupId = new Map(groupRows.map((g) => [g.id, KIND_OF_GROUP[g.name]!]));
  const tagsOfKind = new Map<OrganizationKind, { id: number; name: string }[]>();
  for (const tag of tagRows) {
    const kind = kindOfGroupId.get(tag.groupId)!;
    tagsOfKind.set(kind, [...(tagsOfKind.get(kind) ?? []), tag]);
  }
  const jobTagIds = new Map((await db.select({ id: t.jobTags.id, name: t.jobTags.name }).from(t.jobTags)).map((row) => [row.name, row.id]));
  const allJobTagIds = [...jobTagIds.values()];

  await insertInBatches(
    db,
    t.concepts,
    seedConcepts.map((concept, index) => ({
      id: index + 1,
      slug: concept.slug,
      displayName: concept.display_name,
      description: concept.description,
    })),
  );
  const conceptIds = seedConcepts.map((_, index) => index + 1);
  const categoryRows: (typeof t.supplyChainCategories.$inferInsert)[] = [];
  const subCategoryRows: (typeof t.supplyChainSubCategories.$inferInsert)[] = [];
  for (const [categoryIndex, category] of seedSupplyChain.entries()) {
    categoryRows.push({ id: categoryIndex + 1, slug: category.slug, name: category.name, position: categoryIndex });
    for (const [subIndex, sub] of category.sub_categories.entries()) {
      subCategoryRows.push({
        id: subCategoryRows.length + 1,
        categoryId: categoryIndex + 1,
        slug: sub.slug,
        name: sub.name,
        position: subIndex,
      });
    }
  }
  await insertInBatches(db, t.supplyChainCategories, categoryRows);
  await insertInBatches(db, t.supplyChainSubCategories, subCategoryRows);
  const subCategoryIds = subCategoryRows.map((row) => row.id!);

  // Organizations, their tags and people.
  const organizationCount = count(10_000);
  const uniqueName = uniqueNamer();
  const organizationSlug = uniqueSlugger();
  const organizations: (typeof t.organizations.$inferInsert)[] = [];
  const tagLinks: (typeof t.organizationTagLinks.$inferInsert)[] = [];
  const people: (typeof t.organizationPeople.$inferInsert)[] = [];
  const idsOfKind = new Map<OrganizationKind, number[]>(KIND_WEIGHTS.map(([kind]) => [kind, []]));
  for (let index = 0; index < organizationCount; index++) {
    const id = index + 1;
    const kind = random.weighted(KIND_WEIGHTS);
    const [countryCode, , cities] = random.chance(0.92) ? random.weighted(COUNTRIES.map((c) => [c, c[1]] as const)) : [null, 0, []];
    const [city, region] = cities.length > 0 ? random.pick(cities) : [null, null];
    const place = city ?? random.pick(ALL_CITIES).city;
    const brand = random.pick(BRAND);
    const name = uniqueName(
      {
        developer: () => `${brand} ${random.pick(FUSION_WORD)} ${random.pick(COMPANY_SUFFIX)}`,
        specialized: () =>
          `${brand} ${random.pick(['Propulsion', 'Isotopes', 'Medical', 'Space', 'Neutron'])} ${random.pick(COMPANY_SUFFIX)}`,
        supplier: () => `${brand} ${random.pick(SUPPLY_WORD)} ${random.pick(COMPANY_SUFFIX)}`,
        investor: () => `${brand} ${random.pick(INVESTOR_SUFFIX)}`,
        research: () =>
          random.pick([
            `University of ${place}`,
            `${place} Institute of Technology`,
            `Department of ${random.pick(DEPARTMENTS)}, University of ${place}`,
            `${place} National Laboratory`,
            `${brand} Plasma Research Centre`,
          ]),
        government: () => random.pick([`${place} Energy Agency`, `State of ${place} Office of Energy`, `${brand} Fusion Programme Office`]),
        advocacy: () => random.pick(ADVOCACY_PATTERNS).replace('{brand}', brand).replace('{place}', place),
      }[kind](),
    );
    const slug = organizationSlug(slugify(name));
    const isAffiliate = (kind === 'supplier' || kind === 'developer') && random.chance(0.03);
    organizations.push({
      id,
      slug,
      displayName: name,
      acronymName: random.chance(0.3) ? acronymOf(name) || null : null,
      description: `${name} is a ${kind === 'research' ? 'research organization' : `${kind} organization`} active in fusion energy${city ? `, based in ${city}` : ''}.`,
      selfDescription: isAffiliate ? `${name} supplies the fusion industry worldwide. Ask us about lead times.` : null,
      contactEmail: isAffiliate ? `contact@${slug}.example.org` : null,
      websiteUrl: `https://${slug}.example.org`,
      jobsUrl: random.chance(0.5) ? `https://${slug}.example.org/careers` : null,
      foundingYear: random.chance(0.85) ? random.int(1950, 2026) : null,
      city,
      region,
      countryCode,
      country: countryCode ? countryName(countryCode) : null,
      isAffiliate,
      isApproved: random.chance(0.97),
      sourceUrl: SOURCE(`organizations/${slug}`),
    });
    idsOfKind.get(kind)!.push(id);
    // A primary tag of its kind, sometimes one or two more from anywhere (every tab gets members).
    const tagIds = new Set([random.pick(tagsOfKind.get(kind)!).id]);
    while (random.chance(0.35) && tagIds.size < 3) tagIds.add(random.pick(tagRows).id);
    for (const tagId of tagIds) tagLinks.push({ organizationId: id, tagId });
    if (random.chance(0.3)) {
      for (let position = 0, n = random.int(1, 3); position < n; position++) {
        people.push({ organizationId: id, role: 'founder', name: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`, position });
      }
    }
    if (random.chance(0.4)) {
      for (let position = 0, n = random.int(1, 2); position < n; position++) {
        people.push({
          organizationId: id,
          role: 'leader',
          name: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
          title: random.pick(LEADER_TITLES),
          position,
        });
      }
    }
  }
  await insertInBatches(db, t.organizations, organizations);
  await insertInBatches(db, t.organizationTagLinks, tagLinks);
  await insertInBatches(db, t.organizationPeople, people);
  step(`${organizations.length} organizations, ${tagLinks.length} tag links, ${people.length} people`);

  const developers = [...idsOfKind.get('developer')!, ...idsOfKind.get('specialized')!];
  const suppliers = idsOfKind.get('supplier')!;
  const investors = idsOfKind.get('investor')!;
  const publicFunders = [...idsOfKind.get('government')!, ...idsOfKind.get('research')!];
  const projectOwners = [...developers, ...idsOfKind.get('research')!];

  // Supply chain offerings: each supplier offers one to four sub-categories.
  const offerings: (typeof t.supplyChainOfferings.$inferInsert)[] = [];
  for (const organizationId of suppliers) {
    for (const subCategoryId of random.sample(subCategoryIds, random.int(1, 4))) {
      offerings.push({
        subCategoryId,
        organizationId,
        offeringUrl: random.chance(0.6) ? `https://${organizations[organizationId - 1]!.slug}.example.org/products` : null,
        sourceUrl: SOURCE(`offerings/${organizationId}/${subCategoryId}`),
      });
    }
  }
  await insertInBatches(db, t.supplyChainOfferings, offerings);
  step(`${offerings.length} supply chain offerings`);

  // Projects with their affiliations, providers and publications.
  const projectCount = count(2_000);
  const projects: (typeof t.projects.$inferInsert)[] = [];
  const projectOrganizations: (typeof t.projectOrganizations.$inferInsert)[] = [];
  const providers: (typeof t.projectProviders.$inferInsert)[] = [];
  const providerCategories: (typeof t.projectProviderCategories.$inferInsert)[] = [];
  const publications: (typeof t.publications.$inferInsert)[] = [];
  const projectNames = uniqueNamer();
  const projectSlug = uniqueSlugger();
  /** The first affiliated organization of each project (index = project id - 1), for the feed. */
  const firstOwnerOfProject: number[] = [];
  for (let index = 0; index < projectCount; index++) {
    const id = index + 1;
    const owners = random.sample(projectOwners, random.int(1, 3));
    const ownerName = organizations[owners[0]! - 1]!.displayName.split(' ')[0]!;
    const name = projectNames(`${ownerName} ${random.pick(FUSION_WORD)} ${random.pick(PROJECT_NOUNS)}`);
    const status = random.weighted(PROJECT_STATUSES);
    const started = status === 'Planned' ? null : random.int(1975, 2026);
    const countryCode = organizations[owners[0]! - 1]!.countryCode ?? null;
    const slug = projectSlug(slugify(name));
    firstOwnerOfProject.push(owners[0]!);
    projects.push({
      id,
      slug,
      displayName: name,
      descriptionHtml: `<p>${name} is a ${status.toLowerCase()} fusion project.</p>`,
      projectStatus: status,
      yearOperationsStarted: started,
      yearOperationsEnded: status === 'Shut Down' && started ? Math.min(2026, started + random.int(2, 30)) : null,
      conceptId: random.pick(conceptIds),
      countryCode,
      country: countryCode ? countryName(countryCode) : null,
      isApproved: random.chance(0.97),
      sourceUrl: SOURCE(`projects/${slug}`),
    });
    owners.forEach((organizationId, position) => projectOrganizations.push({ projectId: id, organizationId, position }));
    for (const supplierId of random.sample(suppliers, random.int(0, 3))) {
      const providerId = providers.length + 1;
      providers.push({
        id: providerId,
        projectId: id,
        supplierId,
        description: 'Supplied components.',
        sourceUrl: SOURCE(`projects/${slug}`),
      });
      for (const subCategoryId of random.sample(subCategoryIds, random.int(1, 2))) providerCategories.push({ providerId, subCategoryId });
    }
    for (let n = random.int(0, 2), i = 0; i < n; i++) {
      publications.push({
        projectId: id,
        title: `Results from ${name}, part ${i + 1}`,
        publicationUrl: SOURCE(`publications/${slug}/${i + 1}`),
        publicationType: random.pick(['Journal Article', 'Conference Paper', 'Preprint']),
        authors: [`${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`],
      });
    }
  }
  await insertInBatches(db, t.projects, projects);
  await insertInBatches(db, t.projectOrganizations, projectOrganizations);
  await insertInBatches(db, t.projectProviders, providers);
  await insertInBatches(db, t.projectProviderCategories, providerCategories);
  await insertInBatches(db, t.publications, publications);
  step(`${projects.length} projects, ${providers.length} providers, ${publications.length} publications`);

  // Funding rounds: developers raise from investors; public bodies give grants.
  const fundingCount = count(8_000);
  const fundingRounds: (typeof t.fundingRounds.$inferInsert)[] = [];
  const fundingSources: (typeof t.fundingRoundSources.$inferInsert)[] = [];
  for (let index = 0; index < fundingCount; index++) {
    const id = index + 1;
    const recipientId = random.chance(0.75) ? developers[random.skewedIndex(developers.length)]! : random.pick(suppliers);
    const investment = random.chance(0.7);
    const roundName = investment ? random.pick(ROUND_NAMES) : random.pick(GRANT_NAMES);
    const recipient = organizations[recipientId - 1]!;
    const amountUsd = random.chance(0.9) ? random.int(1, 500) * 1_000_000 : null;
    fundingRounds.push({
      id,
      recipientId,
      fundingType: investment ? 'investment' : 'non-dilutive',
      roundName,
      // Announced in US dollars (or undisclosed): the amount is its own USD figure.
      ...(amountUsd === null ? {} : { amount: amountUsd, currency: 'USD', amountUsd, amountUsdMethod: 'same-currency' as const }),
      announcementDate: isoDay(random.int(0, 3650)).slice(0, 10),
      headline: `${recipient.displayName} announces ${roundName}`,
      announcementUrl: SOURCE(`funding/${id}`),
      sourceUrl: SOURCE(`funding/${id}`),
    });
    const sourcePool = investment ? investors : publicFunders;
    random
      .sample(sourcePool, random.int(0, 3))
      .forEach((organizationId, position) => fundingSources.push({ fundingRoundId: id, organizationId, position }));
  }
  await insertInBatches(db, t.fundingRounds, fundingRounds);
  await insertInBatches(db, t.fundingRoundSources, fundingSources);
  step(`${fundingRounds.length} funding rounds, ${fundingSources.length} sources`);

  // Jobs: most at a few big developers, a long tail elsewhere.
  const jobCount = count(50_000);
  const employers = [...developers, ...suppliers, ...idsOfKind.get('research')!];
  const jobs: (typeof t.jobs.$inferInsert)[] = [];
  const jobTagLinks: (typeof t.jobTagLinks.$inferInsert)[] = [];
  for (let index = 0; index < jobCount; index++) {
    const id = index + 1;
    const organizationId = employers[random.skewedIndex(employers.length)]!;
    const organization = organizations[organizationId - 1]!;
    const family = random.pick(JOB_FAMILIES);
    const mode = random.pick(JOB_MODES);
    const locations =
      mode === 'Remote' ? ['Remote'] : random.sample(ALL_CITIES, random.int(1, 2)).map(({ city, code }) => `${city}, ${countryName(code)}`);
    jobs.push({
      id,
      organizationId,
      title: `${family.tag === '🎓 Internships' ? '' : random.pick(SENIORITY)}${random.pick(family.titles)}`,
      locations,
      locationsText: locations.join(' | ').toLowerCase(),
      jobType: family.tag === '🎓 Internships' ? 'Internship' : random.pick(JOB_TYPES),
      jobMode: mode,
      salary: random.chance(0.3) ? `$${random.int(60, 200)},000 – $${random.int(201, 320)},000` : null,
      websiteUrl: organization.jobsUrl ?? `https://${organization.slug}.example.org/careers`,
      sourceUrl: SOURCE(`jobs/${id}`),
      createdAt: isoDay(random.next() * 180),
    });
    const tagIds = new Set([jobTagIds.get(family.tag)!]);
    if (random.chance(0.2)) tagIds.add(random.pick(allJobTagIds));
    [...tagIds].forEach((tagId, position) => jobTagLinks.push({ jobId: id, tagId, position }));
  }
  await insertInBatches(db, t.jobs, jobs);
  await insertInBatches(db, t.jobTagLinks, jobTagLinks);
  step(`${jobs.length} jobs, ${jobTagLinks.length} job tag links`);

  // Activity logs: a mix of the four feed item types over the past three years.
  const activityCount = count(100_000);
  const activityLogs: (typeof t.activityLogs.$inferInsert)[] = [];
  for (let index = 0; index < activityCount; index++) {
    const kind = random.weighted([
      ['funding', 25],
      ['jobs', 40],
      ['project', 15],
      ['organization', 20],
    ] as const);
    const createdAt = isoDay(random.next() * 1095);
    if (kind === 'funding') {
      const round = random.pick(fundingRounds);
      activityLogs.push({
        activityType: ACTIVITY_TYPES.funding.type,
        labelColor: ACTIVITY_TYPES.funding.color,
        organizationId: round.recipientId,
        recipientId: round.recipientId,
        fundingRoundId: round.id!,
        url: round.announcementUrl,
        createdAt,
      });
    } else if (kind === 'jobs') {
      const organizationId = employers[random.skewedIndex(employers.length)]!;
      activityLogs.push({
        activityType: ACTIVITY_TYPES.jobs.type,
        labelColor: ACTIVITY_TYPES.jobs.color,
        organizationId,
        jobsCount: random.int(1, 25),
        url: `/jobs?organization=${organizations[organizationId - 1]!.slug}`,
        createdAt,
      });
    } else if (kind === 'project') {
      const projectIndex = random.int(0, projects.length - 1);
      activityLogs.push({
        activityType: ACTIVITY_TYPES.project.type,
        labelColor: ACTIVITY_TYPES.project.color,
        projectId: projectIndex + 1,
        organizationId: firstOwnerOfProject[projectIndex]!,
        url: `/projects/${projects[projectIndex]!.slug}`,
        createdAt,
      });
    } else {
      const organization = random.pick(organizations);
      activityLogs.push({
        activityType: ACTIVITY_TYPES.organization.type,
        labelColor: ACTIVITY_TYPES.organization.color,
        organizationId: organization.id!,
        url: `/organizations/${organization.slug}`,
        createdAt,
      });
    }
  }
  await insertInBatches(db, t.activityLogs, activityLogs);
  step(`${activityLogs.length} activity logs`);

  await resetSequences(db, [
    'concepts',
    'supply_chain_categories',
    'supply_chain_sub_categories',
    'organizations',
    'projects',
    'project_providers',
    'funding_rounds',
    'jobs',
  ]);
  await refreshOrganizationTotals(db);
  // What autovacuum does on a server after a bulk load (PGlite has no autovacuum): fresh
  // statistics so the planner sees the real table sizes, GIN pending lists merged into the
  // indexes (otherwise every full-text/trigram lookup scans them linearly), and the
  // visibility map set so index-only scans skip the heap.
  await db.execute(sql`VACUUM ANALYZE`);
  step('totals and VACUUM ANALYZE');

  return {
    organizations: organizations.length,
    organizationTagLinks: tagLinks.length,
    organizationPeople: people.length,
    projects: projects.length,
    projectOrganizations: projectOrganizations.length,
    projectProviders: providers.length,
    publications: publications.length,
    supplyChainOfferings: offerings.length,
    fundingRounds: fundingRounds.length,
    fundingRoundSources: fundingSources.length,
    jobs: jobs.length,
    jobTagLinks: jobTagLinks.length,
    activityLogs: activityLogs.length,
  };
}

// ---------------------------------------------------------------- CLI

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main() {
  const databaseUrl = argument('database-url') ?? null;
  const dataDir = argument('data-dir') ?? null;
  const scale = Number(argument('scale') ?? '1');
  if (!databaseUrl === !dataDir || !(scale > 0 && scale <= 1)) {
    console.error('Usage: tsx bench/generate.ts (--data-dir DIR | --database-url postgres://…) [--scale 0<s≤1]');
    process.exit(2);
  }
  const database = await connect({ databaseUrl, dataDir });
  try {
    const started = Date.now();
    const counts = await generateDataset(database.db, { scale, log: console.log });
    console.log(`Generated in ${((Date.now() - started) / 1000).toFixed(1)} s:`, counts);
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
