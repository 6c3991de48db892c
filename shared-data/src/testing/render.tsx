import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { type DemoUid, signInAs } from './session.ts';

/**
 * Renders `element` at `url` under a router whose route is `path` (e.g. /app/cases/:id), signed
 * in as a demo user: the real IndexedDB adapter and access policy, no Auth provider.
 */
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
