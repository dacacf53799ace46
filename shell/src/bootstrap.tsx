import 'mf-shared/tokens.css';
import { startShell } from './app/startShell';

startShell(document.getElementById('shell-root')!);
