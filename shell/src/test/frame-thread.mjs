// The worker thread's entry (frame-worker.ts): TypeScript and the CSS-ignoring hook, then the render.
import 'relief-build/css-ignore';
import { register } from 'tsx/esm/api';

// The repository's compiler options for every file (shared-auth's too: the shell's tsconfig includes only its own).
register({ tsconfig: new URL('../../../tsconfig.json', import.meta.url).pathname });
await import('./frame-thread.mts');
