// mf-shared/testing: what every area's tests share — the network fake and the
// server-render-then-hydrate helper.
export * from './fakeApi';
export * from './hydration';
