// Hosts a demo-data source may not come from (issue 11). One list, used by `npm run data:check`.
// A host matches itself and its sub-domains ('crunchbase.com' also bans 'news.crunchbase.com').
// Add a host here with the reason; never cite it in api/src/seed/data/.

const DENYLISTED_SOURCE_HOSTS: { host: string; reason: string }[] = [
  // Staging and temporary hosts: not the published page, may vanish or differ.
  { host: 'staging.globalventuring.com', reason: 'staging host' },
  { host: 'temp-dns.com', reason: 'temporary hosting domain' },
  { host: 'localhost', reason: 'not public' },
  { host: 'example.org', reason: 'placeholder domain' },
  { host: 'example.com', reason: 'placeholder domain' },
  // Aggregators, content farms and re-posts of other outlets' stories.
  { host: 'crunchbase.com', reason: 'database aggregator (cite the announcement it summarises)' },
  { host: 'pitchbook.com', reason: 'database aggregator' },
  { host: 'tracxn.com', reason: 'database aggregator' },
  { host: 'cbinsights.com', reason: 'database aggregator' },
  { host: 'fusionenergybase.com', reason: 'database aggregator' },
  { host: 'hubbry.com', reason: 'encyclopedia mirror' },
  { host: 'techticia.com', reason: 're-post' },
  { host: 'investorwelcome.com', reason: 're-post' },
  { host: 'daily8.com', reason: 're-post' },
  { host: 'westislandblog.com', reason: 're-post' },
  { host: 'masress.com', reason: 're-post' },
  { host: 'worldofsoftware.org', reason: 're-post' },
  { host: 'nextmoon.net', reason: 're-post' },
  { host: 'baiv.net', reason: 're-post' },
  { host: 'tech387.com', reason: 're-post' },
  { host: 'startup-weekly.com', reason: 're-post' },
  { host: 'daily.energybulletin.org', reason: 're-post' },
  { host: 'discoverthegreentech.com', reason: 'secondary summary' },
  { host: 'toolstac.com', reason: 're-post' },
  { host: 'startuphub.ai', reason: 're-post' },
  { host: 'energynews.pro', reason: 're-post' },
  { host: 'thecooldown.com', reason: 're-post' },
  { host: 'pressnetwork.de', reason: 'press-release re-post' },
  { host: 'globalbankingandfinance.com', reason: 'wire re-post' },
  { host: 'finanznachrichten.de', reason: 'wire re-post (cite the original release)' },
  { host: 'mastodawn.com', reason: 'social media re-post' },
  { host: 'thebrief.news', reason: 're-post' },
  // Copies of other outlets' stories (TechCrunch, GeekWire, Interesting Engineering) on unrelated hosts.
  { host: 'korkacomics.net', reason: 'copy of a TechCrunch story (cite the original)' },
  { host: 'solondais.fr', reason: 'copy of a TechCrunch story (cite the original)' },
  { host: 'thepressfree.com', reason: 'translated copy of a GeekWire story (cite the original)' },
  { host: 'netquick.ch', reason: 'copy of an Interesting Engineering story (cite the original)' },
  // Met while dating developers' statuses (issue 23 §2): copies of other outlets' stories.
  { host: 'gsc6.com', reason: 'copy of a TechCrunch story (cite the original)' },
  { host: 'feeds.news', reason: 'copy of a TechCrunch story (cite the original)' },
  { host: 'yatooblog.com', reason: 'copy of a Forbes story (cite the original)' },
  { host: 'wordpressalexander.com', reason: 'copy of a trade-press story (cite the original)' },
  { host: 'coinseed-properties.com', reason: 'machine-reworded copy of a Construction Dive story (cite the original)' },
  { host: 'innercity.org', reason: 'reworded copy of a GlobeNewswire release (cite the original)' },
  { host: 'energymetalnews.com', reason: 're-post of a columnist’s article (cite the original)' },
  { host: 'fusion4freedom.com', reason: 're-posts of other outlets’ stories (cite the original)' },
  { host: 'all-global-news.pages.dev', reason: 'reworded copy of a CNBC story (cite the original)' },
  { host: 'arxiv-vanity.com', reason: 'rendering of arXiv papers (cite arxiv.org)' },
  { host: 'aiobserver.co', reason: 'machine-reworded copy of a TechCrunch story (cite the original)' },
  { host: 'technewsnetwork.com', reason: 'copy of a TechCrunch story (cite the original)' },
  { host: 'newsletterest.com', reason: 'copy of a newsletter issue (cite the original)' },
  { host: 'onenewspage.com', reason: 'copy of a GlobeNewswire release (cite the original)' },
];

/**
 * Hosts that are not where a page is published: origin and CDN hosts of a site, staging and build
 * hosts, mirrors and look-alikes of a known outlet (issue 23 §6). Cite the canonical page.
 */
const NOT_CANONICAL_HOSTS: { pattern: RegExp; reason: string }[] = [
  { pattern: /(^|[.-])origin[.-]/, reason: 'origin host (cite the canonical page)' },
  { pattern: /^cdn\./, reason: 'CDN host (cite the canonical page)' },
  { pattern: /^(staging|build|prod|heroku)\./, reason: 'staging or build host' },
  { pattern: /\.(fastly\.net|amazee\.io|herokuapp\.com|cloudfront\.net)$/, reason: 'CDN or hosting-platform host' },
  { pattern: /^(www\.)?forbes40under40\.com$/, reason: 'look-alike of forbes.com' },
  { pattern: /^(www\.)?vuink\.com$/, reason: 'proxy mirror of other sites' },
  { pattern: /^(www\.)?arcxiv\.org$/, reason: 'look-alike of arxiv.org' },
  { pattern: /(^|\.)xpr-gannett\.com$/, reason: 'paid press-release syndication' },
];

/** Why a URL's host is not a canonical publisher (origin, CDN, mirror, look-alike), or null. */
export function notCanonicalHost(url: string): string | null {
  let hostname: string;
  try {
    hostname = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  return NOT_CANONICAL_HOSTS.find(({ pattern }) => pattern.test(hostname))?.reason ?? null;
}

/** A site's front page ('https://www.mhi.com', 'https://thinc.blog/'): it supports little more than that the site exists. */
export function isBareHomepage(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.pathname === '' || parsed.pathname === '/') && parsed.search === '';
  } catch {
    return false;
  }
}

/** The denylist entry a URL's host falls under, or null. */
export function denylistedHost(url: string): { host: string; reason: string } | null {
  let hostname: string;
  try {
    hostname = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  return DENYLISTED_SOURCE_HOSTS.find(({ host }) => hostname === host || hostname.endsWith(`.${host}`)) ?? null;
}
