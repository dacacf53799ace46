// The contract's semver version (mf-shared/package.json "version"; a test keeps them equal).
// Additions are minor versions; removals and changes are major (docs/architecture.md).
export const CONTRACT_VERSION = '1.6.0';
