/**
 * Mantine components that only some pages use (dialogs and the donate dialog's Checkbox,
 * drawers, tables, the dashboard's menu and legends), shared apart from @mantine/core so the
 * pages that do not use them do not download them (~14 KB brotli off every public page).
 *
 * Import them from here — `import { Modal } from 'shared-auth/overlays'` — never from
 * @mantine/core (the build check says so). In the builds, this module is replaced by
 * overlays.bundle.mjs (the `import` of the `shared-auth/overlays` federation singleton, see
 * scripts/build/rspack-base.ts), which takes the components from @mantine/core's own files, so
 * they share the one @mantine/core the shell provides (its theme, its contexts). This file gives
 * the types, and the components to unit tests.
 */
export { Checkbox, ColorSwatch, Drawer, Flex, Image, Modal, NavLink, Table } from '@mantine/core';
