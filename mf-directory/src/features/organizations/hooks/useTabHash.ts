// The kit's useHashTab (mf-shared/kit), shared with the content area's /jobs. This re-export keeps
// the pages' imports working; import useHashTab from 'mf-shared/kit' instead and delete this file.
export { useHashTab as useTabHash } from 'mf-shared/kit';
