import { startFederation } from './federation/start';

// Read the run-time manifest and start loading the opened page's remote while the app's code
// (the bootstrap chunk and the shared libraries, preloaded by index.html) downloads.
void startFederation();
// The bootstrap split: shared singletons are negotiated by Module Federation before the app runs.
import('./bootstrap');
