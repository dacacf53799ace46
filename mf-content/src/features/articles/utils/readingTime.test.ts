import { readingMinutes } from './readingTime';

it('counts the words of the text, not the markup, at 230 a minute, and never says 0', () => {
  expect(readingMinutes('')).toBe(1);
  expect(readingMinutes('<p>Short.</p>')).toBe(1);
  const words = (n: number) => `<p>${Array.from({ length: n }, () => 'plasma').join(' <em>word</em> ')}</p>`;
  expect(readingMinutes(words(460))).toBe(4); // 919 words
  expect(readingMinutes(`<h2>T</h2>${'<p>one two three four five</p>'.repeat(230)}`)).toBe(5);
});
