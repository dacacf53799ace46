// The page's only <script src> besides data blocks: a tiny loader that waits for the first
// paint, then preloads exactly the route's critical scripts (all at once, in parallel) and runs
// the shell's entry. Content is never competing with JavaScript for the connection before it
// has painted: on a slow phone network the text is there first, and hydration follows.
// Served at a content-hashed, immutable URL (CSP: script-src 'self').
import { createHash } from 'node:crypto';

export const LOADER_SOURCE = `(function () {
  var self = document.currentScript;
  var scripts = JSON.parse(self.getAttribute('data-scripts'));
  function start() {
    for (var i = 0; i < scripts.length; i++) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = scripts[i];
      document.head.appendChild(link);
    }
    var main = document.createElement('script');
    main.src = scripts[0];
    document.body.appendChild(main);
  }
  // After the first paint: the next frame, then a task.
  requestAnimationFrame(function () { setTimeout(start, 0); });
})();
`;

export const LOADER_PATH = `/_loader.${createHash('sha256').update(LOADER_SOURCE).digest('hex').slice(0, 8)}.js`;
