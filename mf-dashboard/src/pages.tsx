/**
 * The module mf-dashboard exposes to the shell: `{ Dashboard }`, mounted at /dashboard/*
 * (src/routes.ts). It brings Mantine's whole stylesheet with it (the shell has only the styles of
 * its own frame); the public pages never download it.
 */
import '@mantine/core/styles.css';
import { Dashboard } from './features/frame/dashboard';

export { Dashboard };
export default { Dashboard };
