import { ORGANIZATION_VIEW, PROJECT_VIEW } from '../../../test-utils/contributionFixtures';
import { organizationSchema, toOrganizationMainData, toOrganizationValues } from './organizationForm';
import { initialImages, keptImageIds, projectSchema, toProjectMainData, toProjectValues } from './projectForm';

const validate = async (values: unknown) => {
  try {
    await organizationSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { inner: { path: string; message: string }[] }).inner.map(({ path, message }) => `${path}: ${message}`);
  }
};

describe('the organization edit screen (docs/product/account.md §13)', () => {
  const values = () => toOrganizationValues(ORGANIZATION_VIEW);

  it('shows the website and links without their scheme (the https:// prefix is fixed)', () => {
    expect(values().website_url).toBe('cfs.energy');
    expect(values().projects_supplied[0]!.announcement_url).toBe('example.com/wham');
    expect(values().projects_supplied[0]!.category).toBe('superconducting-magnet-systems');
    expect(values().founding_year).toBe('2018');
  });

  it('sends back the edited fields with https:// and the version; not the description, funding or jobs', () => {
    const edited = { ...values(), website_url: 'http://www.cfs.energy', founding_year: 'soon', city: '  ', acronym_name: ' CFS ' };
    const main = toOrganizationMainData(ORGANIZATION_VIEW, edited, false);
    expect(main).toMatchObject({
      slug: 'cfs',
      version: 3,
      website_url: 'https://www.cfs.energy',
      founding_year: null,
      city: null,
      acronym_name: 'CFS',
      organization_tags: [{ name: 'Fusion Machine Developer' }],
      supply_chain: [{ id: 4, slug: 'superconducting-magnet-systems', offering_link: null }],
      projects_supplied: [
        {
          id: 7,
          slug: 'wham',
          supply_chain_categories: [{ slug: 'superconducting-magnet-systems' }],
          description: 'HTS mirror magnets.',
          announcement_url: 'https://example.com/wham',
        },
      ],
    });
    for (const key of ['description', 'self_description', 'contact_email', 'projects', 'jobs_url', 'logo'])
      expect(main).not.toHaveProperty(key);
  });

  it('sends the self description and sales email for affiliates only, and logo "delete" when removed', () => {
    const affiliate = { ...ORGANIZATION_VIEW, is_affiliate: true };
    const main = toOrganizationMainData(affiliate, { ...values(), self_description: 'Ours', contact_email: 'sales@cfs.energy' }, true);
    expect(main).toMatchObject({ self_description: 'Ours', contact_email: 'sales@cfs.energy', logo: 'delete' });
  });

  it('keeps temporary negative ids of new people', () => {
    const main = toOrganizationMainData(
      ORGANIZATION_VIEW,
      { ...values(), founders: [...values().founders, { id: -1, name: ' Ada ', title: '' }] },
      false,
    );
    expect(main.founders).toEqual([
      { id: 1, name: 'Bob Mumgaard', title: null },
      { id: -1, name: 'Ada', title: null },
    ]);
  });

  it('accepts the view as it is', async () => {
    expect(await validate(values())).toEqual([]);
  });

  it('requires the name', async () => {
    expect(await validate({ ...values(), display_name: '   ' })).toEqual(['display_name: Please provide the name of the organization.']);
  });

  it("'Only one entry per subcategory', on the repeated offering", async () => {
    const twice = {
      ...values(),
      supply_chain: [
        { id: 4, slug: 'superconducting-magnet-systems', offering_link: '' },
        { id: -1, slug: 'hts-tape', offering_link: '' },
        { id: -2, slug: 'superconducting-magnet-systems', offering_link: '' },
      ],
    };
    expect(await validate(twice)).toEqual(['supply_chain[2].slug: Only one entry per subcategory']);
  });

  it('each offering needs a category; each project supplied a project and a category', async () => {
    const missing = {
      ...values(),
      supply_chain: [{ id: -1, slug: '', offering_link: '' }],
      projects_supplied: [{ id: -1, slug: '', category: '', more_categories: [], description: '', announcement_url: '' }],
    };
    expect(await validate(missing)).toEqual([
      'supply_chain[0].slug: Each supply chain offering needs a category.',
      'projects_supplied[0].slug: Each project supplied needs a project name and a category.',
      'projects_supplied[0].category: Each project supplied needs a project name and a category.',
    ]);
  });

  it('a project supplied description is at most 160 characters', async () => {
    const row = values().projects_supplied[0]!;
    expect(await validate({ ...values(), projects_supplied: [{ ...row, description: 'x'.repeat(160) }] })).toEqual([]);
    expect(await validate({ ...values(), projects_supplied: [{ ...row, description: 'x'.repeat(161) }] })).toEqual([
      'projects_supplied[0].description: The description of a project supplied must be at most 160 characters.',
    ]);
  });

  it('checks the website, the founding year range and the sales email', async () => {
    expect(await validate({ ...values(), website_url: 'not a site', founding_year: '1700', contact_email: 'nope' })).toEqual([
      'website_url: Please enter a valid address for the website.',
      'founding_year: Years must be between 1800 and 2200.',
      'contact_email: Please enter a valid email address',
    ]);
    expect(await validate({ ...values(), founding_year: 'unknown', contact_email: '' })).toEqual([]);
  });
});

describe('the project edit screen (docs/product/account.md §13)', () => {
  it('parses the years to integers or null, and lists the images in order (kept, then new temporary ids)', () => {
    const values = {
      ...toProjectValues(PROJECT_VIEW),
      year_operations_started: '2026',
      year_operations_ended: 'later',
      project_status: '',
    };
    const images = initialImages(PROJECT_VIEW);
    images.existing[0]!.removed = true;
    images.added.push({ tempId: -1, file: new File(['x'], 'new.png', { type: 'image/png' }), extension: '.png' });
    const main = toProjectMainData(PROJECT_VIEW, values, images);
    expect(main).toMatchObject({
      slug: 'sparc',
      version: 5,
      concept: { slug: 'tokamak' },
      project_status: null,
      year_operations_started: 2026,
      year_operations_ended: null,
      publications: [
        {
          id: 1,
          title: 'Overview of SPARC',
          publication_url: 'https://doi.org/x',
          publication_type: 'Journal article',
          authors: ['A. Creely'],
        },
      ],
      media: [{ id: 5 }, { id: -1 }],
    });
    expect(keptImageIds(images)).toEqual([5]);
    for (const key of ['affiliated_organizations', 'providers']) expect(main).not.toHaveProperty(key);
  });

  it('requires the name, and a title and a link for each publication', async () => {
    const values = {
      ...toProjectValues(PROJECT_VIEW),
      display_name: ' ',
      publications: [{ id: -1, title: '', publication_url: '', publication_type: '', authors: '' }],
    };
    await expect(projectSchema.validate(values, { abortEarly: false })).rejects.toMatchObject({
      errors: [
        'Please provide the name of the project.',
        'Each publication needs a title and a link.',
        'Each publication needs a title and a link.',
      ],
    });
  });
});
