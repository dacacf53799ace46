// API fields the directory reads that mf-shared's entity types do not list yet.
// The API sends `sources` on organization detail, project detail and every funding entry
// (api/docs/data.md); they are declared here, optional, until the contract's entities add them.

/** A public source of a record's facts; verified_on: the day they were last checked (YYYY-MM-DD) or null. */
export interface Source {
  url: string;
  title: string;
  /** Set only when a person read the page (live or a stored copy) on that day. */
  verified_on: string | null;
  /** How it was checked: 'live', 'stored-copy', or 'cited' without reading (absent in older answers). */
  checked?: 'live' | 'stored-copy' | 'cited';
}

export type WithSources<T> = T & { sources?: Source[] };
