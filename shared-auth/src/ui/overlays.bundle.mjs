// The build-time implementation of shared-auth/overlays (see overlays.ts): the components from
// @mantine/core's own esm files (`relief-mantine-esm` is an alias of that folder, set in
// scripts/build/rspack-base.ts), so they use the same core modules (contexts, theme) as the
// @mantine/core singleton of the same build.
export { Checkbox } from 'relief-mantine-esm/components/Checkbox/Checkbox.mjs';
export { ColorSwatch } from 'relief-mantine-esm/components/ColorSwatch/ColorSwatch.mjs';
export { Drawer } from 'relief-mantine-esm/components/Drawer/Drawer.mjs';
export { Flex } from 'relief-mantine-esm/components/Flex/Flex.mjs';
export { Image } from 'relief-mantine-esm/components/Image/Image.mjs';
export { Modal } from 'relief-mantine-esm/components/Modal/Modal.mjs';
export { NavLink } from 'relief-mantine-esm/components/NavLink/NavLink.mjs';
export { Table } from 'relief-mantine-esm/components/Table/Table.mjs';
