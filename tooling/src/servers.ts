/** Starts the built apps' static server and the local backend (emulators) for scripts (benchmarks). */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { APPS, repoRoot } from './apps.ts';
import { waitUntilUp } from './emulator.ts';
import { BACKEND_READY_URL } from './localBackend.ts';

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

function bin(name: string, args: string[] = []): ChildProcess {
  return spawn(path.join(repoRoot, 'node_modules', '.bin', name), args, {
    cwd: repoRoot,
    stdio: 'ignore',
    detached: true,
  });
}

/** Ensures the static server and the backend run; returns a function stopping what it started. */
export async function ensureServers(): Promise<() => void> {
  const started: ChildProcess[] = [];
  const lastApp = `http://localhost:${APPS[APPS.length - 1]!.port}/mf-manifest.json`;
  if (!(await answers(lastApp))) started.push(bin('pretoire-serve'));
  if (!(await answers(BACKEND_READY_URL))) started.push(bin('pretoire-emulator'));
  await waitUntilUp('Les émulateurs (pretoire-emulator)', () => answers(BACKEND_READY_URL));
  for (let i = 0; i < 200 && !(await answers(lastApp)); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 300));
  return () => {
    for (const child of started) if (child.pid) process.kill(-child.pid, 'SIGTERM');
  };
}
