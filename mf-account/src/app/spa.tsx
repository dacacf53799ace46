import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AreaRoot } from './AreaRoot';

// single-spa lifecycles the shell loads as 'account/spa'.
export const { bootstrap, mount, unmount } = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: AreaRoot,
  errorBoundary: () => <p role="alert">Something went wrong in this section.</p>,
});
