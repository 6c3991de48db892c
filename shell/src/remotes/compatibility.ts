/**
 * The shared packages are a runtime contract between apps built apart: before mounting a remote,
 * the shell compares the versions the remote requires (its mf-manifest.json, from the ranges its
 * package.json declares) with the versions the shell provides. Minor and patch releases of a
 * shared package add without breaking (README § Livrer un module seul); a remote that needs more
 * than the shell has is contained with a French panel instead of failing inside its code.
 */
export type SharedRequirement = { name: string; requiredVersion?: string };
export type Incompatibility = { name: string; required: string; provided: string };

/** Only the libraries both sides share as singletons are compared. */
export function findIncompatibilities(
  requirements: readonly SharedRequirement[],
  provided: Readonly<Record<string, string>>,
  satisfies: (version: string, range: string) => boolean,
): Incompatibility[] {
  const problems: Incompatibility[] = [];
  for (const { name, requiredVersion } of requirements) {
    const version = provided[name];
    if (!version || !requiredVersion || requiredVersion === '*') continue;
    if (!satisfies(version, requiredVersion)) problems.push({ name, required: requiredVersion, provided: version });
  }
  return problems;
}

export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly problems: Incompatibility[],
  ) {
    super(
      `Module ${remote} incompatible avec cette version du shell : ${problems
        .map((p) => `${p.name} ${p.required} requis, ${p.provided} fourni`)
        .join(' ; ')}`,
    );
    this.name = 'IncompatibleRemoteError';
  }
}
