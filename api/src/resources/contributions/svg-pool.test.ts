// The SVG sanitizer's worker pool: rules applied off the main thread, the per-document time
// limit (a stuck worker is replaced), and time waiting in the queue not counted against it.
import { GOOD_SVG } from '../../../test/contributions';
import { closeSvgPool, sanitizeSvgOffThread, SvgWorkerLimitError } from './svg-pool';

afterAll(() => closeSvgPool());

/** Flat rects: a few hundred milliseconds of jsdom + DOMPurify work, within the structure limits. */
const SLOW_SVG = '<svg xmlns="http://www.w3.org/2000/svg">' + '<rect width="1" height="1" x="2"/>'.repeat(4000) + '</svg>';

test('sanitizes in a worker: same-document references kept, every other kind dropped', async () => {
  const out = (await sanitizeSvgOffThread(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><defs><path id="p" d="M0 0h1"/></defs>
     <use href="#p"/><use xlink:href="data:image/svg+xml;base64,PHN2Zz4="/>
     <style>@import url(https://evil.example/a.css); rect{fill:red}</style><style>rect{fill:blue}</style>
     <rect style="fill:url(https://evil.example/x)" width="1" height="1"/><set attributeName="href" to="javascript:alert(1)"/></svg>`,
  ))!;
  expect(out).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg /);
  expect(out).toContain('<use href="#p"/>');
  expect(out).not.toContain('data:image');
  expect(out).not.toContain('@import');
  expect(out).toContain('rect{fill:blue}');
  expect(out).not.toContain('evil.example');
  expect(out).not.toMatch(/<set/);
});

test('no single <svg> root left is null, not an error', async () => {
  expect(await sanitizeSvgOffThread('<html><body><script>x</script></body></html>')).toBeNull();
  expect(await sanitizeSvgOffThread('<svg xmlns="http://www.w3.org/2000/svg"/><svg xmlns="http://www.w3.org/2000/svg"/>')).toBeNull();
});

test('a document over the time limit is abandoned (its worker terminated) and the next one is sanitized', async () => {
  const started = performance.now();
  const error = await sanitizeSvgOffThread(SLOW_SVG, 20).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(SvgWorkerLimitError);
  expect((error as SvgWorkerLimitError).reason).toBe('time');
  // Abandoned at the limit, not when the document would have been done.
  expect(performance.now() - started).toBeLessThan(2000);
  expect(await sanitizeSvgOffThread(GOOD_SVG)).toContain('linearGradient');
});

test('time spent waiting for a busy worker does not count against the limit', async () => {
  // Both threads busy for well over the small document's limit (three times SLOW_SVG: about 1.5 s
  // on a quiet machine, longer on a loaded one); the small document waits, then takes milliseconds.
  const BUSY_SVG = SLOW_SVG.replace(/(<rect[^>]*\/>)+/, (rects) => rects.repeat(3));
  const busy = [sanitizeSvgOffThread(BUSY_SVG, 60_000), sanitizeSvgOffThread(BUSY_SVG, 60_000)];
  const queuedAt = performance.now();
  const small = await sanitizeSvgOffThread(GOOD_SVG, 500);
  expect(performance.now() - queuedAt).toBeGreaterThan(500);
  expect(small).toContain('linearGradient');
  await Promise.all(busy);
});
