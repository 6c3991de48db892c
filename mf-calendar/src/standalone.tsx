import { initData } from 'shared-data';
import { signInStandaloneDemo } from 'shared-data/testing';
import { startStandalone } from 'shared-ui/standalone';
import { ROUTES } from './routes.tsx';

/**
 * QA page of this remote alone (http://localhost:3005). It signs in the demo owner (Auth
 * emulator) once; `?demo=leroy` signs in the other cabinet's owner, `?demo=off` nobody.
 * `?case=ID` shows that dossier's agenda block (slot caseAgenda); `?bench=5000` adds that many
 * events to the demo cabinet once (bench/calendar.bench.ts).
 */
const params = new URLSearchParams(window.location.search);

async function benchData(): Promise<void> {
  const count = Number(params.get('bench') ?? 0);
  if (!count || localStorage.getItem('pretoire-calendar-bench') === String(count)) return;
  const { addBenchEvents } = await import('./features/events/api/benchEvents.ts');
  const ms = await addBenchEvents({ firmId: 'demo-owner', count });
  localStorage.setItem('pretoire-calendar-bench', String(count));
  console.info(`Page autonome : ${count} événements générés en ${Math.round(ms)} ms`);
}

void Promise.all([initData(), signInStandaloneDemo()])
  .then(benchData)
  .catch((error: unknown) => console.error('Page autonome : démarrage incomplet', error))
  .finally(() =>
    startStandalone({
      label: 'Agenda',
      paths: ROUTES.map((route) => route.path),
      app: () => import('./app.tsx'),
      widgets: {
        today: () => import('./widgets/today.tsx'),
        deadlines: () => import('./widgets/deadlines.tsx'),
        bookingRequests: () => import('./widgets/bookingRequests.tsx'),
        caseAgenda: () => import('./widgets/caseAgenda.tsx'),
      },
      widgetProps: { caseAgenda: { caseId: params.get('case') ?? `case-${new Date().getFullYear()}-0001` } },
    }),
  );
