// Single entry point of the hand-compiled demo dataset, used by the seed loader.
export * from './types';
export * from './organizations';
export * from './concepts';
export * from './projects';
export * from './supply-chain';
export * from './funding';
export * from './jobs';
export * from './articles';
