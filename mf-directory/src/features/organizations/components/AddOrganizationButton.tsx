import { AddButton } from '../../../components/AddButton';

const ADD_ORGANIZATION_PATH = '/organizations/add';

/** 'Add Organization': the add form when signed in, otherwise a dialog offering Sign In or Create Account. */
export function AddOrganizationButton() {
  return (
    <AddButton
      label="Add Organization"
      to={ADD_ORGANIZATION_PATH}
      dialogTitle="Sign in to add an organization"
      flowMarker="redirectNewOrg"
      dialogText="You need an account to add an organization to the directory."
    />
  );
}
