/**
 * The module mf-dashboard exposes to the shell: `{ Dashboard }`, mounted at /dashboard/*.
 */
import { Dashboard } from './features/frame/dashboard';

export { Dashboard };
export default { Dashboard };
