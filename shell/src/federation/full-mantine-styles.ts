/**
 * The whole of Mantine's stylesheet, for remotes that do not import their component styles
 * yet (mf-dashboard, mf-community). A lazy chunk: the landing page never downloads it.
 */
import '@mantine/core/styles.css';
