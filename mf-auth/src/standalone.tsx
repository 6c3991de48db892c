import { initAuth } from 'shared-auth';
import { startPagesStandalone } from 'shared-ui/standalone/pages';
import { AREA_NAME, PAGES } from './pages.tsx';

// QA page on :3002: the sign-in pages as the shell renders them, with the session started (a
// signed-in user leaves for /app, which this page does not have).
void initAuth();
startPagesStandalone({ label: AREA_NAME, pages: PAGES });
