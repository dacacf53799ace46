import { AddButton } from '../../../components/AddButton';

const ADD_PROJECT_PATH = '/projects/add';

/** 'Add Project' (docs/product/directory.md §3): the add form when signed in, otherwise the sign-in dialog. */
export function AddProjectButton() {
  return (
    <AddButton
      label="Add Project"
      to={ADD_PROJECT_PATH}
      dialogTitle="Sign in to add a project"
      flowMarker="redirectNewProj"
      dialogText="You need an account to add a project to the directory."
    />
  );
}
