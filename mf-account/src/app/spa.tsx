// `account/spa`: the single-spa lifecycles the shell mounts (hydrating the server's HTML).
import { createArea } from 'mf-shared/area';
import { watchSessionTransitions } from '../features/auth/utils/sessionTransitions';
import { accountArea } from './definition';

watchSessionTransitions();

export const { bootstrap, mount, unmount, mountStandalone } = createArea(accountArea);
