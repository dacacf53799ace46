// The project edit screen's values (docs/product/account.md §12, §13): from the edit view, back to mainData,
// and the rules checked before saving.
import type { ProjectStatus } from 'mf-shared';
import { array, number, object, string, type InferType } from 'yup';
import type { ProjectEditView } from '../api/types';
import { CONTRIBUTION_MESSAGES } from '../../../lib/contributionMessages';
import { authorsFromText, parseYear, textOrNull } from './values';

const yearField = string()
  .default('')
  .test('year', CONTRIBUTION_MESSAGES.years, (value) => {
    const year = parseYear(value);
    return year === null || (year >= 1800 && year <= 2200);
  });

/** The description (Markdown), at most: the API's limit. */
export const MARKDOWN_MAX = 20_000;

export const projectSchema = object({
  display_name: string().trim().required(CONTRIBUTION_MESSAGES.projectName),
  concept_slug: string().default(''),
  project_status: string().default(''),
  year_operations_started: yearField,
  year_operations_ended: yearField,
  markdown: string()
    .default('')
    .max(MARKDOWN_MAX, `The description must be at most ${MARKDOWN_MAX.toLocaleString('en-US')} characters.`),
  publications: array(
    object({
      id: number().required(),
      title: string().trim().required(CONTRIBUTION_MESSAGES.publication),
      publication_url: string().trim().required(CONTRIBUTION_MESSAGES.publication),
      publication_type: string().default(''),
      authors: string().default(''),
    }),
  ).default([]),
});

export type ProjectValues = InferType<typeof projectSchema>;

export function toProjectValues(view: ProjectEditView): ProjectValues {
  return {
    display_name: view.display_name,
    concept_slug: view.concept?.slug ?? '',
    project_status: view.project_status ?? '',
    year_operations_started: view.year_operations_started === null ? '' : String(view.year_operations_started),
    year_operations_ended: view.year_operations_ended === null ? '' : String(view.year_operations_ended),
    markdown: view.markdown ?? '',
    publications: view.publications.map((publication) => ({
      id: publication.id,
      title: publication.title,
      publication_url: publication.publication_url,
      publication_type: publication.publication_type ?? '',
      authors: publication.authors.join(', '),
    })),
  };
}

/** The images as the screen holds them: kept existing ones and new files (temporary negative ids). */
export interface ImagesState {
  existing: { id: number; image_url: string; removed: boolean }[];
  added: { tempId: number; file: File; extension: string }[];
}

export function initialImages(view: ProjectEditView): ImagesState {
  return { existing: view.media.map((media) => ({ ...media, removed: false })), added: [] };
}

/**
 * mainData for POST /api/v1/project/edit: the fields this screen edits; years parse to integers
 * or null (docs/product/account.md §13); `media` lists the order of the kept images and the new ones.
 */
export function toProjectMainData(view: ProjectEditView, values: ProjectValues, images: ImagesState): Record<string, unknown> {
  const kept = images.existing.filter((image) => !image.removed).map((image) => image.id);
  return {
    slug: view.slug,
    version: view.version,
    display_name: values.display_name.trim(),
    ...(values.concept_slug ? { concept: { slug: values.concept_slug } } : {}),
    project_status: (values.project_status || null) as ProjectStatus | null,
    year_operations_started: parseYear(values.year_operations_started),
    year_operations_ended: parseYear(values.year_operations_ended),
    markdown: values.markdown,
    publications: values.publications.map((publication) => ({
      id: publication.id,
      title: publication.title.trim(),
      publication_url: publication.publication_url.trim(),
      publication_type: textOrNull(publication.publication_type),
      authors: authorsFromText(publication.authors),
    })),
    media: [...kept, ...images.added.map((image) => image.tempId)].map((id) => ({ id })),
  };
}

export function keptImageIds(images: ImagesState): number[] {
  return images.existing.filter((image) => !image.removed).map((image) => image.id);
}
