import { describePublishedRoutes } from 'shared-auth/testing';
import pages from './pages';
import { ROUTES } from './routes';

describePublishedRoutes(ROUTES, pages);
