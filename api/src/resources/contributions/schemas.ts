// Wire schemas of the contribution calls (documented in api/docs/contributions.md, and in
// the OpenAPI document). Request bodies are checked field by field in the handlers (validation.ts)
// so that each failure names its field; the schemas here describe the shapes.
import { Type } from 'typebox';
import { CsrfFailedCode, Nullable, Slug } from '../../http/schemas';
import { ConceptRef, OrganizationRef, ProjectStatus, TagName } from '../shared-schemas';

const Status = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);

export const ErrorWithField = Type.Object({
  message: Type.String(),
  /** The input at fault, as a path into mainData or the body ('founders[2].name'). */
  field: Type.Optional(Type.String()),
});

/** An edit's 403: a refusal naming the field at fault, or a CSRF refusal (`code`). */
export const ForbiddenWithField = Type.Object({ message: Type.String(), field: Type.Optional(Type.String()), code: CsrfFailedCode });

/** 409: a stale version (current_version set), or a name already taken (field set). */
export const ConflictAnswer = Type.Object({
  message: Type.String(),
  /** The version now stored: reload the edit view to see the other changes. */
  current_version: Type.Optional(Type.Integer()),
  field: Type.Optional(Type.String()),
});

export const ClaimAnswer = Type.Object({
  message: Type.String(),
  /** The user's edit access now. */
  status: Status,
  /** The organization's or project's id (as in the session call's memberships). */
  id: Type.Integer(),
  slug: Type.String(),
});

export const ContributionOptions = Type.Object({
  organization_tags: Type.Array(Type.Object({ group: Type.String(), tags: Type.Array(Type.String()) })),
  project_statuses: Type.Array(ProjectStatus),
  concepts: Type.Array(ConceptRef),
  limits: Type.Object({
    max_upload_bytes: Type.Integer(),
    accepted_types: Type.Array(Type.String()),
    projects_supplied_description: Type.Integer(),
    project_images: Type.Integer(),
  }),
});

export const AddOrganizationBody = Type.Object({
  display_name: Type.Optional(Type.String({ maxLength: 1000 })),
  acronym_name: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  organization_tags: Type.Optional(Type.Array(Type.Union([TagName, Type.String()]), { maxItems: 100 })),
});

export const AddProjectBody = Type.Object({
  display_name: Type.Optional(Type.String({ maxLength: 1000 })),
  concept_slug: Type.Optional(Type.String({ maxLength: 200 })),
  organization_slug: Type.Optional(Type.String({ maxLength: 200 })),
});

export const Created = Type.Object({ message: Type.String(), id: Type.Integer(), slug: Type.String() });

export const EditSuccessful = Type.Object({
  message: Type.String(),
  slug: Type.String(),
  /** The new version: send it with the next save. */
  version: Type.Integer(),
});

const EditPerson = Type.Object({ id: Type.Integer(), name: Type.String(), title: Nullable(Type.String()) });

export const OrganizationEditView = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  version: Type.Integer(),
  is_approved: Type.Boolean(),
  display_name: Type.String(),
  acronym_name: Nullable(Type.String()),
  website_url: Nullable(Type.String()),
  description: Nullable(Type.String()),
  self_description: Nullable(Type.String()),
  is_affiliate: Type.Boolean(),
  organization_tags: Type.Array(TagName),
  logo: Nullable(Type.String()),
  founding_year: Nullable(Type.Integer()),
  city: Nullable(Type.String()),
  region: Nullable(Type.String()),
  country: Nullable(Type.String()),
  country_code: Nullable(Type.String()),
  founders: Type.Array(EditPerson),
  leadership: Type.Array(EditPerson),
  contact_email: Nullable(Type.String()),
  projects: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), display_name: Type.String(), is_approved: Type.Boolean() })),
  supply_chain: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      slug: Type.String(),
      offering_link: Nullable(Type.String()),
      supply_chain_link: Type.String(),
    }),
  ),
  projects_supplied: Type.Array(
    Type.Object({
      id: Type.Integer(),
      slug: Type.String(),
      display_name: Type.String(),
      supply_chain_category: Nullable(TagName),
      supply_chain_categories: Type.Array(Type.Object({ name: Type.String(), slug: Type.String() })),
      description: Nullable(Type.String()),
      announcement_url: Nullable(Type.String()),
      /** Staff review before the link shows on the project's page (L7); the organization's own page shows it at once. */
      review_status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]),
    }),
  ),
  jobs_url: Nullable(Type.String()),
});

export const ProjectEditView = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  version: Type.Integer(),
  is_approved: Type.Boolean(),
  display_name: Type.String(),
  concept: Nullable(ConceptRef),
  markdown: Type.String(),
  project_status: Nullable(ProjectStatus),
  year_operations_started: Nullable(Type.Integer()),
  year_operations_ended: Nullable(Type.Integer()),
  affiliated_organizations: Type.Array(OrganizationRef),
  publications: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      publication_url: Type.String(),
      publication_type: Nullable(Type.String()),
      authors: Type.Array(Type.String()),
    }),
  ),
  media: Type.Array(Type.Object({ id: Type.Integer(), image_url: Type.String() })),
  providers: Type.Array(
    Type.Object({
      supplier: Type.Object({ slug: Type.String(), display_name: Type.String(), is_approved: Type.Boolean() }),
      product_categories: Type.Array(TagName),
      description: Nullable(Type.String()),
      announcement_url: Nullable(Type.String()),
    }),
  ),
});

export const SlugOnly = Type.Object({ slug: Slug });

export const MediaParams = Type.Object({ name: Type.String({ maxLength: 100 }) });

/** Documentation of the multipart body (validated by the handler, not by a schema). */
export const EDIT_BODY_DESCRIPTION =
  'multipart/form-data: mainData (JSON text of the edit view, with its `version`; send it first), ' +
  'logoData (file; organizations) + logoFilename, newImageData (files named by their temporary negative id; projects), ' +
  'oldImageIds (ids of the existing images to keep: JSON list, comma-separated or repeated; projects). ' +
  'Or application/json { mainData, oldImageIds } without files. If-Match: "<version>" may replace mainData.version.';
