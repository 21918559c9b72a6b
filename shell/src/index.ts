import { visitLanguage } from 'shared-auth/language';
import { startFederation } from './federation/start';
import { SHELL_STRINGS } from './strings';

// Read the run-time manifest and start loading the opened page's remote while the app's code
// (the bootstrap chunk and the shared libraries, preloaded by index.html) downloads.
void startFederation();
// The frame's strings in the visit's language, downloading alongside (the first render waits for them).
SHELL_STRINGS[visitLanguage()]().catch(() => undefined);
// The shared libraries evaluated as they arrive, while React DOM's client still downloads (early-libraries.ts).
import('./frame/early-libraries').catch(() => undefined);
// The bootstrap split: shared singletons are negotiated by Module Federation before the app runs.
import('./bootstrap');
