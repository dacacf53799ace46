// The tab-in-the-hash logic lives in the kit (mf-shared/kit: slugFromHash, selectedTabFromHash,
// useHashTab), shared with the content area's /jobs. This re-export keeps the pages' imports
// working; import from 'mf-shared/kit' instead and delete this file.
export { ALL_TAB } from 'mf-shared/kit';
