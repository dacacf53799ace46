// /projects/add (docs/product/account.md §11): the page around the form (forms/AddProjectForm.tsx).
import type { RouteContext } from 'mf-shared/area';
import { FormSlot } from '../../../components/FormSlot';
import { accountInfoQuery } from '../../../lib/api/accountInfo';
import { contributionOptionsQuery, organizationChoicesQuery } from '../api/queries';
import { addProjectForm } from '../forms/lazyForms';
import { ContributionLayout } from './ContributionLayout';

// Server: the concepts, the organizations (the preselected one is shown by name) and the form.
export const load = ({ queryClient }: RouteContext) =>
  Promise.all([
    queryClient.prefetchQuery(contributionOptionsQuery()),
    queryClient.prefetchQuery(organizationChoicesQuery()),
    queryClient.prefetchQuery(accountInfoQuery()),
    addProjectForm.preload(),
  ]);

export const head = () => ({ title: 'Add project', noindex: true });

export default function AddProjectPage() {
  return (
    <ContributionLayout
      width="narrow"
      heading="Add a project"
      intro="Staff review new projects before they appear in the directory. You can edit yours right away."
    >
      <FormSlot form={addProjectForm} rows={3} />
    </ContributionLayout>
  );
}
