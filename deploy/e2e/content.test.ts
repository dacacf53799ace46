// The content area on the composed site (issue 9): home, articles, updates, jobs, feeds and
// first-party analytics, server-rendered and hydrated, in Debian's chromium with demo data.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page, Request, Response } from 'playwright-core';
import { assertNoSevereA11yViolations } from './lib/a11y';
import { area, BASE, collectProblems, NOT_FOUND_TEXT, openBrowser, type TestBrowser } from './lib/site';

const HERO = 'Opening Up Access to Fusion Energy Development';

let browser: TestBrowser;
let page: Page;
let articleSlug: string;
let articleTitle: string;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${BASE}${path}`);
  assert.equal(response.status, 200, `${path} answered ${response.status}`);
  return (await response.json()) as T;
}

const content = () => area(page, 'content');

/** True once React owns the area's first heading (hydrated), not the server's inert HTML. */
async function waitForHydration(target: Page) {
  await target.waitForFunction(() => {
    const heading = document.querySelector('[data-area="content"] h1');
    return heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}

before(async () => {
  browser = await openBrowser();
  page = browser.page;
  const articles = await api<{ results: { slug: string; title: string }[] }>('/api/v1/articles/?page_size=1');
  assert.ok(articles.results[0], 'the demo data has articles');
  articleSlug = articles.results[0].slug;
  articleTitle = articles.results[0].title;
});

after(async () => {
  await browser?.close();
});

describe('home', () => {
  it('shows the hero, 5 articles and 8 updates with JavaScript disabled', async () => {
    const noJs = await openBrowser({ javaScriptEnabled: false });
    try {
      const response = await noJs.page.goto(`${BASE}/`);
      assert.equal(response?.status(), 200);
      await noJs.page.getByRole('heading', { level: 1, name: HERO }).waitFor();
      const articles = noJs.page.getByRole('region', { name: 'Recent articles' }).getByRole('article');
      assert.equal(await articles.count(), 5);
      const updates = noJs.page.getByRole('region', { name: 'Recent updates' }).getByRole('article');
      assert.equal(await updates.count(), 8);
      const hero = noJs.page.getByRole('region', { name: HERO });
      const links = await hero.getByRole('link').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
      assert.deepEqual(links, ['/organizations', '/supply-chain', '/jobs']);
      // The server renders the first 12 machine developers and links to the rest (the browser shows them all).
      const grid = noJs.page.getByRole('region', { name: 'Fusion Machine Developers' });
      const expected = await api<{ results: unknown[] }>(
        '/api/v1/organizations/?tag=fusion-machine-developers&page_size=9999&minimal=true',
      );
      assert.equal(await grid.getByRole('listitem').count(), Math.min(12, expected.results.length));
      if (expected.results.length > 12) {
        await grid.getByRole('link', { name: `${expected.results.length - 12} more machine developers` }).waitFor();
      }
    } finally {
      await noJs.close();
    }
  });

  it("shows the green banner 'Your email address has been verified.' after verification", async () => {
    await page.goto(`${BASE}/?verified=true`);
    await content().getByText('Your email address has been verified.').waitFor();
    await page.goto(`${BASE}/`);
    await content().getByRole('heading', { level: 1, name: HERO }).waitFor();
    assert.equal(await content().getByText('Your email address has been verified.').count(), 0);
  });

  it("shows every 'Fusion Machine Developers' organization once hydrated", async () => {
    const expected = await api<{ results: unknown[] }>('/api/v1/organizations/?tag=fusion-machine-developers&page_size=9999&minimal=true');
    await page.goto(`${BASE}/`);
    await waitForHydration(page);
    const cards = content().getByRole('region', { name: 'Fusion Machine Developers' }).getByRole('listitem');
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-area="content"] section[aria-labelledby="machine-developers-title"] li').length === n,
      expected.results.length,
    );
    assert.equal(await cards.count(), expected.results.length);
  });

  it('announces the feeds in its head', async () => {
    const html = await (await fetch(`${BASE}/`)).text();
    for (const feed of ['articles', 'updates', 'jobs']) {
      assert.match(html, new RegExp(`<link rel="alternate" type="application/rss\\+xml" href="/feeds/${feed}.xml"`));
    }
  });
});

describe('hydration', () => {
  for (const [label, pathname] of [
    ['the home page', '/'],
    ['an article', () => `/articles/${articleSlug}`],
  ] as const) {
    it(`hydrates ${label} without warnings, keeping the server's nodes`, async () => {
      const url = typeof pathname === 'function' ? pathname() : pathname;
      const watch = collectProblems(page);
      try {
        await page.goto(`${BASE}${url}`, { waitUntil: 'domcontentloaded' });
        await page
          .locator('[data-area="content"] h1')
          .evaluate((node) => ((node as unknown as { e2eServerNode: boolean }).e2eServerNode = true));
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        const kept = await page
          .locator('[data-area="content"] h1')
          .evaluate((node) => (node as unknown as { e2eServerNode?: boolean }).e2eServerNode);
        assert.equal(kept, true, 'the server-rendered heading was replaced');
      } finally {
        watch.stop();
      }
      assert.deepEqual(watch.problems, []);
    });
  }
});

