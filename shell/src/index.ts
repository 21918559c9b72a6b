import { startRemotesConfig } from './federation/early-config';

// Read the run-time manifest while the app's code downloads.
void startRemotesConfig();
// The bootstrap split: shared singletons are negotiated by Module Federation before the app runs.
import('./bootstrap');
