import { projectDetail, PROJECTS } from '../../test-utils/directoryFixtures';
import { projectHead, projectsListHead } from './head';

const onServer = (run: () => void) => {
  const global = globalThis as unknown as { __SERVER__: boolean };
  global.__SERVER__ = true;
  try {
    run();
  } finally {
    global.__SERVER__ = false;
  }
};

describe('project heads', () => {
  it('a project: title, a description from its HTML, its image and a ResearchProject with members and sources (server only)', () => {
    onServer(() => {
      const head = projectHead(projectDetail(), 'https://site.example');
      expect(head).toMatchObject({ title: 'SPARC', description: 'A compact high-field tokamak.', image: 'https://example.com/sparc.jpg' });
      expect(head.jsonLd).toEqual([
        expect.objectContaining({
          '@type': 'ResearchProject',
          url: 'https://site.example/projects/sparc',
          location: { '@type': 'Place', name: 'United States' },
          member: [
            expect.objectContaining({
              name: 'Commonwealth Fusion Systems',
              url: 'https://site.example/organizations/commonwealth-fusion-systems',
            }),
            expect.objectContaining({ name: 'MIT Plasma Science and Fusion Center' }),
          ],
          subjectOf: [
            { '@type': 'CreativeWork', name: 'Announcement', url: 'https://example.com/sparc' },
            { '@type': 'CreativeWork', name: 'SPARC overview', url: 'https://example.com/sparc-source' },
          ],
        }),
      ]);
    });
    // The browser build keeps only what document.title and the description need.
    expect(projectHead(projectDetail(), 'https://site.example').jsonLd).toBeUndefined();
  });

  it('the list: an ItemList of the projects the server rendered', () => {
    onServer(() => {
      const [list] = projectsListHead(PROJECTS, 'https://site.example').jsonLd as { itemListElement: { url: string }[] }[];
      expect(list!.itemListElement.map((item) => item.url)).toEqual([
        'https://site.example/projects/arc',
        'https://site.example/projects/polaris',
        'https://site.example/projects/new-machine',
      ]);
    });
  });
});