describe('articles', () => {
  it('shows an article: title, date, author, body, share links and the recent articles', async () => {
    const detail = await api<{ title: string; author: string; date: string }>(`/api/v1/articles/${articleSlug}/`);
    const response = await page.goto(`${BASE}/articles/${articleSlug}`);
    assert.equal(response?.status(), 200);
    const article = content().getByRole('article', { name: detail.title });
    await article.waitFor();
    const text = await article.innerText();
    assert.ok(text.includes(detail.author), 'the author');
    assert.match(text, /\d+ min read/);
    const pageUrl = `${BASE}/articles/${articleSlug}`;
    const share = content().getByRole('group', { name: 'Share this article' });
    assert.equal(
      await share.getByRole('link', { name: /Twitter \/ X/ }).getAttribute('href'),
      `https://x.com/intent/tweet?url=${encodeURIComponent(pageUrl)}`,
    );
    assert.equal(
      await share.getByRole('link', { name: /LinkedIn/ }).getAttribute('href'),
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(pageUrl)}`,
    );
    const sidebar = content().getByRole('complementary', { name: 'Recent articles' });
    const sidebarLinks = await sidebar.getByRole('link').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
    assert.ok(sidebarLinks.length > 0);
    assert.ok(!sidebarLinks.includes(`/articles/${articleSlug}`), 'the sidebar leaves the current article out');
    const html = await (await fetch(pageUrl)).text();
    assert.match(html, /"@type":"NewsArticle"/);
  });

  it("answers an unknown article with 404 and 'This page could not be found.'", async () => {
    assert.equal((await fetch(`${BASE}/articles/no-such-article`)).status, 404);
    const response = await page.goto(`${BASE}/articles/no-such-article`);
    assert.equal(response?.status(), 404);
    await content().getByRole('heading', { name: NOT_FOUND_TEXT }).waitFor();
  });

  it('moves /article and /article/{slug} to /articles… with a 301', async () => {
    const list = await fetch(`${BASE}/article`, { redirect: 'manual' });
    assert.equal(list.status, 301);
    assert.equal(new URL(list.headers.get('location') ?? '', BASE).pathname, '/articles');
    const one = await fetch(`${BASE}/article/${articleSlug}`, { redirect: 'manual' });
    assert.equal(one.status, 301);
    assert.equal(new URL(one.headers.get('location') ?? '', BASE).pathname, `/articles/${articleSlug}`);
  });

  it("appends the next page with 'LOAD MORE'", async () => {
    await page.goto(`${BASE}/articles`);
    const listed = content().getByRole('region', { name: 'Articles' }).getByRole('article');
    await listed.first().waitFor();
    await waitForHydration(page);
    const before = await listed.count();
    const loadMore = content().getByRole('button', { name: 'LOAD MORE' });
    if ((await loadMore.count()) === 0) return; // all articles fit on one page
    await loadMore.click();
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-area="content"] section[aria-label="Articles"] article').length > count,
      before,
    );
  });
});

describe('jobs', () => {
  it("filters by typing in 'What' and 'Where'", async () => {
    await page.goto(`${BASE}/jobs`);
    await waitForHydration(page);
    const all = await api<{ count: number }>('/api/v1/jobs/?tag=all&page_size=1');
    await content().getByText(`Displaying ${all.count} jobs`).waitFor();

    const what = 'engineer';
    const byWhat = await api<{ count: number }>(`/api/v1/jobs/?search=${what}&tag=all&page_size=1`);
    assert.ok(byWhat.count > 0 && byWhat.count < all.count, 'the search narrows the demo jobs');
    await content().getByRole('searchbox', { name: 'What' }).fill(what);
    await content()
      .getByText(`Displaying ${byWhat.count} ${byWhat.count === 1 ? 'job' : 'jobs'}`)
      .waitFor();

    const where = 'Munich';
    const both = await api<{ count: number; results: { locations: string[] }[] }>(
      `/api/v1/jobs/?search=${what}&location=${where}&tag=all&page_size=100`,
    );
    await content().getByRole('searchbox', { name: 'Where' }).pressSequentially(where, { delay: 30 });
    await content()
      .getByText(`Displaying ${both.count} ${both.count === 1 ? 'job' : 'jobs'}`)
      .waitFor();
    const cards = content().getByRole('tabpanel').getByRole('article');
    assert.equal(await cards.count(), both.results.length);
    for (const text of await cards.allInnerTexts()) assert.ok(text.includes(where), `a listed job is in ${where}`);
  });

  it("selects the tab named by the hash and labels demo jobs 'Sample listing'", async () => {
    const tags = await api<{ encoded_url: string; tag_without_emoji: string; count: number }[]>('/api/v1/jobs/get-tags/');
    const tag = tags.find((t) => t.count > 0)!;
    await page.goto(`${BASE}/about`); // a new document: What and Where start empty
    await page.goto(`${BASE}/jobs#${tag.encoded_url}`);
    await content()
      .getByRole('tab', { name: new RegExp(tag.tag_without_emoji.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .and(page.locator('[aria-selected="true"]'))
      .waitFor();
    const jobs = await api<{ results: { is_sample?: boolean }[] }>(`/api/v1/jobs/?tag=${tag.encoded_url}&page_size=20`);
    const cards = content().getByRole('tabpanel').getByRole('article');
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-area="content"] [role="tabpanel"] article').length === n,
      jobs.results.length,
    );
    const samples = jobs.results.filter((job) => job.is_sample).length;
    assert.equal(await cards.filter({ hasText: 'Sample listing' }).count(), samples);
  });
});

describe('feeds', () => {
  for (const feed of ['articles', 'updates', 'jobs']) {
    it(`/feeds/${feed}.xml parses as RSS 2.0 with its items`, async () => {
      const response = await fetch(`${BASE}/feeds/${feed}.xml`);
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type') ?? '', /^application\/rss\+xml/);
      const xml = await response.text();
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          error: doc.getElementsByTagName('parsererror').length > 0,
          root: doc.documentElement.nodeName,
          version: doc.documentElement.getAttribute('version'),
          items: doc.getElementsByTagName('item').length,
          links: Array.from(doc.querySelectorAll('item > link')).map((link) => link.textContent ?? ''),
        };
      }, xml);
      assert.equal(parsed.error, false, 'well-formed XML');
      assert.equal(parsed.root, 'rss');
      assert.equal(parsed.version, '2.0');
      if (feed === 'jobs') {
        // Real openings only (issue 21): the demo data's sample listings are never syndicated.
        const jobs = await api<{ results: { is_sample?: boolean }[] }>('/api/v1/jobs/?page_size=30');
        assert.equal(parsed.items, jobs.results.filter((job) => !job.is_sample).length);
      } else {
        assert.ok(parsed.items > 0, 'has items');
      }
      for (const link of parsed.links) assert.match(link, /^https?:\/\//);
    });
  }
});

