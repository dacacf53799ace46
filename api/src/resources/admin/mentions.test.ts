import { recordsMentioned, type NamedRecord } from './mentions';

const records: NamedRecord[] = [
  { id: 1, label: 'Commonwealth Fusion Systems', aliases: ['CFS'] },
  { id: 2, label: 'ITER' },
  { id: 3, label: 'TAE Technologies', aliases: ['TAE'] },
  { id: 4, label: 'University of São Paulo' },
  { id: 5, label: 'EU' },
  { id: 6, label: 'SPARC' },
];

const ids = (text: string) => recordsMentioned(text, records).map((record) => record.id);

describe('recordsMentioned', () => {
  test('finds full names in any case, and acronyms', () => {
    expect(ids('commonwealth fusion systems builds SPARC')).toEqual([1, 6]);
    expect(ids('CFS said on Monday')).toEqual([1]);
  });

  test('matches whole words only', () => {
    expect(ids('the next iteration of SPARCS')).toEqual([]);
    expect(ids('ITER, in France')).toEqual([2]);
  });

  test('an acronym matches its case only', () => {
    expect(ids('a tae kwon do class')).toEqual([]);
    expect(ids('TAE raised money')).toEqual([3]);
  });

  test('ignores accents, HTML tags and entities', () => {
    expect(ids('<p>At the <a href="/x">University of Sao Paulo</a>&nbsp;today</p>')).toEqual([4]);
    expect(ids('<strong>CFS</strong>&amp;ITER')).toEqual([1, 2]);
  });

  test('skips names too short to mean anything', () => {
    expect(ids('the EU funds it')).toEqual([]);
  });
});
