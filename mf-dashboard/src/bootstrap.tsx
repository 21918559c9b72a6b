/**
 * Standalone development entry of mf_dashboard (npm run dev -w mf-dashboard): the remote's pages in the
 * same providers the shell gives them, without the shell. Not used when the shell loads
 * './pages' through Module Federation.
 */
import '@mantine/core/styles.css';
import { startStandalone } from 'shared-auth/standalone';
import { RELIEF_API_URL } from './config';
import pages from './pages';
import { ROUTES } from './routes';

// Its published pages (src/routes.ts), as the shell would show them.
startStandalone({ name: 'mf_dashboard', apiBaseUrl: RELIEF_API_URL, routes: ROUTES, pages, loginPlaceholder: true });
