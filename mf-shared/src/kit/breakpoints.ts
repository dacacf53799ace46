// CSS custom properties cannot be used inside media queries, so the breakpoint lives here
// (and as a literal in the CSS that needs it: `@media (max-width: 959.98px)`).
/** Below this width the header switches to the mobile menu (docs/product/shell.md §3). */
export const BREAKPOINT_MOBILE_PX = 960;
export const MOBILE_MEDIA_QUERY = `(max-width: ${BREAKPOINT_MOBILE_PX - 0.02}px)`;
