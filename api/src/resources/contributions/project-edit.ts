// The project edit screen's data (docs/product/api.md §2 "Project edit view") and the save
// (docs/product/api.md §5 "Project save"): parse → validate → write in one transaction.
import { and, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import { marked } from 'marked';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/helpers';
import { concepts, projectMedia, projects, publications } from '../../db/schema';
import { sanitizeRichText } from '../../http/sanitize';
import { htmlToMarkdown } from './html-to-markdown';
import {
  assertDistinctIds,
  EDIT_MESSAGES,
  FieldError,
  isObject,
  itemId,
  LIMITS,
  list,
  longText,
  requiredName,
  text,
  webUrl,
  yearOrNull,
  type Json,
} from './validation';

export const PROJECT_STATUSES = ['Planned', 'Under Construction', 'Operating', 'Upgrading / Maintenance', 'Shut Down'] as const;
type ProjectStatusValue = (typeof PROJECT_STATUSES)[number];

interface EditPublication {
  id: number;
  title: string;
  publication_url: string;
  publication_type: string | null;
  authors: string[];
}

export interface ProjectEditView {
  id: number;
  slug: string;
  version: number;
  is_approved: boolean;
  display_name: string;
  concept: { display_name: string; slug: string } | null;
  /** The description as Markdown (docs/product/api.md §2 `markdown`); HTML written before is converted (html-to-markdown.ts). */
  markdown: string;
  project_status: ProjectStatusValue | null;
  year_operations_started: number | null;
  year_operations_ended: number | null;
  affiliated_organizations: { id: number; slug: string; display_name: string; acronym_name: string | null }[];
  publications: EditPublication[];
  media: { id: number; image_url: string }[];
  /** Read-only (docs/product/account.md §12: suppliers email the provider); approved supplier links only (L7). */
  providers: {
    supplier: { slug: string; display_name: string; is_approved: boolean };
    product_categories: { name: string }[];
    description: string | null;
    announcement_url: string | null;
  }[];
}

export async function projectEditView(db: Db, where: { slug: string } | { id: number }): Promise<ProjectEditView | null> {
  const condition: SQL = 'slug' in where ? sql`p.slug = ${where.slug}` : sql`p.id = ${where.id}`;
  const [row] = await projectEditViewsWhere(db, condition);
  return row ?? null;
}

/** The edit views of several projects in one statement (the review queue's page). */
export async function projectEditViews(db: Db, ids: number[]): Promise<ProjectEditView[]> {
  if (ids.length === 0) return [];
  return projectEditViewsWhere(
    db,
    sql`p.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

async function projectEditViewsWhere(db: Db, condition: SQL): Promise<ProjectEditView[]> {
  const rows = await queryRows<ProjectEditView & { markdown: string | null; legacy_html: string | null }>(
    db,
    sql`SELECT p.id, p.slug, p.version, p.is_approved, p.display_name,
          CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('display_name', c.display_name, 'slug', c.slug) END AS concept,
          p.description_markdown AS markdown, p.description_html AS legacy_html,
          p.project_status, p.year_operations_started, p.year_operations_ended,
          (SELECT coalesce(json_agg(json_build_object('id', o.id, 'slug', o.slug, 'display_name', o.display_name,
              'acronym_name', o.acronym_name) ORDER BY po.position, o.id), '[]'::json)
             FROM project_organizations po JOIN organizations o ON o.id = po.organization_id WHERE po.project_id = p.id)
            AS affiliated_organizations,
          (SELECT coalesce(json_agg(json_build_object('id', pu.id, 'title', pu.title, 'publication_url', pu.publication_url,
              'publication_type', pu.publication_type, 'authors', to_json(pu.authors)) ORDER BY pu.id), '[]'::json)
             FROM publications pu WHERE pu.project_id = p.id) AS publications,
          (SELECT coalesce(json_agg(json_build_object('id', m.id, 'image_url', m.image_url) ORDER BY m.position, m.id), '[]'::json)
             FROM project_media m WHERE m.project_id = p.id) AS media,
          (SELECT coalesce(json_agg(json_build_object(
              'supplier', json_build_object('slug', o.slug, 'display_name', o.display_name, 'is_approved', o.is_approved),
              'product_categories', (SELECT coalesce(json_agg(json_build_object('name', sc.name) ORDER BY sc.position, sc.id), '[]'::json)
                 FROM project_provider_categories ppc JOIN supply_chain_sub_categories sc ON sc.id = ppc.sub_category_id
                 WHERE ppc.provider_id = pp.id),
              'description', pp.description, 'announcement_url', pp.announcement_url) ORDER BY o.display_name, pp.id), '[]'::json)
             FROM project_providers pp JOIN organizations o ON o.id = pp.supplier_id
             WHERE pp.project_id = p.id AND pp.review_status = 'approved') AS providers
        FROM projects p LEFT JOIN concepts c ON c.id = p.concept_id WHERE ${condition}`,
  );
  // A description written as HTML (before Markdown) is shown as Markdown, never as markup.
  return rows.map(({ legacy_html, markdown, ...row }) => ({
    ...row,
    markdown: markdown ?? (legacy_html ? htmlToMarkdown(legacy_html) : ''),
  }));
}

// ---------------------------------------------------------------- parsing mainData

export interface ProjectChanges {
  columns: Partial<typeof projects.$inferInsert>;
  publications: EditPublication[] | undefined;
  /** The order of the images as the client listed them in mainData.media (ids, negative = new), if it did. */
  mediaOrder: number[] | undefined;
}

/**
 * Deeper blockquote/list nesting is refused: marked recurses once per level and overflows the
 * stack near 2,000 levels, which 20,000 characters of '>' reach (security review L1c).
 */
const MAX_MARKDOWN_NESTING = 50;
const ORDERED_MARKER = /^\d{1,9}[.)](?=[ \t]|$)/;

/** The deepest nesting one line opens: its leading '>' and list markers ('-', '*', '+', '1.', '1)'). */
function markdownNestingDepth(markdown: string): number {
  let deepest = 0;
  for (const line of markdown.split('\n')) {
    let depth = 0;
    let index = 0;
    for (;;) {
      while (line[index] === ' ' || line[index] === '\t') index += 1;
      const char = line[index];
      const next = line[index + 1];
      if (char === '>') {
        index += 1;
      } else if ((char === '-' || char === '*' || char === '+') && (next === undefined || next === ' ' || next === '\t')) {
        index += 1;
      } else {
        const ordered = ORDERED_MARKER.exec(line.slice(index, index + 11));
        if (!ordered) break;
        index += ordered[0].length;
      }
      depth += 1;
    }
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

const TOO_DEEP = `The description's formatting nests too deeply: at most ${MAX_MARKDOWN_NESTING} levels of quotes and lists.`;

/** Markdown → sanitized HTML (the same allowlist as every stored description); FieldError when it cannot be rendered. */
export function renderMarkdown(markdown: string, field = 'markdown'): string {
  if (markdownNestingDepth(markdown) > MAX_MARKDOWN_NESTING) throw new FieldError(field, TOO_DEEP);
  let html: string;
  try {
    html = marked.parse(markdown, { async: false, gfm: true, breaks: false }) as string;
  } catch (error) {
    // Other deep structures (thousands of nested emphasis markers) still overflow: bad input, not our bug.
    if (error instanceof RangeError) throw new FieldError(field, TOO_DEEP);
    throw error;
  }
  return sanitizeRichText(html);
}

function conceptSlugOf(data: Json): string | null | undefined {
  if ('concept_slug' in data) return typeof data.concept_slug === 'string' ? data.concept_slug.trim() : null;
  if ('concept' in data) {
    if (data.concept === null) return null;
    if (typeof data.concept === 'string') return data.concept.trim();
    if (isObject(data.concept) && typeof data.concept.slug === 'string') return data.concept.slug.trim();
    throw new FieldError('concept', 'The confinement concept must be { slug }.');
  }
  return undefined;
}

function parsePublications(value: unknown, existing: EditPublication[]): EditPublication[] | undefined {
  const items = list(value, 'publications');
  if (!items) return undefined;
  const known = new Set(existing.map((publication) => publication.id));
  const parsed = items.map((item, index) => {
    const field = `publications[${index}]`;
    const id = itemId(item.id, `${field}.id`);
    if (id > 0 && !known.has(id)) throw new FieldError(`${field}.id`, `Unknown publication: ${id}.`);
    const title = requiredName(item.title, `${field}.title`, 'Each publication needs a title and a link.', 500);
    const url = webUrl(item.publication_url, `${field}.publication_url`, 'the publication');
    if (!url) throw new FieldError(`${field}.publication_url`, 'Each publication needs a title and a link.');
    let authors: string[] = [];
    if (item.authors !== undefined && item.authors !== null) {
      const raw = typeof item.authors === 'string' ? item.authors.split(',') : item.authors;
      if (!Array.isArray(raw) || raw.length > LIMITS.authors)
        throw new FieldError(`${field}.authors`, `List at most ${LIMITS.authors} authors.`);
      authors = raw
        .map((author, position) => text(author, `${field}.authors[${position}]`, LIMITS.shortText, 'An author'))
        .filter((a): a is string => Boolean(a));
    }
    return {
      id,
      title,
      publication_url: url,
      publication_type: text(item.publication_type, `${field}.publication_type`, 100, 'The publication type'),
      authors,
    };
  });
  assertDistinctIds(parsed, 'publications');
  return parsed;
}

/** docs/product/api.md §5 "Project save". Throws FieldError (4xx). */
export async function parseProjectEdit(db: Db, data: Json, current: ProjectEditView): Promise<ProjectChanges> {
  const columns: ProjectChanges['columns'] = {};
  if ('display_name' in data) columns.displayName = requiredName(data.display_name, 'display_name', EDIT_MESSAGES.projectNameRequired);
  const conceptSlug = conceptSlugOf(data);
  if (conceptSlug !== undefined) {
    if (!conceptSlug) {
      columns.conceptId = null;
    } else {
      const [concept] = await db
        .select({ id: concepts.id })
        .from(concepts)
        .where(eq(concepts.slug, conceptSlug.slice(0, 200)));
      if (!concept) throw new FieldError('concept', 'Unknown confinement concept.');
      columns.conceptId = concept.id;
    }
  }
  if ('project_status' in data) {
    const status = text(data.project_status, 'project_status', 50, 'The status');
    if (status && !(PROJECT_STATUSES as readonly string[]).includes(status)) {
      throw new FieldError('project_status', `The status must be one of: ${PROJECT_STATUSES.join(', ')}.`);
    }
    columns.projectStatus = (status as ProjectStatusValue | null) ?? null;
  }
  // docs/product/api.md §5: years parse to integers; invalid values become null.
  if ('year_operations_started' in data)
    columns.yearOperationsStarted = yearOrNull(data.year_operations_started, 'year_operations_started');
  if ('year_operations_ended' in data) columns.yearOperationsEnded = yearOrNull(data.year_operations_ended, 'year_operations_ended');
  const description = 'markdown' in data ? 'markdown' : 'description' in data ? 'description' : null;
  if (description) {
    const markdown = longText(data[description], description, LIMITS.markdown, 'The description');
    if ((markdown ?? '') !== current.markdown.trim()) {
      columns.descriptionMarkdown = markdown;
      columns.descriptionHtml = markdown ? renderMarkdown(markdown, description) : null;
    }
  }
  let mediaOrder: number[] | undefined;
  if (Array.isArray(data.media)) {
    if (data.media.length > LIMITS.projectImages)
      throw new FieldError('media', `A project can have at most ${LIMITS.projectImages} images.`);
    mediaOrder = data.media.map((item, index) => itemId(isObject(item) ? item.id : item, `media[${index}].id`));
  }
  return { columns, publications: parsePublications(data.publications, current.publications), mediaOrder };
}

// ---------------------------------------------------------------- writing

export interface NewImage {
  /** The temporary negative id the file was named by. */
  tempId: number;
  url: string;
}

/** Apply parsed changes (inside the caller's transaction, after its version check). */
export async function writeProjectChanges(
  tx: Db,
  projectId: number,
  changes: ProjectChanges,
  images: { keep: number[] | undefined; added: NewImage[] },
): Promise<void> {
  if (changes.publications) {
    const kept = changes.publications.filter((item) => item.id > 0).map((item) => item.id);
    await tx
      .delete(publications)
      .where(and(eq(publications.projectId, projectId), kept.length ? notInArray(publications.id, kept) : undefined));
    for (const item of changes.publications) {
      const values = {
        title: item.title,
        publicationUrl: item.publication_url,
        publicationType: item.publication_type,
        authors: item.authors,
      };
      if (item.id > 0)
        await tx
          .update(publications)
          .set(values)
          .where(and(eq(publications.id, item.id), eq(publications.projectId, projectId)));
      else await tx.insert(publications).values({ ...values, projectId });
    }
  }

  const existing = await tx
    .select({ id: projectMedia.id, position: projectMedia.position })
    .from(projectMedia)
    .where(eq(projectMedia.projectId, projectId));
  const keep = images.keep ?? existing.map((row) => row.id);
  if (images.keep) {
    await tx
      .delete(projectMedia)
      .where(and(eq(projectMedia.projectId, projectId), keep.length ? notInArray(projectMedia.id, keep) : undefined));
  }
  const inserted = new Map<number, number>();
  for (const image of images.added) {
    const [row] = await tx.insert(projectMedia).values({ projectId, imageUrl: image.url, position: 0 }).returning({ id: projectMedia.id });
    inserted.set(image.tempId, row!.id);
  }
  // Positions: the order of mainData.media when given, else the kept images then the new ones.
  const order = (changes.mediaOrder ?? [...keep, ...images.added.map((image) => image.tempId)])
    .map((id) => (id < 0 ? inserted.get(id) : keep.includes(id) ? id : undefined))
    .filter((id): id is number => id !== undefined);
  const all = [...new Set([...order, ...keep, ...inserted.values()])];
  for (const [position, id] of all.entries()) {
    await tx
      .update(projectMedia)
      .set({ position })
      .where(and(eq(projectMedia.id, id), eq(projectMedia.projectId, projectId)));
  }
}

export async function claimProjectVersion(
  tx: Db,
  id: number,
  expected: number,
  columns: Partial<typeof projects.$inferInsert>,
): Promise<number | null> {
  const [row] = await tx
    .update(projects)
    .set({ ...columns, version: sql`${projects.version} + 1` })
    .where(and(eq(projects.id, id), eq(projects.version, expected)))
    .returning({ version: projects.version });
  return row?.version ?? null;
}
