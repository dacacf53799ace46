// `directory/spa`: the single-spa lifecycles the shell mounts (hydrating the server's HTML).
import { createArea } from 'mf-shared/area';
import { directoryArea } from './definition';

export const { bootstrap, mount, unmount, mountStandalone } = createArea(directoryArea);
