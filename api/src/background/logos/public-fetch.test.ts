// The address and URL rules of the logo fetcher, and the icons it reads from a page.
import { declaredIcons, largestDeclaredSize } from './icons';
import { isPublicAddress, siteOf, urlProblem, type PublicFetchPolicy } from './public-fetch';

const policy: PublicFetchPolicy = { allowHosts: ['127.0.0.1'], resolve: async () => [], timeoutMs: 1000 };

test.each([
  ['93.184.215.14', true],
  ['2606:2800:21f:cb07:6820:80da:af6b:8b2c', true],
  ['10.0.0.1', false],
  ['172.16.5.4', false],
  ['192.168.1.1', false],
  ['127.0.0.1', false],
  ['169.254.169.254', false],
  ['100.64.0.1', false],
  ['0.0.0.0', false],
  ['224.0.0.1', false],
  ['255.255.255.255', false],
  ['203.0.113.9', false],
  ['::1', false],
  ['::', false],
  ['fe80::1', false],
  ['fd00::1', false],
  ['::ffff:127.0.0.1', false],
  ['::ffff:93.184.215.14', true],
  ['64:ff9b::a00:1', false],
  ['2002:a00:1::', false],
  ['not an address', false],
])('isPublicAddress(%s) is %s', (address, expected) => {
  expect(isPublicAddress(address)).toBe(expected);
});

test('a site is its registrable domain; private suffixes count as public ones', () => {
  expect(siteOf('www.example.co.uk')).toBe('example.co.uk');
  expect(siteOf('cdn.static.example.com')).toBe('example.com');
  expect(siteOf('a.github.io')).toBe('a.github.io');
  expect(siteOf('127.0.0.1')).toBe('127.0.0.1');
  expect(siteOf('localhost')).toBe('localhost');
});

test('only https on the same site, without credentials; http and private IPs only for allowed hosts', () => {
  const problem = (url: string, site = 'example.com') => urlProblem(new URL(url), site, policy);
  expect(problem('https://www.example.com/icon.png')).toBeNull();
  expect(problem('https://cdn.example.com/icon.png')).toBeNull();
  expect(problem('http://www.example.com/icon.png')).toBe('Only https is fetched: http://www.example.com/icon.png');
  expect(problem('https://example.org/icon.png')).toBe("Not the organization's own site: example.org");
  expect(problem('https://user:secret@example.com/')).toBe('An address with credentials is not fetched: https://example.com');
  expect(problem('http://127.0.0.1:9000/', '127.0.0.1')).toBeNull();
  expect(problem('https://10.0.0.1/', '10.0.0.1')).toBe('Not a public address: 10.0.0.1');
  expect(problem('https://[::1]/', '::1')).toBe('Not a public address: ::1');
});

test('declared icons: largest first, SVG and "any" above all, Open Graph last, resolved against <base>', () => {
  const html = `<html><head>
    <base href="https://www.example.com/assets/">
    <link rel="shortcut icon" href="favicon.png">
    <link rel="icon" sizes="16x16 96x96" href="icon-96.png">
    <LINK REL="apple-touch-icon-precomposed" HREF="/touch.png">
    <link rel="icon" href="logo.svg" type="image/svg+xml">
    <link rel="icon" href="javascript:alert(1)" sizes="512x512">
    <link rel="stylesheet" href="style.css">
    <meta property="og:image" content="https://www.example.com/og.png">
    <meta name="og:image" content="https://www.example.com/og.png">
    <link rel="icon" href="favicon.png">
  </head></html>`;
  const icons = declaredIcons(html, new URL('https://www.example.com/'));
  expect(icons.map((icon) => [icon.url.href, icon.kind])).toEqual([
    ['https://www.example.com/assets/logo.svg', 'icon'],
    ['https://www.example.com/touch.png', 'apple-touch-icon'],
    ['https://www.example.com/assets/icon-96.png', 'icon'],
    ['https://www.example.com/assets/favicon.png', 'icon'],
    ['https://www.example.com/og.png', 'og:image'],
  ]);
});

test('sizes: the largest square one', () => {
  expect(largestDeclaredSize('16x16 32x32 180x180')).toBe(180);
  expect(largestDeclaredSize('120x60')).toBeNull();
  expect(largestDeclaredSize(undefined)).toBeNull();
  expect(largestDeclaredSize('ANY')).toBeGreaterThan(1024);
});
