// The answers of the three public job-board APIs, as documented, reduced to the fields the sync
// reads (others are allowed and ignored). An answer that does not match is a failed sync.
//   Greenhouse: GET {base}/v1/boards/{token}/jobs?content=true → { jobs: [...], meta }
//     (developers.greenhouse.io/job-board.html, "List Jobs")
//   Lever:      GET {base}/v0/postings/{site}?mode=json → [...]  (github.com/lever/postings-api)
//   Ashby:      GET {base}/posting-api/job-board/{name}?includeCompensation=true → { apiVersion, jobs: [...] }
//     (developers.ashbyhq.com/docs/public-job-posting-api)
import { Type, type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import type { JobBoardConfig } from '../../config';

const Opt = Type.Optional;
const OptNull = <T extends Parameters<typeof Type.Optional>[0]>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));

export const GreenhouseAnswer = Type.Object({
  jobs: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      absolute_url: Type.String(),
      updated_at: OptNull(Type.String()),
      first_published: OptNull(Type.String()),
      location: OptNull(Type.Object({ name: OptNull(Type.String()) })),
      departments: OptNull(Type.Array(Type.Object({ name: Type.String() }))),
      offices: OptNull(Type.Array(Type.Object({ name: Type.String(), location: OptNull(Type.String()) }))),
      metadata: OptNull(Type.Array(Type.Object({ name: Type.String(), value: Type.Unknown() }))),
    }),
  ),
});

export const LeverAnswer = Type.Array(
  Type.Object({
    id: Type.String(),
    text: Type.String(),
    hostedUrl: Type.String(),
    applyUrl: Opt(Type.String()),
    /** Not in the README's table, but every answer carries it: milliseconds since the epoch. */
    createdAt: OptNull(Type.Number()),
    workplaceType: OptNull(Type.String()),
    country: OptNull(Type.String()),
    categories: Type.Object({
      location: OptNull(Type.String()),
      allLocations: OptNull(Type.Array(Type.String())),
      commitment: OptNull(Type.String()),
      team: OptNull(Type.String()),
      department: OptNull(Type.String()),
    }),
    salaryRange: OptNull(
      Type.Object({
        currency: OptNull(Type.String()),
        interval: OptNull(Type.String()),
        min: OptNull(Type.Number()),
        max: OptNull(Type.Number()),
      }),
    ),
  }),
);

export const AshbyAnswer = Type.Object({
  jobs: Type.Array(
    Type.Object({
      id: OptNull(Type.String()),
      title: Type.String(),
      jobUrl: Type.String(),
      applyUrl: OptNull(Type.String()),
      department: OptNull(Type.String()),
      team: OptNull(Type.String()),
      employmentType: OptNull(Type.String()),
      location: OptNull(Type.String()),
      secondaryLocations: OptNull(Type.Array(Type.Object({ location: Type.String() }))),
      isRemote: OptNull(Type.Boolean()),
      workplaceType: OptNull(Type.String()),
      publishedAt: OptNull(Type.String()),
      isListed: OptNull(Type.Boolean()),
      compensation: OptNull(
        Type.Object({
          scrapeableCompensationSalarySummary: OptNull(Type.String()),
          compensationTierSummary: OptNull(Type.String()),
        }),
      ),
    }),
  ),
});

export type GreenhouseJob = Static<typeof GreenhouseAnswer>['jobs'][number];
export type LeverPosting = Static<typeof LeverAnswer>[number];
export type AshbyJob = Static<typeof AshbyAnswer>['jobs'][number];

export type AtsKind = 'greenhouse' | 'lever' | 'ashby';
export const ATS_KINDS: readonly AtsKind[] = ['greenhouse', 'lever', 'ashby'];

/** A board identifier as the APIs spell them: letters, digits, '.', '_', '-' (no path tricks). */
export const BOARD_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** The API address of a board. */
export function boardApiUrl(kind: AtsKind, boardId: string, config: JobBoardConfig): string {
  const id = encodeURIComponent(boardId);
  switch (kind) {
    case 'greenhouse':
      return `${config.greenhouseUrl}/v1/boards/${id}/jobs?content=true`;
    case 'lever':
      return `${config.leverUrl}/v0/postings/${id}?mode=json`;
    case 'ashby':
      return `${config.ashbyUrl}/posting-api/job-board/${id}?includeCompensation=true`;
  }
}

// Compiled once (about 30 times faster than checking with the schema each time: ~10 ms for a
// 4 MB answer instead of ~300 ms).
const VALIDATORS = { greenhouse: Compile(GreenhouseAnswer), lever: Compile(LeverAnswer), ashby: Compile(AshbyAnswer) } as const;

/** Checks an answer against its API's documented shape; throws with the first mismatch. */
export function checkAnswer(kind: 'greenhouse', body: unknown): Static<typeof GreenhouseAnswer>;
export function checkAnswer(kind: 'lever', body: unknown): Static<typeof LeverAnswer>;
export function checkAnswer(kind: 'ashby', body: unknown): Static<typeof AshbyAnswer>;
export function checkAnswer(kind: AtsKind, body: unknown): unknown;
export function checkAnswer(kind: AtsKind, body: unknown): unknown {
  const validator = VALIDATORS[kind];
  if (validator.Check(body)) return body;
  const [first] = validator.Errors(body);
  const where = first ? `${first.instancePath || '/'} ${first.message}` : 'unexpected shape';
  throw new MalformedAnswerError(`malformed ${kind} answer: ${where}`);
}

class MalformedAnswerError extends Error {
  override name = 'MalformedAnswerError';
}
