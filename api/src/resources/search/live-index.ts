// The search index of one database handle, kept at the current data version: built at start,
// rebuilt by the first search after any write (in this or another process), while searches
// wait for it (one build at a time, ≈ 0.2 s for 10k organizations). A search that still finds
// it stale afterwards (another write landed during the build) asks the database instead.
import { dataVersion, ensureFreshDataVersion } from '../../db/data-version';
import type { Db } from '../../db/database';
import type { Paging } from '../../http/paging';
import { search as searchDatabase, type SearchRow } from './queries';
import { SearchIndex } from './search-index';

export class LiveSearchIndex {
  private index: SearchIndex | null = null;
  private indexVersion = -1;
  private building: { version: number; done: Promise<void> } | null = null;
  builds = 0;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: Error) => void = () => {},
  ) {}

  /** Build for the current version unless a build for it is done or under way. */
  refresh(): Promise<void> {
    const version = dataVersion(this.db);
    if (this.indexVersion === version) return Promise.resolve();
    if (this.building?.version === version) return this.building.done;
    // Tagged with the version read before the data: a write committed after that read moves
    // the version (NOTIFY / the write's own request), so this index is not used for it.
    const done = SearchIndex.load(this.db)
      .then((index) => {
        this.builds += 1;
        if (version >= this.indexVersion) {
          this.index = index;
          this.indexVersion = version;
        }
      })
      .catch((error) => this.onError(error as Error))
      .finally(() => {
        if (this.building?.done === done) this.building = null;
      });
    this.building = { version, done };
    return done;
  }

  async search(query: string, page: Paging): Promise<SearchRow[]> {
    await ensureFreshDataVersion(this.db);
    if (this.indexVersion !== dataVersion(this.db)) await this.refresh();
    if (this.index && this.indexVersion === dataVersion(this.db)) return this.index.search(query, page);
    return searchDatabase(this.db, query, page);
  }
}
