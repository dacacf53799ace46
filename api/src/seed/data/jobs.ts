// Demo job postings.
//
// These are NOT real vacancies. They are demo postings that illustrate the
// typical roles each employer hires for (magnet engineers, plasma physicists,
// controls software, technicians, interns, ...), placed at the employer's real
// sites. Every posting links to the employer's real public careers page (or,
// where we could not confirm a careers page address, its main website), which
// is also the posting's source. Salaries are left empty: we only show a salary
// where the employer has published one, and none of these demo roles has one.

import type { SeedJob } from './types';

/** Public careers pages (main website where a careers address was not confirmed). */
const CAREERS_PAGE = {
  'commonwealth-fusion-systems': 'https://cfs.energy/careers',
  'helion-energy': 'https://www.helionenergy.com/careers/',
  'tae-technologies': 'https://tae.com/careers/',
  'general-fusion': 'https://generalfusion.com/careers/',
  'tokamak-energy': 'https://tokamakenergy.com/careers-at-tokamak-energy-fusion-energy/',
  'zap-energy': 'https://www.zapenergy.com/careers',
  'first-light-fusion': 'https://firstlightfusion.com/',
  'marvel-fusion': 'https://marvelfusion.com/',
  'proxima-fusion': 'https://www.proximafusion.com/',
  'type-one-energy': 'https://www.typeoneenergy.com/careers',
  'thea-energy': 'https://thea.energy/',
  'realta-fusion': 'https://realtafusion.com/',
  'pacific-fusion': 'https://pacificfusion.com/',
  'xcimer-energy': 'https://www.xcimer.com/',
  'focused-energy': 'https://focused-energy.co/',
  'avalanche-energy': 'https://www.avalanchefusion.com/',
  'kyoto-fusioneering': 'https://kyotofusioneering.com/en/',
  'general-atomics': 'https://www.ga.com/careers',
  'iter-organization': 'https://www.iter.org/jobs',
  'uk-atomic-energy-authority': 'https://careers.ukaea.uk/',
  'princeton-plasma-physics-laboratory': 'https://www.pppl.gov/careers',
  'lawrence-livermore-national-laboratory': 'https://www.llnl.gov/join-our-team/careers',
  'oak-ridge-national-laboratory': 'https://jobs.ornl.gov/',
  'max-planck-institute-for-plasma-physics': 'https://www.ipp.mpg.de/',
} as const;

type EmployerSlug = keyof typeof CAREERS_PAGE;

/** The fields that differ per posting; the careers page fills website_url and source_url. */
interface DemoPosting {
  organization_slug: EmployerSlug;
  title: string;
  locations: string[];
  job_type: SeedJob['job_type'];
  job_mode: SeedJob['job_mode'];
  tags: string[];
  created_at: string;
}

function demoJob(posting: DemoPosting): SeedJob {
  const careersPage = CAREERS_PAGE[posting.organization_slug];
  return { ...posting, salary: null, website_url: careersPage, source_url: careersPage };
}

