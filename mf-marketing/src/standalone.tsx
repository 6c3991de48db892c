import { startPagesStandalone } from 'shared-ui/standalone/pages';
import { AREA_NAME } from './pages.tsx';
import { ROUTES } from './routes.tsx';

// QA page on :3001: the six public pages as the shell renders them (a visitor, no sign-in).
startPagesStandalone({ label: AREA_NAME, pages: ROUTES });
