import 'mf-shared/tokens.css';
import { SHELL_ROOT_ID } from 'mf-shared';
import { startShell } from './app/startShell';

// The server's page has #shell-root; the standalone dev page (npm run dev -w shell) has #root.
startShell((document.getElementById(SHELL_ROOT_ID) ?? document.getElementById('root'))!);
