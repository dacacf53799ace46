// /organizations/{slug}/edit (docs/product/account.md §12): the frame (EditPage) around the form
// (forms/OrganizationEditForm.tsx).
import { useParams } from 'react-router-dom';
import { redirect, type RouteContext } from 'mf-shared/area';
import { contributionOptionsQuery, organizationEditQuery, supplyChainQuery } from '../api/queries';
import { organizationEditForm } from '../forms/lazyForms';
import { editAccessRedirect } from '../utils/editAccess';
import { EditPage } from './EditPage';

// The edit view (as the visitor), the options and the form's chunk; a 403 redirects.
export async function load({ queryClient, params }: RouteContext) {
  const slug = params.slug ?? '';
  await Promise.all([
    queryClient.prefetchQuery(organizationEditQuery(slug)),
    queryClient.prefetchQuery(contributionOptionsQuery()),
    queryClient.prefetchQuery(supplyChainQuery()),
    organizationEditForm.preload(),
  ]);
  const target = editAccessRedirect(queryClient.getQueryState(organizationEditQuery(slug).queryKey)?.error, 'organization', slug);
  if (target) throw redirect(target);
}

export const head = () => ({ title: 'Edit organization', noindex: true });

export default function EditOrganizationPage() {
  const { slug = '' } = useParams();
  return (
    <EditPage
      kind="organization"
      slug={slug}
      query={organizationEditQuery(slug)}
      form={organizationEditForm}
      intro="Your changes are published when you save. Funding and jobs come from our data provider."
    />
  );
}
