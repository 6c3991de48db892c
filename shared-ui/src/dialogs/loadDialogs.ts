/** One on-demand import of the dialogs' implementation, shared by every dialog. */
let pending: Promise<typeof import('./DialogImpl.tsx')> | undefined;

export function loadDialogs() {
  pending ??= import('./DialogImpl.tsx').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
