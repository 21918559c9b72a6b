// Ambient declarations shared by the front ends (shell and remotes): referenced from each
// package's tsconfig "types" as "shared-auth/env".
/// <reference types="node" />
// Build-time constants defined by scripts/build/rspack-base.ts (DefinePlugin).
declare namespace NodeJS {
  interface ProcessEnv {
    readonly NODE_ENV: 'development' | 'production' | 'test';
    /** API base URL for the standalone dev mode (the shell sets it at run time from remotes.json). */
    readonly RELIEF_API_URL: string;
  }
}

declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
