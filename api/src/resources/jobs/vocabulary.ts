// The words a job's mode and type take: the job-board sync maps every board's terms onto them,
// staff pick from them, and OpenAPI publishes them (components JobMode, JobType) for the facets.

/** Where the work is done. */
export const JOB_MODES = ['On-site', 'Hybrid', 'Remote'] as const;
export type JobModeValue = (typeof JOB_MODES)[number];

/** The kind of contract. */
export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Temporary', 'Internship'] as const;
export type JobTypeValue = (typeof JOB_TYPES)[number];
