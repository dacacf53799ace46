// Contributions (docs/product/api.md §4, §5, §7; issue 13): claiming, adding and editing organizations and
// projects, and the uploaded images. Wire contract: api/docs/contributions.md.
//
// Every answer here except GET /api/media/<name> depends on who asks: `Cache-Control: private,
// no-store`, and none of these routes opts into the shared response cache.
import multipart from '@fastify/multipart';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext } from '../../app';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/helpers';
import {
  concepts,
  organizationMemberships,
  organizations,
  organizationTagLinks,
  projectMemberships,
  projectOrganizations,
  projects,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import { Forbidden, Message } from '../../http/schemas';
import { assertCsrf } from '../accounts/sessions';
import { perAccount, perIp } from '../accounts/rate-limits';
import {
  ACCESS_MESSAGES,
  assertMember,
  requireMember,
  requireSignedIn,
  requireVerified,
  signedInViewer,
  type EntityKind,
  type Viewer,
} from '../../http/auth';
import { canSeeUnapproved } from './access';
import { writeAudit } from './audit';
import { readEditForm } from './edit-form';
import { loadCatalogues, resolveTags, tagOptions } from './lookups';
import {
  claimOrganizationVersion,
  organizationEditView,
  parseOrganizationEdit,
  writeOrganizationChanges,
  type OrganizationEditView as OrganizationView,
} from './organization-edit';
import {
  claimProjectVersion,
  parseProjectEdit,
  PROJECT_STATUSES,
  projectEditView,
  writeProjectChanges,
  type ProjectEditView as ProjectView,
} from './project-edit';
import {
  AddOrganizationBody,
  AddProjectBody,
  ClaimAnswer,
  ConflictAnswer,
  ContributionOptions,
  Created,
  EDIT_BODY_DESCRIPTION,
  EditSuccessful,
  ErrorWithField,
  ForbiddenWithField,
  MediaParams,
  OrganizationEditView,
  ProjectEditView,
  SlugOnly,
} from './schemas';
import { createMediaStorage, MEDIA_CACHE_CONTROL, MEDIA_CONTENT_TYPES, MEDIA_NAME, mediaUrl, type MediaExtension } from './storage';
import { closeSvgPool } from './svg-pool';
import { MAX_UPLOAD_BYTES } from './uploads';
import { EDIT_MESSAGES, FieldError, LIMITS, requiredName, slugOf, text } from './validation';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Rate limits (per IP, and per signed-in account), counted in the database like the account calls'. */
const CONTRIBUTION_LIMITS = {
  claim: { ip: { max: 60, timeWindow: HOUR }, account: { max: 30, timeWindow: HOUR } },
  add: { ip: { max: 30, timeWindow: HOUR }, account: { max: 20, timeWindow: HOUR } },
  edit: { ip: { max: 120, timeWindow: 10 * MINUTE }, account: { max: 60, timeWindow: 10 * MINUTE } },
};

/**
 * New organizations + projects one account may have awaiting review at once (L9: accounts are
 * cheap, so the hourly add limit alone lets a few bury the queue). Staff are not capped.
 */
const MAX_PENDING_ENTRIES = 5;

const CONTRIBUTION_MESSAGES = {
  claimSent: 'Edit request sent',
  claimPending: 'Edit request pending',
  claimApproved: { organization: 'You have claimed this organization.', project: 'You have claimed this project.' },
  duplicateOrganization: 'An organization with this name already exists.',
  duplicateProject: 'A project with this name already exists.',
  organizationRequired: 'Please choose the organization of the project.',
  unknownOrganization: 'Unknown organization.',
  conceptRequired: 'Please choose a confinement concept.',
  unknownConcept: 'Unknown confinement concept.',
  tooManyPending: `You already have ${MAX_PENDING_ENTRIES} new entries awaiting review. You can add more once staff have reviewed them.`,
  conflict: {
    organization:
      'This organization was changed by someone else after you opened it. Reload it to see their changes, then make yours again.',
    project: 'This project was changed by someone else after you opened it. Reload it to see their changes, then make yours again.',
  },
} as const;

/**
 * 409 when the account already has MAX_PENDING_ENTRIES entries awaiting review. Runs in the add's
 * transaction after locking the account's row, so concurrent adds by one account queue here.
 */
async function assertRoomForPendingEntry(tx: Db, viewer: Viewer): Promise<void> {
  if (viewer.isStaff) return;
  await tx.execute(sql`SELECT id FROM users WHERE id = ${viewer.id} FOR UPDATE`);
  const [row] = await queryRows<{ pending: number }>(
    tx,
    sql`SELECT (SELECT count(*) FROM organizations WHERE created_by_id = ${viewer.id} AND NOT is_approved AND reviewed_at IS NULL)
          + (SELECT count(*) FROM projects WHERE created_by_id = ${viewer.id} AND NOT is_approved AND reviewed_at IS NULL) AS pending`,
  );
  if (Number(row!.pending) >= MAX_PENDING_ENTRIES) throw new HttpError(409, CONTRIBUTION_MESSAGES.tooManyPending);
}

/** Slugs that name pages or calls rather than entities. */
const RESERVED_SLUGS = new Set(['add', 'edit', 'new', 'get-tags', 'by-concept', 'requesteditaccess']);

class ConflictError extends HttpError {
  constructor(
    message: string,
    readonly currentVersion: number,
  ) {
    super(409, message);
  }
}

/** Errors with more than a message: FieldError → { message, field }; ConflictError → { message, current_version }. */
function sendRichError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof ConflictError) return reply.code(409).send({ message: error.message, current_version: error.currentVersion });
  if (error instanceof FieldError) return reply.code(error.statusCode).send({ message: error.message, field: error.field });
  throw error;
}