const demoJobs: Omit<SeedJob, 'is_sample'>[] = [
  demoJob({
    organization_slug: 'commonwealth-fusion-systems',
    title: 'Magnet Engineer',
    locations: ['Devens, MA, USA'],
    job_type: 'Full-time',
    job_mode: 'On-site',
    tags: ['⚙️ Engineering'],
    created_at: '2026-11-18T14:00:00.000Z',
  }),
  demoJob({
    organization_slug: 'commonwealth-fusion-systems',
    title: 'Controls Software Engineer',
    locations: ['Devens, MA, USA'],
    job_type: 'Full-time',
    job_mode: 'Hybrid',
    tags: ['💻 Software & Data'],
    created_at: '2026-11-03T15:30:00.000Z',
  }),
  demoJob({
    organization_slug: 'helion-energy',
    title: 'Power Electronics Engineer',
    locations: ['Everett, WA, USA'],
    job_type: 'Full-time',
    job_mode: 'On-site',
    tags: ['⚙️ Engineering'],
    created_at: '2026-11-14T17:00:00.000Z',
  }),
  demoJob({
    organization_slug: 'helion-energy',
    title: 'Construction Manager, Power Plant Site',
    locations: ['Malaga, WA, USA'],
    job_type: 'Full-time',
    job_mode: 'On-site',
    tags: ['🏗️ Operations & Construction'],
    created_at: '2026-10-22T16:00:00.000Z',
  }),
  demoJob({
    organization_slug: 'tae-technologies',
    title: 'Plasma Physicist',
    locations: ['Foothill Ranch, CA, USA'],
    job_type: 'Full-time',
    job_mode: 'On-site',
    tags: ['🔬 Science & Research'],
    created_at: '2026-10-09T18:00:00.000Z',
  }),
  demoJob({
    organization_slug: 'general-fusion',
    title: 'Mechanical Design Engineer',
    locations: ['Richmond, BC, Canada'],
    job_type: 'Full-time',
    job_mode: 'Hybrid',
    tags: ['⚙️ Engineering'],
    created_at: '2026-09-30T19:00:00.000Z',
  }),
  demoJob({
    organization_slug: 'tokamak-energy',
    title: 'HTS Magnet Test Technician',
    locations: ['Milton Park, Oxfordshire, UK'],
    job_type: 'Full-time',
    job_mode: 'On-site',
    tags: ['🏗️ Operations & Construction', '⚙️ Engineering'],
    created_at: '2026-11-10T09:00:00.000Z',
  }),
  demoJob({
    organization_slug: 'tokamak-energy',
    title: 'Summer Placement Student, Plasma Physics',
    locations: ['Milton Park, Oxfordshire, UK'],
    job_type: 'Internship',
    job_mode: 'On-site',
    tags: ['🎓 Internships', '🔬 Science & Research'],
    created_at: '2026-10-27T10:00:00.000Z',
  }),
  demoJob({
    organization_slug: 'zap-energy',
    title: 'Data Scientist, Experimental Data',
    locations: ['Everett, WA, USA'],
    job_type: 'Full-time',
    job_mode: 'Remote',
    tags: ['💻 Software & Data', '🔬 Science & Research'],
    created_at: '2026-10-15T16:30:00.000Z',
  }),
  demoJob({
    organization_slug: 'first-light-fusion',
    title: 'Finance Business Partner',
    locations: ['Yarnton, Oxfordshire, UK'],
    job_type: 'Full-time',
    job_mode: 'Hybrid',
    tags: ['💼 Business & Finance'],
    created_at: '2026-10-02T08:30:00.000Z',
  }),
  demoJob({
    organization_slug: 'marvel-fusion',
    title: 'Laser Physicist',
    locations: ['Munich, Germany'],
    job_type: 'Full-time',
    job_mode: 'On-site',
    tags: ['🔬 Science & Research'],
    created_at: '2026-11-06T08:00:00.000Z',
  }),
  demoJob({
    organization_slug: 'proxima-fusion',
    title: 'Software Engineer, Stellarator Design Optimisation',
    locations: ['Munich, Germany'],
    job_type: 'Full-time',
    job_mode: 'Hybrid',
    tags: ['💻 Software & Data'],
    created_at: '2026-11-19T09:30:00.000Z',
  }),
  demoJob({
    organization_slug: 'type-one-energy',
    title: 'Licensing and Regulatory Affairs Specialist',
    locations: ['Knoxville, TN, USA'],
    job_type: 'Full-time',
    job_mode: 'Remote',
    tags: ['📣 Communications & Policy'],
    created_at: '2026-10-19T15:00:00.000Z',
  }),
  demoJob({
    organization_slug: 'thea-energy',
    title: 'Magnet Manufacturing Technician',
    locations: ['Kearny, NJ, USA'],
    job_type: 'Full-time',
    job_mode: 'On-site',
    tags: ['🏗️ Operations & Construction'],
    created_at: '2026-09-25T14:00:00.000Z',
  }),
  demoJob({
    organization_slug: 'realta-fusion',
    title: 'Engineering Intern',
    locations: ['Madison, WI, USA'],
    job_type: 'Internship',
    job_mode: 'On-site',
    tags: ['🎓 Internships', '⚙️ Engineering'],
    created_at: '2026-11-12T17:30:00.000Z',
  }),
  demoJob({
    organization_slug: 'pacific-fusion',
    title: 'Pulsed Power Engineer',
    locations: ['Fremont, CA, USA', 'Albuquerque, NM, USA'],
    job_type: 'Full-time',
    job_mode: 'On-site',
    tags: ['⚙️ Engineering'],
    created_at: '2026-11-16T18:30:00.000Z',
  }),
  demoJob({
    organization_slug: 'xcimer-energy',
    title: 'Optical Engineer',
    locations: ['Denver, CO, USA'],
    job_type: 'Full-time',
    job_mode: 'On-site',
    tags: ['⚙️ Engineering', '🔬 Science & Research'],
    created_at: '2026-10-06T16:00:00.000Z',
  }),
  demoJob({
    organization_slug: 'focused-energy',
    title: 'Target Design Physicist',
    locations: ['Darmstadt, Germany', 'Austin, TX, USA'],
    job_type: 'Full-time',
    job_mode: 'Hybrid',
    tags: ['🔬 Science & Research'],
    created_at: '2026-09-23T07:30:00.000Z',
  }),
  demoJob({
    organization_slug: 'avalanche-energy',
    title: 'Technician',
    locations: ['Seattle, WA, USA'],
    job_type: 'Full-time',
    job_mode: 'On-site',
    tags: ['🏗️ Operations & Construction'],
    created_at: '2026-10-29T17:00:00.000Z',
  }),
  demoJob({
    organization_slug: 'kyoto-fusioneering',
    title: 'Business Development Manager',
    locations: ['Tokyo, Japan'],
    job_type: 'Full-time',
    job_mode: 'Hybrid',
    tags: ['💼 Business & Finance'],
    created_at: '2026-10-12T02:00:00.000Z',
  }),
  demoJob({
    organization_slug: 'general-atomics',
    title: 'Tokamak Operations Engineer, DIII-D',
    locations: ['San Diego, CA, USA'],
    job_type: 'Full-time',
    job_mode: 'On-site',
    tags: ['🏗️ Operations & Construction', '⚙️ Engineering'],
    created_at: '2026-11-01T18:00:00.000Z',
  }),
  demoJob({
    organization_slug: 'general-atomics',
    title: 'Summer Intern, Fusion Computing',
    locations: ['San Diego, CA, USA'],
    job_type: 'Internship',
    job_mode: 'Hybrid',
    tags: ['🎓 Internships', '💻 Software & Data'],
    created_at: '2026-10-24T19:00:00.000Z',
  }),
  demoJob({
    organization_slug: 'iter-organization',
    title: 'Communications Officer',
    locations: ['Saint-Paul-lez-Durance, France'],
    job_type: 'Full-time',
    job_mode: 'On-site',
    tags: ['📣 Communications & Policy'],
    created_at: '2026-10-17T08:00:00.000Z',
  }),
  demoJob({
    organization_slug: 'iter-organization',
    title: 'Vacuum Vessel Assembly Engineer',
    locations: ['Saint-Paul-lez-Durance, France'],
    job_type: 'Contract',
    job_mode: 'On-site',
    tags: ['🏗️ Operations & Construction', '⚙️ Engineering'],
    created_at: '2026-11-08T09:00:00.000Z',
  }),
  demoJob({
    organization_slug: 'uk-atomic-energy-authority',
    title: 'Remote Handling Engineer',
    locations: ['Culham, Oxfordshire, UK'],
    job_type: 'Full-time',
    job_mode: 'Hybrid',
    tags: ['⚙️ Engineering'],
    created_at: '2026-11-20T10:00:00.000Z',
  }),
  demoJob({
    organization_slug: 'uk-atomic-energy-authority',
    title: 'Graduate Materials Scientist',
    locations: ['Rotherham, South Yorkshire, UK'],
    job_type: 'Full-time',
    job_mode: 'On-site',
    tags: ['🔬 Science & Research'],
    created_at: '2026-10-04T09:00:00.000Z',
  }),
  demoJob({
    organization_slug: 'princeton-plasma-physics-laboratory',
    title: 'Postdoctoral Research Associate, Plasma Theory',
    locations: ['Princeton, NJ, USA'],
    job_type: 'Contract',
    job_mode: 'On-site',
    tags: ['🔬 Science & Research'],
    created_at: '2026-10-14T14:30:00.000Z',
  }),
  demoJob({
    organization_slug: 'lawrence-livermore-national-laboratory',
    title: 'Laser Systems Technician, National Ignition Facility',
    locations: ['Livermore, CA, USA'],
    job_type: 'Full-time',
    job_mode: 'On-site',
    tags: ['🏗️ Operations & Construction'],
    created_at: '2026-09-28T16:00:00.000Z',
  }),
  demoJob({
    organization_slug: 'oak-ridge-national-laboratory',
    title: 'Science Writer, Fusion and Fission Energy',
    locations: ['Oak Ridge, TN, USA'],
    job_type: 'Part-time',
    job_mode: 'Remote',
    tags: ['📣 Communications & Policy'],
    created_at: '2026-11-05T15:00:00.000Z',
  }),
  demoJob({
    organization_slug: 'max-planck-institute-for-plasma-physics',
    title: 'Student Intern, Wendelstein 7-X Plasma Diagnostics',
    locations: ['Greifswald, Germany'],
    job_type: 'Internship',
    job_mode: 'On-site',
    tags: ['🎓 Internships', '🔬 Science & Research'],
    created_at: '2026-10-20T08:00:00.000Z',
  }),
];

/** Every demo posting is flagged is_sample: none is a verified live opening (issue 11). */
export const jobs: SeedJob[] = demoJobs.map((job) => ({ ...job, is_sample: true }));
