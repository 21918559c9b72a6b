/**
 * Module Federation provides a shared module only when the build imports it. The shell renders no
 * dialog, drawer, table or password, comment or donation field itself, but it must be the
 * provider of the bundles shared apart from @mantine/core (SHARED_APART in
 * scripts/build/mantine-surface.mjs: `shared-auth/overlays`, `shared-auth/forms`): made in the
 * same build as the shell's @mantine/core, their components use that one Mantine (contexts,
 * theme). A remote's own copy would come with its own. These imports (never called) put them in
 * the shell's build; a unit test checks every bundle shared apart is here, a browser test that
 * every singleton in use is the shell's.
 */
export const provideOverlays = () => import('shared-auth/overlays');
export const provideForms = () => import('shared-auth/forms');
