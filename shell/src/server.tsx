// dist/server/render.js: the shell's server render (the chrome around the slot). The server
// picks the area with the served route table (deploy/src/state/routeTable.ts), not with the shell.
import { renderToString } from 'react-dom/server';
import { CONTRACT_VERSION, SessionContext, type ShellRenderRequest, type ShellRenderResult } from 'mf-shared';
import { ShellServerContext } from './lib/ShellServerContext';
import { ShellApp } from './app/ShellApp';
import { faviconDataUrl, faviconFill } from './features/favicon/environmentFavicon';

export const contractVersion = CONTRACT_VERSION;

export function render(request: ShellRenderRequest): ShellRenderResult {
  const pathname = new URL(request.url, 'http://localhost').pathname;
  const html = renderToString(
    <SessionContext.Provider value={request.session}>
      <ShellServerContext.Provider value={{ pathname, area: request.area, areaRendered: request.areaRendered }}>
        <ShellApp />
      </ShellServerContext.Provider>
    </SessionContext.Provider>,
  );
  const icon = faviconDataUrl(faviconFill(request.serverDetails?.color));
  return { html, headHtml: `<link rel="icon" type="image/svg+xml" href="${icon}">` };
}
