// `account/spa`: the single-spa lifecycles the shell mounts (hydrating the server's HTML).
import { createArea } from 'mf-shared/area';
import { accountArea } from './definition';

export const { bootstrap, mount, unmount, mountStandalone } = createArea(accountArea);
