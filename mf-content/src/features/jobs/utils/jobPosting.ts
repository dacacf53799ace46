// JSON-LD JobPosting (schema.org; the fields search engines require: title, description,
// datePosted, hiringOrganization, jobLocation or a remote location type) for real postings
// only: a sample listing is never described as an opening (api/docs/data.md).
import type { ListedJob } from '../api/jobsApi';

const EMPLOYMENT_TYPES: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  contractor: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
  intern: 'INTERN',
};

/** A posting is announced as valid for 60 days after it was listed. */
const POSTING_VALID_DAYS = 60;

export const isSample = (job: ListedJob) => job.is_sample === true;

/** 'Devens, MA, USA' → locality, region, country (the last part is the country). */
function postalAddress(location: string) {
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const country = parts.length > 1 ? parts[parts.length - 1] : undefined;
  const locality = parts[0];
  const region = parts.length > 2 ? parts.slice(1, -1).join(', ') : undefined;
  return {
    '@type': 'PostalAddress',
    ...(locality ? { addressLocality: locality } : {}),
    ...(region ? { addressRegion: region } : {}),
    ...(country ? { addressCountry: country } : {}),
  };
}

function jobDescription(job: ListedJob): string {
  const facts = [
    `${job.title} at ${job.organization.display_name}`,
    job.locations.length ? `Location: ${job.locations.join('; ')}` : '',
    [job.job_type, job.job_mode].filter(Boolean).join(', '),
    job.salary ? `Salary: ${job.salary}` : '',
    job.tags ? `Field: ${job.tags}` : '',
  ].filter(Boolean);
  return `${facts.join('. ')}.`;
}

/** The JobPosting of a real posting, or null for a sample. */
export function jobPostingJsonLd(job: ListedJob, origin: string): object | null {
  if (isSample(job)) return null;
  const posted = new Date(job.created_at);
  if (Number.isNaN(posted.getTime())) return null;
  const validThrough = new Date(posted.getTime() + POSTING_VALID_DAYS * 86_400_000);
  const remote = /remote/i.test(job.job_mode);
  const employmentType = EMPLOYMENT_TYPES[job.job_type.trim().toLowerCase()];
  const places = job.locations.filter((location) => !/^remote$/i.test(location.trim()));
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescription(job),
    datePosted: job.created_at.slice(0, 10),
    validThrough: validThrough.toISOString(),
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.organization.display_name,
      sameAs: `${origin}/organizations/${encodeURIComponent(job.organization.slug)}`,
      ...(job.organization.logo ? { logo: job.organization.logo } : {}),
    },
    ...(places.length ? { jobLocation: places.map((place) => ({ '@type': 'Place', address: postalAddress(place) })) } : {}),
    ...(remote ? { jobLocationType: 'TELECOMMUTE' } : {}),
    ...(remote && places.length === 0 ? { applicantLocationRequirements: { '@type': 'Country', name: 'Worldwide' } } : {}),
    directApply: false,
    url: job.website_url,
  };
}