describe('analytics', () => {
  const isEvents = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/analytics/events';

  it('sends page views and a job click (Company, Job Title, Job Tag) to our own API', async () => {
    const sent: { type: string; path: string; properties?: Record<string, string> }[] = [];
    const statuses: number[] = [];
    const onRequest = (request: Request) => {
      if (isEvents(request)) sent.push(...(request.postDataJSON() as { events: typeof sent }).events);
    };
    const onResponse = (response: Response) => {
      if (isEvents(response.request())) statuses.push(response.status());
    };
    page.on('request', onRequest);
    page.on('response', onResponse);
    try {
      await page.goto(`${BASE}/jobs`);
      await waitForHydration(page);
      const card = content().getByRole('tabpanel').getByRole('article').first();
      const title = await card.getByRole('heading').innerText();
      const link = card.getByRole('link');
      // Stay on the page (the posting opens in a new tab otherwise).
      await link.evaluate((node) => node.addEventListener('click', (event) => event.preventDefault()));
      await link.click();
      // Batches leave within 2 s.
      for (let waited = 0; !sent.some((event) => event.type === 'job_click') && waited < 8000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.ok(
        sent.some((event) => event.type === 'page_view' && event.path === '/jobs'),
        `a page view of /jobs in ${JSON.stringify(sent)}`,
      );
      const click = sent.find((event) => event.type === 'job_click');
      assert.ok(click, 'a job click');
      assert.equal(click.path, '/jobs');
      assert.equal(click.properties?.['Job Title'], title);
      assert.ok(click.properties?.Company, 'the company');
      assert.ok(click.properties?.['Job Tag'] !== undefined, 'the job tag');
      for (let waited = 0; statuses.length === 0 && waited < 5000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.ok(statuses.length > 0 && statuses.every((status) => status === 204), `answers ${statuses.join(', ')}`);
    } finally {
      page.off('request', onRequest);
      page.off('response', onResponse);
    }
  });

  it('sends nothing when the browser sends Global Privacy Control or Do-Not-Track', async () => {
    const optedOut = await openBrowser();
    try {
      // A string, not a function: tsx's transpiled functions may reference helpers the page lacks.
      await optedOut.context.addInitScript({
        content: `Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
          Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });`,
      });
      const events: string[] = [];
      optedOut.page.on('request', (request) => {
        if (isEvents(request)) events.push(`${optedOut.page.url()}: ${request.postData()}`);
      });
      await optedOut.page.goto(`${BASE}/jobs`);
      await waitForHydration(optedOut.page);
      assert.deepEqual(await optedOut.page.evaluate(() => [navigator.doNotTrack, 'globalPrivacyControl' in navigator]), ['1', true]);
      const link = area(optedOut.page, 'content').getByRole('tabpanel').getByRole('link').first();
      await link.evaluate((node) => node.addEventListener('click', (event) => event.preventDefault()));
      await link.click();
      // Leaving the page sends whatever was queued (sendBeacon on pagehide): once the next page's
      // network is idle, anything sent has been seen.
      await optedOut.page.goto(`${BASE}/about`, { waitUntil: 'networkidle' });
      assert.deepEqual(events, []);
    } finally {
      await optedOut.close();
    }
  });
});

describe('accessibility', () => {
  for (const [label, pathname] of [
    ['/', '/'],
    ['/jobs', '/jobs'],
    ['an article', () => `/articles/${articleSlug}`],
  ] as const) {
    it(`has no serious or critical axe violations on ${label}`, async (t) => {
      const url = typeof pathname === 'function' ? pathname() : pathname;
      await page.goto(`${BASE}${url}`);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await assertNoSevereA11yViolations(page, t);
    });
  }
  it('titles an article page after the article', async () => {
    await page.goto(`${BASE}/articles/${articleSlug}`);
    assert.equal(await page.title(), `${articleTitle} | Fusion Energy Directory`);
  });
});
