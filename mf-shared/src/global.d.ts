// Every package's tsconfig includes this file.
// Matcher types (toBeInTheDocument, toHaveFocus, …) for the Testing Library setup in
// tooling/jest-setup.cjs, so every package's tests type-check.
/// <reference types="@testing-library/jest-dom" />

// Build-time constants injected by mf-shared/tooling/webpack-app.cjs (DefinePlugin).
declare const __AREA_BUILD__: string;
declare const __AREA_NAME__: string;
/** True in the Node (server-render) build. */
declare const __SERVER__: boolean;
/** True only in builds for the browser tests (E2E_FIXTURES=1): test-only pages. */
declare const __E2E_FIXTURES__: boolean;

declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
