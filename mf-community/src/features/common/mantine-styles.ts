/**
 * Mantine component styles the community pages share (the shell provides the global styles and
 * the frame's components: Button, Text, Title, Group, Stack, Container, SimpleGrid, Paper, Alert,
 * Loader, Center, Anchor, ActionIcon, CloseButton, ...), so these pages do not need Mantine's
 * whole stylesheet (~33 KB; the shell knows: OWN_MANTINE_STYLES in
 * shell/src/federation/runtime.ts). Each page imports the rest itself (about-styles.ts,
 * wall-styles.ts, the volunteer form), so it lands in that page's chunk. Add the CSS of every
 * Mantine component a page starts using.
 *
 * Keep the order of @mantine/core/styles.css (e.g. Text before Anchor: Anchor overrides Text).
 */
import '@mantine/core/styles/VisuallyHidden.css';
