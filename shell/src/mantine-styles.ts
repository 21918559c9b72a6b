/**
 * Mantine's CSS, per component (not the whole 37 KB styles.css): the global layers and the
 * components of the frame — navbar, footer, loading and error states — and of
 * shared-auth's providers. Each remote imports the component styles it uses itself.
 * Remotes that still rely on the whole stylesheet get it lazily (see federation/runtime.ts).
 *
 * Keep the order of @mantine/core/styles.css (e.g. Text before Anchor: Anchor overrides Text).
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
