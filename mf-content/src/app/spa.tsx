import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AreaRoot } from './AreaRoot';

export const { bootstrap, mount, unmount } = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: AreaRoot,
  errorBoundary: () => <p>Something went wrong in this section.</p>,
});
