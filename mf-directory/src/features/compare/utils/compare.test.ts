import { fundingEntry, organizationDetail } from '../../../test-utils/fixtures';
import { compareUrl } from '../../../lib/compareUrl';
import { lastRound, mainConcept, parseComparedSlugs } from './compare';

describe('compare URL', () => {
  it('reads up to four well-formed slugs, each once, in order', () => {
    expect(parseComparedSlugs('?orgs=a,b,c')).toEqual({ slugs: ['a', 'b', 'c'], dropped: 0 });
    expect(parseComparedSlugs('?orgs=a,,B,a,not%20a%20slug,c&orgs=d,e')).toEqual({ slugs: ['a', 'b', 'c', 'd'], dropped: 1 });
    expect(parseComparedSlugs('')).toEqual({ slugs: [], dropped: 0 });
  });

  it('writes a shareable URL', () => {
    expect(compareUrl(['helion', 'tokamak-energy'])).toBe('/compare?orgs=helion,tokamak-energy');
    expect(compareUrl([])).toBe('/compare');
    expect(parseComparedSlugs(compareUrl(['x-1', 'y']).split('?')[1]!).slugs).toEqual(['x-1', 'y']);
  });
});

describe('compared facts', () => {
  it('the concept most of its projects use', () => {
    const concept = (slug: string) => ({ display_name: slug.toUpperCase(), slug });
    const project = (id: number, slug: string | null) => ({
      id,
      slug: `p${id}`,
      display_name: `P${id}`,
      project_status: null,
      is_approved: true,
      concept: slug ? concept(slug) : null,
    });
    expect(mainConcept({ projects: [project(1, 'frc'), project(2, 'tokamak'), project(3, 'tokamak'), project(4, null)] })).toEqual(
      concept('tokamak'),
    );
    expect(mainConcept({ projects: [project(1, null)] })).toBeNull();
  });

  it('the latest round received, investment or non-dilutive', () => {
    const organization = organizationDetail({
      funding_received_investment: [fundingEntry({ id: 1, announcement_date: '2021-12-01' })],
      funding_received_nondilutive: [fundingEntry({ id: 2, announcement_date: '2023-05-31', round_name: 'Milestone' })],
    });
    expect(lastRound(organization)?.round_name).toBe('Milestone');
    expect(lastRound(organizationDetail({ funding_received_investment: [], funding_received_nondilutive: [] }))).toBeNull();
  });
});
