/**
 * Mantine component styles of the campaign pages, the landing and the leaderboard (each imports
 * this, so it lands in their own chunks and the sign-in pages do without). The shell provides
 * the global styles and the frame's components: Button, Text, Title, Group, Stack, Container,
 * SimpleGrid, Paper, Alert, Loader, Center, Code, Anchor, CloseButton, ... Forms and dialogs:
 * form-styles.ts, dialog-styles.ts.
 *
 * Keep the order of @mantine/core/styles.css (e.g. Text before Anchor: Anchor overrides Text).
 */
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/ThemeIcon.css';
