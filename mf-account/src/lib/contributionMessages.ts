// Every text the add and edit screens show for a rule or an answer (docs/product/account.md §13 and §14 verbatim
// where the spec words it; otherwise the API's own messages, api/docs/contributions.md).
export { SERVER_ERROR } from './messages';

/** The API's answers the screens recognise. */
export const API_ANSWERS = {
  created: 'OK',
  editSuccessful: 'edit successful',
} as const;

export const CONTRIBUTION_MESSAGES = {
  // docs/product/account.md §13 (images)
  fileTooLarge: 'File must be <10MB',
  fileType: 'We only accept png, jpg/jpeg, svg, and webp',
  // docs/product/account.md §13 (organization save)
  onePerSubcategory: 'Only one entry per subcategory',
  // As the API words them (the client checks them first)
  organizationName: 'Please provide the name of the organization.',
  projectName: 'Please provide the name of the project.',
  projectOrganization: 'Please choose the organization of the project.',
  projectConcept: 'Please choose a confinement concept.',
  offeringCategory: 'Each supply chain offering needs a category.',
  projectSupplied: 'Each project supplied needs a project name and a category.',
  suppliedDescription: 'The description of a project supplied must be at most 160 characters.',
  publication: 'Each publication needs a title and a link.',
  personName: 'Each person needs a name.',
  website: 'Please enter a valid address for the website.',
  email: 'Please enter a valid email address',
  years: 'Years must be between 1800 and 2200.',
} as const;

/** docs/product/account.md §12: what users are told about data they cannot edit. */
export const READ_ONLY_NOTES = {
  funding: 'Funding data cannot be edited here. To change it, email the provider at',
  jobs: 'Job listings cannot be edited here. To change them, email the provider at',
  suppliers: 'Suppliers cannot be edited here. To change them, email the provider at',
  affiliateDescription: 'Customized descriptions are for Affiliate members.',
  becomeAffiliate: 'Become an Affiliate member',
} as const;

/**
 * The review state of a project supplied (security review L7): the organization's own page shows
 * it at once; another organization's project page only once staff approved it.
 */
export const SUPPLIED_REVIEW_NOTES = {
  pending: "Pending review: it shows on your organization's page now, and on the project's page once staff approve it.",
  rejected: "Not approved for the project's page: it shows on your organization's page only.",
  changed:
    "Saving a new entry or a changed project, description or announcement sends it to review before it shows on the project's page " +
    '(not needed for projects your organization runs).',
} as const;

/** A toast after 'edit successful', on the detail page the screen returns to. */
export const SAVED_TOAST = 'Your changes were saved.';

export const CONFLICT_TEXT = {
  title: 'Someone else saved this page while you were editing.',
  body: 'Your changes were not saved, and nothing was overwritten. Copy what you need from the form below, then load the current version and apply your changes again.',
  reload: 'Load the current version',
  yourChanges: 'Your unsaved changes',
} as const;
