// The add and edit forms' code (react-hook-form, yup, the calls) in chunks of their own, off the
// pages' critical path, like the sign-in forms (features/auth/forms/lazyForms.ts): the server
// renders them into the page (the route's `load` preloads the chunk) and the browser hydrates
// each form's Suspense boundary when its chunk has arrived.
import type { PageModule } from 'mf-shared/area';
import { lazyPage } from 'mf-shared/area';

export const addOrganizationForm = lazyPage(
  'add-organization-form',
  () => import(/* webpackChunkName: "add-organization-form" */ './AddOrganizationForm'),
);
export const addProjectForm = lazyPage('add-project-form', () => import(/* webpackChunkName: "add-project-form" */ './AddProjectForm'));
export const organizationEditForm = lazyPage(
  'organization-edit-form',
  // Its props are given by FormSlot (OrganizationEditFormProps).
  () => import(/* webpackChunkName: "organization-edit-form" */ './OrganizationEditForm') as Promise<PageModule>,
);
export const projectEditForm = lazyPage(
  'project-edit-form',
  () => import(/* webpackChunkName: "project-edit-form" */ './ProjectEditForm') as Promise<PageModule>,
);
