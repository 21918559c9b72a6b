/**
 * Mantine form fields that only a few forms use (the login and register PasswordInput, the
 * Textarea of the contact, comment, testimonial and campaign forms), shared apart from
 * @mantine/core so the pages without them do not download them (~2 KB brotli off every public
 * page). The donate dialog's Checkbox comes with the dialog, from shared-auth/overlays.
 *
 * Import them from here — `import { Textarea } from 'shared-auth/forms'` — never from
 * @mantine/core (the build check says so). In the builds, this module is replaced by
 * forms.bundle.mjs (the `import` of the `shared-auth/forms` federation singleton, see
 * SHARED_APART in scripts/build/mantine-surface.mjs and scripts/build/rspack-base.ts), which
 * takes the components from @mantine/core's own files, so they share the one @mantine/core the
 * shell provides (its theme, its contexts, the Input they are built on). This file gives the
 * types, and the components to unit tests.
 */
export { PasswordInput, Textarea } from '@mantine/core';
