// The contribution writes (docs/product/api.md §7) with each answer mapped to what the screens show
// (docs/product/account.md §14; wire contract: api/docs/contributions.md):
// - adding: 200 + 'OK' → go on to the edit screen; 200 with another message, or a 4xx with a
//   message (and the `field` at fault) → that message in the creation problem area; no answer, a
//   5xx or a 200 without data → 'Server error. It's not you, it's us.';
// - saving: 200 + 'edit successful' → back to the detail page; another message → the
//   processing error area (with the `field` to highlight); 409 with current_version → the
//   conflict view; no answer or a 5xx → the server error.
// A call refused for its CSRF token (a session that changed in another tab) reloads the
// session and is sent once more. Writes are never retried on a timeout.
import { type Answer, messageOf, requestAnswer as send } from '../../../lib/api/request';
import { API_ANSWERS, SERVER_ERROR } from '../../../lib/contributionMessages';

const CREATE_ORGANIZATION_URL = '/api/v1/organizations/';
const CREATE_PROJECT_URL = '/api/v1/projects/';
const SAVE_ORGANIZATION_URL = '/api/v1/organization/edit';
const SAVE_PROJECT_URL = '/api/v1/project/edit';
/** Saves may carry 10 MB files: more time than the client's default 10 s. */
const SAVE_TIMEOUT_MS = 120_000;

type Failure = { ok: false; message: string; field?: string; currentVersion?: number };
export type Outcome<T> = { ok: true; data: T } | Failure;

const fieldOf = (data: unknown): string | undefined => {
  const field = (data as { field?: unknown } | null)?.field;
  return typeof field === 'string' && field ? field : undefined;
};

const serverError = (): Failure => ({ ok: false, message: SERVER_ERROR });

/** A 4xx with a message: that message and its field; anything else the server error. */
function refusal({ status, data }: Answer): Failure {
  const message = messageOf(data);
  if (status !== null && status >= 400 && status < 500 && message) {
    const field = fieldOf(data);
    return field ? { ok: false, message, field } : { ok: false, message };
  }
  return serverError();
}

export interface Created {
  id: number;
  slug: string;
}

function createdOutcome(answer: Answer): Outcome<Created> {
  if (answer.status !== 200) return refusal(answer);
  const data = answer.data as { message?: unknown; id?: unknown; slug?: unknown } | null;
  if (!data || typeof data !== 'object') return serverError();
  const message = messageOf(data);
  if (message !== API_ANSWERS.created) return message ? { ok: false, message, field: fieldOf(data) } : serverError();
  if (typeof data.slug !== 'string' || typeof data.id !== 'number') return serverError();
  return { ok: true, data: { id: data.id, slug: data.slug } };
}

export interface NewOrganization {
  display_name: string;
  acronym_name: string | null;
  organization_tags: { name: string }[];
}

/** POST /api/v1/organizations/ (docs/product/account.md §11). */
export async function createOrganization(input: NewOrganization): Promise<Outcome<Created>> {
  return createdOutcome(await send({ method: 'post', url: CREATE_ORGANIZATION_URL, data: input }));
}

export interface NewProject {
  display_name: string;
  concept_slug: string;
  organization_slug: string;
}

/** POST /api/v1/projects/ (docs/product/account.md §11), answered 'OK'. */
export async function createProject(input: NewProject): Promise<Outcome<Created>> {
  return createdOutcome(await send({ method: 'post', url: CREATE_PROJECT_URL, data: input }));
}

export interface Saved {
  slug: string;
  version: number;
}

function savedOutcome(answer: Answer): Outcome<Saved> {
  const { status, data } = answer;
  if (status === 200) {
    const message = messageOf(data);
    if (message === API_ANSWERS.editSuccessful) {
      const saved = data as { slug?: unknown; version?: unknown };
      return { ok: true, data: { slug: String(saved.slug ?? ''), version: Number(saved.version ?? 0) } };
    }
    return message ? { ok: false, message, field: fieldOf(data) } : serverError();
  }
  const currentVersion = (data as { current_version?: unknown } | null)?.current_version;
  if (status === 409 && typeof currentVersion === 'number') {
    return { ok: false, message: messageOf(data) ?? SERVER_ERROR, currentVersion };
  }
  return refusal(answer);
}

/** mainData first: the API checks edit rights before it reads any file. */
function multipart(mainData: unknown): FormData {
  const form = new FormData();
  form.append('mainData', JSON.stringify(mainData));
  return form;
}

/** POST /api/v1/organization/edit: mainData, then logoData + logoFilename when a new logo was chosen. */
export async function saveOrganization(mainData: Record<string, unknown>, logo: File | null): Promise<Outcome<Saved>> {
  const form = multipart(mainData);
  if (logo) {
    form.append('logoData', logo, logo.name);
    form.append('logoFilename', logo.name);
  }
  return savedOutcome(await send({ method: 'post', url: SAVE_ORGANIZATION_URL, data: form, timeout: SAVE_TIMEOUT_MS }));
}

export interface NewImage {
  tempId: number;
  file: File;
  /** '.png', so the part is named '-1.png'. */
  extension: string;
}

/**
 * POST /api/v1/project/edit: mainData, oldImageIds (the existing images kept, as a JSON list),
 * then one newImageData part per new image named by its temporary negative id.
 */
export async function saveProject(
  mainData: Record<string, unknown>,
  newImages: NewImage[],
  oldImageIds: number[],
): Promise<Outcome<Saved>> {
  const form = multipart(mainData);
  form.append('oldImageIds', JSON.stringify(oldImageIds));
  for (const image of newImages) form.append('newImageData', image.file, `${image.tempId}${image.extension}`);
  return savedOutcome(await send({ method: 'post', url: SAVE_PROJECT_URL, data: form, timeout: SAVE_TIMEOUT_MS }));
}
