/**
 * Renders a React tree to HTML at build time, waiting for every lazy page and Suspense boundary
 * (React's static renderer). Imported by the apps' prerender modules only, never by a browser build.
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

export async function renderToHtml(element: ReactNode): Promise<string> {
  // No boundary outlined behind an inline reveal script (the CSP allows no inline script, and the
  // page must read without JavaScript): every Suspense boundary is written in place, complete.
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
