/**
 * Module Federation provides a shared module only when the build imports it. The shell renders no
 * dialog, drawer or table itself, but it must be the provider of `shared-auth/overlays`: made in
 * the same build as the shell's @mantine/core, its components use that one Mantine (contexts,
 * theme). A remote's own copy would come with its own. This import (never called) puts it in the
 * shell's build; a browser test checks every singleton in use is the shell's.
 */
export const provideOverlays = () => import('shared-auth/overlays');
