/**
 * Mantine component styles of the community pages (the shell provides the global styles and the
 * frame's components: Button, Text, Title, Group, Stack, Container, SimpleGrid, Paper, Alert,
 * Loader, Center, Anchor, ActionIcon, CloseButton, ...), so these pages do not need Mantine's
 * whole stylesheet (~33 KB). The shell knows (OWN_MANTINE_STYLES in
 * shell/src/federation/runtime.ts). Add the CSS of every Mantine component a page starts using.
 *
 * Keep the order of @mantine/core/styles.css (e.g. Text before Anchor: Anchor overrides Text).
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/ThemeIcon.css';
