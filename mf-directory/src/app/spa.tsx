// Single-spa lifecycles exposed to the shell as `directory/spa`.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AreaRoot } from './AreaRoot';

export const { bootstrap, mount, unmount } = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: AreaRoot,
  // Last resort if rendering fails outside the area's own error boundary.
  errorBoundary: () => <p role="alert">Something went wrong in this section.</p>,
});
