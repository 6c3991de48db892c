import { initData } from 'shared-data';
import { signInStandaloneDemo } from 'shared-data/testing';
import { startStandalone } from 'shared-ui/standalone';
import { ROUTES } from './routes.tsx';

/**
 * QA page of this remote alone (http://localhost:3004). The data needs a signed-in member of a
 * cabinet: it signs in the demo owner (Auth emulator) once; `?demo=leroy` signs in the other
 * cabinet's owner instead (access checks), `?demo=off` nobody.
 */
const SAMPLE_PARAMS: Record<string, string> = { ':id': 'exemple-1', ':slug': 'exemple-d-article' };

const start = () =>
  startStandalone({
    label: 'Facturation et comptabilité',
    paths: ROUTES.map((route) => route.path.replace(/:[a-z]+/g, (param) => SAMPLE_PARAMS[param] ?? param)),
    app: () => import('./app.tsx'),
    // caseCarpa: a dossier of the demo cabinet without CARPA movements yet (journeys record some).
    widgetProps: {
      caseCarpa: { caseId: `case-${new Date().getFullYear()}-0010` },
      caseInvoices: { caseId: `case-${new Date().getFullYear()}-0001` },
      clientInvoices: { clientId: 'client-001' },
    },
    widgets: {
      unpaidInvoices: () => import('./widgets/unpaidInvoices.tsx'),
      caseInvoices: () => import('./widgets/caseInvoices.tsx'),
      clientInvoices: () => import('./widgets/clientInvoices.tsx'),
      caseCarpa: () => import('./widgets/caseCarpa.tsx'),
    },
  });

void Promise.all([initData(), signInStandaloneDemo()])
  .catch((error: unknown) => console.error('Page autonome : démarrage incomplet', error))
  .finally(start);
