// The kit's useHashSelection (mf-shared/kit), which also backs useHashTab. This re-export keeps the
// pages' imports working; import from 'mf-shared/kit' instead and delete this file.
export { useHashSelection } from 'mf-shared/kit';
