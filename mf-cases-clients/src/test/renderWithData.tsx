/**
 * Renders a route of this area with the demo cabinet loaded in IndexedDB (fake-indexeddb under
 * jest) and a signed-in user: the same data and access policy as the running app.
 */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { resetSessionForTests, updateSession, type Role } from 'shared-auth';
import { DEMO_USERS, initData, resetDataForTests } from 'shared-data';

export type DemoUid = (typeof DEMO_USERS)[number]['uid'];

/** Signs in a demo user (no Auth provider needed: the session store is the contract). */
export function signInAs(uid: DemoUid): void {
  const user = DEMO_USERS.find((candidate) => candidate.uid === uid)!;
  updateSession({
    user: { id: user.uid, email: user.email, name: user.name, role: user.role as Role },
    token: 'test',
    initialized: true,
  });
}

/** Loads the demo cabinet into a fresh database (call in beforeEach). */
export async function freshDemoData(): Promise<void> {
  resetDataForTests();
  resetSessionForTests();
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase('pretoire');
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
    request.onblocked = () => resolve();
  });
  await initData();
}

/** Renders `element` at `url` under a router whose route is `path` (e.g. /app/cases/:id). */
export function renderRoute(
  path: string,
  url: string,
  element: ReactElement,
  uid: DemoUid = 'demo-owner',
): RenderResult {
  signInAs(uid);
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<p>autre page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}
