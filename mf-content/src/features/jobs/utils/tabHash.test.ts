import { selectedTabFromHash, slugFromHash } from './tabHash';

const TAGS = [{ tag: '⚙️ Engineering', tag_without_emoji: 'Engineering', encoded_url: 'engineering', count: 3 }];

it('reads a kebab-case slug from the hash', () => {
  expect(slugFromHash('#engineering')).toBe('engineering');
  expect(slugFromHash('#science-research')).toBe('science-research');
  expect(slugFromHash('')).toBeNull();
  expect(slugFromHash('#<script>')).toBeNull();
  expect(slugFromHash('#%E0%A4%A')).toBeNull();
});

it('selects a known tab, falls back to all for an unknown one, trusts a slug before the tags load', () => {
  expect(selectedTabFromHash('#engineering', TAGS)).toBe('engineering');
  expect(selectedTabFromHash('#nope', TAGS)).toBe('all');
  expect(selectedTabFromHash('', TAGS)).toBe('all');
  expect(selectedTabFromHash('#nope', undefined)).toBe('nope');
});
