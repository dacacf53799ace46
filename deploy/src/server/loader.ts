// The page's only <script src> besides data blocks: a tiny loader that waits for the first
// paint, then runs the shell's entry and preloads exactly the route's other critical scripts (in
// parallel, a few per task). Content is never competing with JavaScript for the connection before it
// has painted: on a slow phone network the text is there first, and hydration follows.
// Served at a content-hashed, immutable URL (CSP: script-src 'self').
import { createHash } from 'node:crypto';

export const LOADER_SOURCE = `(function () {
  var self = document.currentScript;
  var scripts = JSON.parse(self.getAttribute('data-scripts'));
  function start() {
    var main = document.createElement('script');
    main.src = scripts[0];
    document.body.appendChild(main);
    preloadFrom(1);
  }
  // A few preloads per task: each costs the main thread about a millisecond, and a page has
  // about twenty (one long task would count as blocking time).
  function preloadFrom(first) {
    var i = first;
    for (; i < scripts.length && i < first + 5; i++) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = scripts[i];
      document.head.appendChild(link);
    }
    if (i < scripts.length) setTimeout(function () { preloadFrom(i); }, 0);
  }
  // After the first paint: the next frame, then a task.
  requestAnimationFrame(function () { setTimeout(start, 0); });
})();
`;

export const LOADER_PATH = `/_loader.${createHash('sha256').update(LOADER_SOURCE).digest('hex').slice(0, 8)}.js`;
