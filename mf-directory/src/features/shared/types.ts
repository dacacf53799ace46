// API fields the directory reads that mf-shared's entity types do not list yet.
// The API sends `sources` on organization detail, project detail and every funding entry
// (api/README.md, Data); they are declared here, optional, until the contract's entities add them.

/** A public source of a record's facts; verified_on: the day they were last checked (YYYY-MM-DD) or null. */
export interface Source {
  url: string;
  title: string;
  verified_on: string | null;
}

export type WithSources<T> = T & { sources?: Source[] };
