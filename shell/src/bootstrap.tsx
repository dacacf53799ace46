import 'mf-shared/tokens.css';
import { SHELL_ROOT_ID } from 'mf-shared';
import { startShell } from './app/startShell';

startShell(document.getElementById(SHELL_ROOT_ID)!);
