// The release check on the shared contract (docs/architecture.md "Compatibility"): the shell
// provides every run-time singleton; each area states, per singleton, the semver range it
// accepts (its package.json range, as mf-manifest.json `requiredVersion`). A build whose
// ranges the served shell cannot meet is refused before it is served.
import semver from 'semver';
import type { FederationManifest } from './build';

export interface Incompatibility {
  module: string;
  required: string;
  provided: string | null;
}

/** What `consumer` needs of the singletons `provider` provides, and does not get. */
export function findIncompatibilities(provider: FederationManifest, consumer: FederationManifest): Incompatibility[] {
  const provided = new Map(provider.shared.map((entry) => [entry.name, entry.version]));
  const problems: Incompatibility[] = [];
  for (const entry of consumer.shared) {
    if (!entry.singleton || !entry.requiredVersion) continue;
    const version = provided.get(entry.name) ?? null;
    if (version === null || !semver.satisfies(version, entry.requiredVersion, { includePrerelease: true })) {
      problems.push({ module: entry.name, required: entry.requiredVersion, provided: version });
    }
  }
  return problems;
}

export function describeIncompatibilities(consumerLabel: string, providerLabel: string, problems: Incompatibility[]): string {
  const lines = problems.map(
    (p) => `  ${p.module}: ${consumerLabel} requires ${p.required}; ${providerLabel} provides ${p.provided ?? 'nothing'}`,
  );
  return `${consumerLabel} cannot run under ${providerLabel}:\n${lines.join('\n')}`;
}
