// /organizations/add (docs/product/account.md §11): the page around the form (forms/AddOrganizationForm.tsx).
import type { RouteContext } from 'mf-shared/area';
import { FormSlot } from '../../../components/FormSlot';
import { contributionOptionsQuery } from '../api/queries';
import { addOrganizationForm } from '../forms/lazyForms';
import { ContributionLayout } from './ContributionLayout';

// Server: the tag buttons' options and the form's chunk, so the form is in the HTML.
export const load = ({ queryClient }: RouteContext) =>
  Promise.all([queryClient.prefetchQuery(contributionOptionsQuery()), addOrganizationForm.preload()]);

export const head = () => ({ title: 'Add organization', noindex: true });

export default function AddOrganizationPage() {
  return (
    <ContributionLayout
      width="narrow"
      heading="Add an organization"
      intro="Staff review new organizations before they appear in the directory. You can edit yours right away."
    >
      <FormSlot form={addOrganizationForm} rows={3} />
    </ContributionLayout>
  );
}
