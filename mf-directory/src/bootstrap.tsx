// Standalone page (npm run dev -w mf-directory): the area alone, against a running site's API.
import 'mf-shared/tokens.css';
import { useAuthStore } from 'mf-shared';
import { mountStandalone } from './app/spa';

void useAuthStore.getState().loadSession();
void mountStandalone(document.getElementById('root')!);