/** If-Match: "3", W/"3" or 3 — or mainData.version. */
function expectedVersion(request: FastifyRequest, data: Record<string, unknown>): number {
  const header = request.headers['if-match'];
  const raw = typeof header === 'string' && header.trim() ? header.trim().replace(/^W\//, '').replace(/^"|"$/g, '') : data.version;
  const version = typeof raw === 'string' && /^\d{1,9}$/.test(raw.trim()) ? Number(raw) : raw;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new FieldError('version', EDIT_MESSAGES.versionRequired, 428);
  }
  return version;
}

/** A slug for a new entity: from its name, unique, never a reserved word. */
async function uniqueSlug(db: Db, table: 'organizations' | 'projects', name: string, fallback: string): Promise<string> {
  let base = slugOf(name) || fallback;
  if (RESERVED_SLUGS.has(base)) base = `${base}-${fallback}`;
  const rows = await queryRows<{ slug: string }>(
    db,
    sql`SELECT slug FROM ${sql.identifier(table)} WHERE slug = ${base} OR slug LIKE ${`${base}-%`}`,
  );
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, context) => {
  const { db, secret, config } = context;
  const storage = createMediaStorage(config);
  // In the startup log: where uploads go (a bucket with S3_BUCKET, else UPLOADS_DIR).
  app.log.info({ mediaStorage: storage.kind, location: storage.location }, `media storage: ${storage.kind} ${storage.location}`);

  // Only this plugin parses multipart bodies (the edit calls).
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES } });
  // The SVG sanitizer's worker threads (started by the first SVG upload) stop with the app.
  app.addHook('onClose', closeSvgPool);

  app.addHook('onSend', async (_request, reply, payload) => {
    // Unless a route chose (media: immutable; options: the shared cache's public rule).
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    return payload;
  });

  // Per account (the signed-in user) as a preHandler, per IP as the route's config.rateLimit.
  const limited = config.contributionRateLimits;
  const limiter = (name: keyof typeof CONTRIBUTION_LIMITS) =>
    limited
      ? perAccount(app, `contributions-${name}`, CONTRIBUTION_LIMITS[name].account, async (request) => {
          const viewer = await request.viewer();
          return viewer ? String(viewer.id) : null;
        })
      : async () => {};
  const ipLimit = (name: keyof typeof CONTRIBUTION_LIMITS): RateLimitOptions | false =>
    limited ? perIp(CONTRIBUTION_LIMITS[name].ip) : false;

  // ---------------------------------------------------------------- options for the add/edit screens

  app.get(
    '/v1/contributions/options/',
    {
      config: { responseCache: { scope: 'public' } },
      schema: {
        tags: ['contributions'],
        summary:
          'What the add and edit screens offer: organization tags by group (docs/product/api.md §3), statuses, concepts, upload limits',
        response: { 200: ContributionOptions },
      },
    },
    async () => {
      const [tags, conceptRows] = await Promise.all([
        tagOptions(db),
        db.select({ display_name: concepts.displayName, slug: concepts.slug }).from(concepts).orderBy(concepts.displayName),
      ]);
      return {
        organization_tags: tags,
        project_statuses: [...PROJECT_STATUSES],
        concepts: conceptRows,
        limits: {
          max_upload_bytes: MAX_UPLOAD_BYTES,
          accepted_types: Object.values(MEDIA_CONTENT_TYPES),
          projects_supplied_description: LIMITS.suppliedDescription,
          project_images: LIMITS.projectImages,
        },
      };
    },
  );

  // ---------------------------------------------------------------- claims (docs/product/account.md §9)

  async function entityBySlug(kind: EntityKind, slug: string) {
    const table = kind === 'organization' ? organizations : projects;
    const [row] = await db
      .select({ id: table.id, slug: table.slug, displayName: table.displayName, isApproved: table.isApproved, version: table.version })
      .from(table)
      .where(eq(table.slug, slug));
    return row ?? null;
  }

  async function requestEditAccess(viewer: Viewer, kind: EntityKind, entity: { id: number; slug: string }) {
    return db.transaction(async (tx) => {
      const isOrganization = kind === 'organization';
      const table = isOrganization ? organizationMemberships : projectMemberships;
      const entityColumn = isOrganization ? organizationMemberships.organizationId : projectMemberships.projectId;
      const [existing] = await tx
        .select({ id: table.id, status: table.status })
        .from(table)
        .where(and(eq(table.userId, viewer.id), eq(entityColumn, entity.id)))
        .for('update');
      if (existing && existing.status !== 'rejected') return existing.status;
      const action = `${kind}_claim.request` as const;
      if (existing) {
        // Claiming again after a rejection re-opens the request for staff (the earlier decision stays on the row).
        await tx
          .update(table)
          .set({ status: 'pending', requestedAt: sql`now()` })
          .where(eq(table.id, existing.id));
      } else {
        const values = isOrganization
          ? { userId: viewer.id, organizationId: entity.id, status: 'pending' as const }
          : { userId: viewer.id, projectId: entity.id, status: 'pending' as const };
        const inserted = await tx
          .insert(table)
          .values(values as never)
          .onConflictDoNothing()
          .returning({ id: table.id });
        if (inserted.length === 0) return 'pending' as const; // a concurrent identical request won
      }
      await writeAudit(tx, {
        actor: viewer,
        action,
        entityType: kind,
        entityId: entity.id,
        entitySlug: entity.slug,
        before: existing ? { status: existing.status } : null,
        after: { status: 'pending', user_id: viewer.id },
      });
      return 'created' as const;
    });
  }

  for (const kind of ['organization', 'project'] as const) {
    const plural = kind === 'organization' ? 'organizations' : 'projects';
    app.get(
      `/v1/${plural}/:slug/requesteditaccess/`,
      {
        config: { rateLimit: ipLimit('claim') },
        // It writes: the CSRF header is required as on a POST (the client sends it on every call, docs/product/api.md §1).
        onRequest: async (request) => assertCsrf(db, secret, request),
        preHandler: [requireSignedIn, limiter('claim')],
        schema: {
          tags: ['contributions'],
          summary: `Claim ${kind === 'organization' ? 'an organization' : 'a project'}: ask for edit access (idempotent)`,
          description:
            '200 { message, status, id, slug }: "Edit request sent" (a pending claim was created, or a rejected one re-opened), ' +
            '"Edit request pending" (already asked), or "You have claimed this …" (approved). 401: signed out. 403: CSRF. ' +
            '404: unknown slug, or an unapproved entry the visitor cannot see. 429: too many requests.',
          params: SlugOnly,
          response: { 200: ClaimAnswer, 401: Message, 403: Forbidden, 404: Message, 429: Message },
        },
      },
      async (request) => {
        const viewer = signedInViewer(request);
        const entity = await entityBySlug(kind, request.params.slug);
        if (!entity) throw new HttpError(404, ACCESS_MESSAGES.notFound[kind]);
        if (!entity.isApproved && !(await canSeeUnapproved(db, viewer, kind, entity.id))) {
          throw new HttpError(404, ACCESS_MESSAGES.notFound[kind]);
        }
        const outcome = await requestEditAccess(viewer, kind, entity);
        const status = outcome === 'created' ? 'pending' : outcome;
        const message =
          outcome === 'created'
            ? CONTRIBUTION_MESSAGES.claimSent
            : outcome === 'approved'
              ? CONTRIBUTION_MESSAGES.claimApproved[kind]
              : CONTRIBUTION_MESSAGES.claimPending;
        return { message, status, id: entity.id, slug: entity.slug };
      },
    );
  }

  // ---------------------------------------------------------------- adding (docs/product/account.md §11)

  async function assertNameFree(kind: EntityKind, name: string, exceptId?: number) {
    const table = kind === 'organization' ? organizations : projects;
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(sql`lower(${table.displayName}) = lower(${name})`, exceptId ? sql`${table.id} <> ${exceptId}` : undefined))
      .limit(1);
    if (row) {
      throw new FieldError(
        'display_name',
        kind === 'organization' ? CONTRIBUTION_MESSAGES.duplicateOrganization : CONTRIBUTION_MESSAGES.duplicateProject,
        409,
      );
    }
  }

  app.post(
    '/v1/organizations/',
    {
      config: { rateLimit: ipLimit('add') },
      preHandler: [requireSignedIn, limiter('add')],
      schema: {
        tags: ['contributions'],
        summary:
          'Add an organization (docs/product/api.md §7): it stays unapproved until staff approve it; the creator may edit it at once',
        description:
          '200 { message: "OK", id, slug }. 400 { message, field }: a missing name, an unknown tag. 409 { message, field }: the name is taken. ' +
          `409 { message }: the account already has ${MAX_PENDING_ENTRIES} new entries awaiting review. ` +
          '401: signed out. 403: CSRF. 429.',
        body: AddOrganizationBody,
        response: { 200: Created, 400: ErrorWithField, 401: Message, 403: Forbidden, 409: ErrorWithField, 429: Message },
      },
    },
    async (request, reply) => {
      const viewer = signedInViewer(request);
      try {
        const body = request.body;
        const displayName = requiredName(body.display_name, 'display_name', EDIT_MESSAGES.organizationNameRequired);
        const acronymName = text(body.acronym_name, 'acronym_name', LIMITS.acronym, 'The acronym');
        const tagIds = resolveTags(body.organization_tags ?? [], 'organization_tags', await loadCatalogues(db));
        await assertNameFree('organization', displayName);
        const created = await insertWithSlug('organizations', displayName, 'organization', async (tx, slug) => {
          await assertRoomForPendingEntry(tx, viewer);
          const [row] = await tx
            .insert(organizations)
            .values({ slug, displayName, acronymName, isApproved: false, createdById: viewer.id })
            .returning({ id: organizations.id, slug: organizations.slug });
          if (tagIds.length) {
            await tx.insert(organizationTagLinks).values(tagIds.map((tagId) => ({ organizationId: row!.id, tagId })));
          }
          // docs/product/api.md §4: the creator's claim is approved at once.
          await tx
            .insert(organizationMemberships)
            .values({ userId: viewer.id, organizationId: row!.id, status: 'approved', decidedAt: new Date().toISOString() });
          await writeAudit(tx, {
            actor: viewer,
            action: 'organization.create',
            entityType: 'organization',
            entityId: row!.id,
            entitySlug: row!.slug,
            before: null,
            after: await organizationEditView(tx, { id: row!.id }),
          });
          return row!;
        });
        return { message: EDIT_MESSAGES.ok, id: created.id, slug: created.slug };
      } catch (error) {
        return sendRichError(reply, error);
      }
    },
  );

  app.post(
    '/v1/projects/',
    {
      config: { rateLimit: ipLimit('add') },
      preHandler: [requireSignedIn, limiter('add')],
      schema: {
        tags: ['contributions'],
        summary: 'Add a project (docs/product/api.md §7): unapproved until staff approve it; the creator may edit it at once',
        description:
          '200 { message: "OK", id, slug }. 400 { message, field }: a missing field, an unknown organization or concept. ' +
          '409 { message, field }: the name is taken. ' +
          `409 { message }: the account already has ${MAX_PENDING_ENTRIES} new entries awaiting review. 401: signed out. 403: CSRF. 429.`,
        body: AddProjectBody,
        response: { 200: Created, 400: ErrorWithField, 401: Message, 403: Forbidden, 409: ErrorWithField, 429: Message },
      },
    },
    async (request, reply) => {
      const viewer = signedInViewer(request);
      try {
        const body = request.body;
        const organizationSlug = text(body.organization_slug, 'organization_slug', 200, 'The organization');
        if (!organizationSlug) throw new FieldError('organization_slug', CONTRIBUTION_MESSAGES.organizationRequired);
        const displayName = requiredName(body.display_name, 'display_name', EDIT_MESSAGES.projectNameRequired);
        const conceptSlug = text(body.concept_slug, 'concept_slug', 200, 'The concept');
        if (!conceptSlug) throw new FieldError('concept_slug', CONTRIBUTION_MESSAGES.conceptRequired);
        const organization = await entityBySlug('organization', organizationSlug);
        if (!organization || (!organization.isApproved && !(await canSeeUnapproved(db, viewer, 'organization', organization.id)))) {
          throw new FieldError('organization_slug', CONTRIBUTION_MESSAGES.unknownOrganization);
        }
        const [concept] = await db.select({ id: concepts.id }).from(concepts).where(eq(concepts.slug, conceptSlug));
        if (!concept) throw new FieldError('concept_slug', CONTRIBUTION_MESSAGES.unknownConcept);
        await assertNameFree('project', displayName);
        const created = await insertWithSlug('projects', displayName, 'project', async (tx, slug) => {
          await assertRoomForPendingEntry(tx, viewer);
          const [row] = await tx
            .insert(projects)
            .values({ slug, displayName, conceptId: concept.id, isApproved: false, createdById: viewer.id })
            .returning({ id: projects.id, slug: projects.slug });
          await tx.insert(projectOrganizations).values({ projectId: row!.id, organizationId: organization.id, position: 0 });
          // docs/product/account.md §11: adding records the creator's approved access.
          await tx
            .insert(projectMemberships)
            .values({ userId: viewer.id, projectId: row!.id, status: 'approved', decidedAt: new Date().toISOString() });
          await writeAudit(tx, {
            actor: viewer,
            action: 'project.create',
            entityType: 'project',
            entityId: row!.id,
            entitySlug: row!.slug,
            before: null,
            after: await projectEditView(tx, { id: row!.id }),
          });
          return row!;
        });
        return { message: EDIT_MESSAGES.ok, id: created.id, slug: created.slug };
      } catch (error) {
        return sendRichError(reply, error);
      }
    },
  );

  /** Insert under a fresh slug; a concurrent insert taking the same slug is retried once with another. */
  async function insertWithSlug<T>(
    table: 'organizations' | 'projects',
    name: string,
    fallback: string,
    insert: (tx: Db, slug: string) => Promise<T>,
  ) {
    for (let attempt = 0; ; attempt += 1) {
      let slug = await uniqueSlug(db, table, name, fallback);
      if (attempt > 0) slug = `${slug}-${Math.random().toString(36).slice(2, 7)}`;
      try {
        return await db.transaction((tx) => insert(tx, slug));
      } catch (error) {
        if (attempt > 0 || !isUniqueViolation(error)) throw error;
      }
    }
  }

  // ---------------------------------------------------------------- edit views (docs/product/api.md §2)

  /** The edit view once requireMember admitted the viewer (404 if it went away since). */
  async function editableView<T>(kind: EntityKind, load: () => Promise<T | null>): Promise<T> {
    const view = await load();
    if (!view) throw new HttpError(404, ACCESS_MESSAGES.notFound[kind]);
    return view;
  }

  const slugParam = (request: FastifyRequest) => (request.params as { slug?: string }).slug;

  app.get(
    '/v1/organizations/:slug/edit/',
    {
      preHandler: requireMember(db, 'organization', slugParam),
      schema: {
        tags: ['contributions'],
        summary: 'What /organizations/{slug}/edit loads (docs/product/api.md §2 "Organization edit view"), for those who may edit it',
        description:
          '200 the edit view with its `version`. 401: signed out. 403: unverified, or no approved claim. 404: unknown (or unapproved and not yours).',
        params: SlugOnly,
        response: { 200: OrganizationEditView, 401: Message, 403: Forbidden, 404: Message },
      },
    },
    async (request, reply) => {
      const view = await editableView('organization', () => organizationEditView(db, { slug: request.params.slug }));
      reply.header('etag', `"${view.version}"`);
      return view;
    },
  );

  app.get(
    '/v1/projects/:slug/edit/',
    {
      preHandler: requireMember(db, 'project', slugParam),
      schema: {
        tags: ['contributions'],
        summary: 'What /projects/{slug}/edit loads (docs/product/api.md §2 "Project edit view"), for those who may edit it',
        description:
          '200 the edit view with its `version`. 401: signed out. 403: unverified, or no approved claim. 404: unknown (or unapproved and not yours).',
        params: SlugOnly,
        response: { 200: ProjectEditView, 401: Message, 403: Forbidden, 404: Message },
      },
    },
    async (request, reply) => {
      const view = await editableView('project', () => projectEditView(db, { slug: request.params.slug }));
      reply.header('etag', `"${view.version}"`);
      return view;
    },
  );

  // ---------------------------------------------------------------- saving (docs/product/api.md §5, §7)

  /** Which entity mainData names: its slug (or id). */
  function targetOf(data: Record<string, unknown>): { slug: string } | { id: number } {
    if (typeof data.slug === 'string' && data.slug.trim()) return { slug: data.slug.trim().slice(0, 200) };
    if (typeof data.id === 'number' && Number.isInteger(data.id) && data.id > 0 && data.id < 2 ** 31) return { id: data.id };
    throw new FieldError('slug', 'mainData must name the entity by its slug.');
  }

  const editRouteOptions = (kind: EntityKind) => ({
    config: { rateLimit: ipLimit('edit') },
    // Refused before the body is read (docs/product/api.md §6: an unverified account cannot edit).
    preHandler: [requireVerified, limiter('edit')],
    schema: {
      tags: ['contributions'],
      summary: `Save the ${kind} edit screen (docs/product/api.md §7): multipart, answered 'edit successful' or an error text`,
      description:
        `${EDIT_BODY_DESCRIPTION} Answers: 200 { message: "edit successful", slug, version }. 401 { message }: signed out. 400/403/413/415 { message, field? }. ` +
        '409 { message, current_version }: someone else saved first. 428 { message, field: "version" }: no version sent. 404: unknown. 429.',
      response: {
        200: EditSuccessful,
        400: ErrorWithField,
        401: Message,
        403: ForbiddenWithField,
        404: Message,
        409: ConflictAnswer,
        413: ErrorWithField,
        415: ErrorWithField,
        428: ErrorWithField,
        429: Message,
      },
    },
  });

  app.post('/v1/organization/edit', editRouteOptions('organization'), async (request, reply) => {
    const viewer = signedInViewer(request);
    try {
      let current: OrganizationView | null = null;
      const form = await readEditForm(request, 'logo', async (data) => {
        current = await organizationEditView(db, targetOf(data));
        if (!current) throw new HttpError(404, ACCESS_MESSAGES.notFound.organization);
        await assertMember(db, viewer, 'organization', { id: current.id, isApproved: current.is_approved });
      });
      const before = current as unknown as OrganizationView;
      const expected = expectedVersion(request, form.mainData);
      const changes = await parseOrganizationEdit(db, form.mainData, before, viewer);
      if (changes.columns.displayName && changes.columns.displayName.toLowerCase() !== before.display_name.toLowerCase()) {
        await assertNameFree('organization', changes.columns.displayName, before.id);
      }
      if (before.version !== expected) throw new ConflictError(CONTRIBUTION_MESSAGES.conflict.organization, before.version);
      if (form.logo) {
        await storage.put(form.logo.name, form.logo.data);
        changes.columns.logo = mediaUrl(form.logo.name);
      } else if (changes.deleteLogo) {
        changes.columns.logo = null;
      }
      const version = await db.transaction(async (tx) => {
        const next = await claimOrganizationVersion(tx, before.id, expected, changes.columns);
        if (next === null) {
          const [row] = await tx.select({ version: organizations.version }).from(organizations).where(eq(organizations.id, before.id));
          throw new ConflictError(CONTRIBUTION_MESSAGES.conflict.organization, row?.version ?? expected);
        }
        await writeOrganizationChanges(tx, before.id, changes, viewer);
        await writeAudit(tx, {
          actor: viewer,
          action: 'organization.edit',
          entityType: 'organization',
          entityId: before.id,
          entitySlug: before.slug,
          before,
          after: await organizationEditView(tx, { id: before.id }),
        });
        return next;
      });
      reply.header('etag', `"${version}"`);
      return { message: EDIT_MESSAGES.editSuccessful, slug: before.slug, version };
    } catch (error) {
      return sendRichError(reply, error);
    }
  });

  app.post('/v1/project/edit', editRouteOptions('project'), async (request, reply) => {
    const viewer = signedInViewer(request);
    try {
      let current: ProjectView | null = null;
      const form = await readEditForm(request, 'project', async (data) => {
        current = await projectEditView(db, targetOf(data));
        if (!current) throw new HttpError(404, ACCESS_MESSAGES.notFound.project);
        await assertMember(db, viewer, 'project', { id: current.id, isApproved: current.is_approved });
      });
      const before = current as unknown as ProjectView;
      const expected = expectedVersion(request, form.mainData);
      const changes = await parseProjectEdit(db, form.mainData, before);
      if (changes.columns.displayName && changes.columns.displayName.toLowerCase() !== before.display_name.toLowerCase()) {
        await assertNameFree('project', changes.columns.displayName, before.id);
      }
      const existingIds = new Set(before.media.map((image) => image.id));
      for (const id of form.oldImageIds ?? []) {
        if (!existingIds.has(id)) throw new FieldError('oldImageIds', `Unknown image id: ${id}.`);
      }
      const kept = form.oldImageIds ? new Set(form.oldImageIds).size : before.media.length;
      if (kept + form.newImages.length > LIMITS.projectImages) {
        throw new FieldError('newImageData', `A project can have at most ${LIMITS.projectImages} images.`);
      }
      if (before.version !== expected) throw new ConflictError(CONTRIBUTION_MESSAGES.conflict.project, before.version);
      for (const { image } of form.newImages) await storage.put(image.name, image.data);
      const version = await db.transaction(async (tx) => {
        const next = await claimProjectVersion(tx, before.id, expected, changes.columns);
        if (next === null) {
          const [row] = await tx.select({ version: projects.version }).from(projects).where(eq(projects.id, before.id));
          throw new ConflictError(CONTRIBUTION_MESSAGES.conflict.project, row?.version ?? expected);
        }
        await writeProjectChanges(tx, before.id, changes, {
          keep: form.oldImageIds ? [...new Set(form.oldImageIds)] : undefined,
          added: form.newImages.map(({ tempId, image }) => ({ tempId, url: mediaUrl(image.name) })),
        });
        await writeAudit(tx, {
          actor: viewer,
          action: 'project.edit',
          entityType: 'project',
          entityId: before.id,
          entitySlug: before.slug,
          before,
          after: await projectEditView(tx, { id: before.id }),
        });
        return next;
      });
      reply.header('etag', `"${version}"`);
      return { message: EDIT_MESSAGES.editSuccessful, slug: before.slug, version };
    } catch (error) {
      return sendRichError(reply, error);
    }
  });

  // ---------------------------------------------------------------- serving uploads

  app.get(
    '/media/:name',
    {
      schema: {
        tags: ['contributions'],
        summary: 'An uploaded image (logo or project image), by its content-addressed name',
        description:
          'image/png, image/jpeg, image/webp or image/svg+xml; Cache-Control: public, max-age=31536000, immutable; ' +
          "X-Content-Type-Options: nosniff; Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; sandbox. 404: unknown.",
        params: MediaParams,
        response: { 404: Message },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const data = MEDIA_NAME.test(name) ? await storage.get(name) : null;
      if (!data) {
        reply.header('cache-control', 'no-store');
        throw new HttpError(404, 'No such file.');
      }
      const extension = name.slice(name.lastIndexOf('.') + 1) as MediaExtension;
      return reply
        .header('content-type', MEDIA_CONTENT_TYPES[extension])
        .header('cache-control', MEDIA_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('cross-origin-resource-policy', 'same-site')
        .header('content-disposition', `inline; filename="${name}"`)
        .send(data as never);
    },
  );
};

export default routes;
