// The logo job (issue 21, item 3): once a day, a batch of organizations without a logo get the one
// their own site declares (logo-fetch.ts). Enqueued with { organizationId }, it fetches that one
// organization's again (staff's 'fetch again'). On only where the machine reaches the internet.
import type { BackgroundTask } from '../task';
import { BATCH_SIZE, fetchOrganizationLogo, organizationsWithoutLogo } from './logo-fetch';

export { fetchOrganizationLogo } from './logo-fetch';

const ON = /^(on|true|1|yes)$/i;
const OFF = /^(off|false|0|no)$/i;

/** LOGO_FETCH=on|off; unset: on with NODE_ENV=production only (development machines are offline). */
export function logoFetchScheduled(env: NodeJS.ProcessEnv): boolean {
  const setting = env.LOGO_FETCH?.trim() ?? '';
  if (ON.test(setting)) return true;
  if (OFF.test(setting)) return false;
  return env.NODE_ENV === 'production';
}

export const logoFetchTask: BackgroundTask<{ organizationId?: number }> = {
  name: 'logo-fetch',
  title: "Logos from the organizations' own sites",
  everySeconds: 24 * 60 * 60,
  scheduled: (_config, env) => logoFetchScheduled(env),
  // Each organization's failure is recorded and retried a week later; a retry of the run is for
  // the database being away.
  retryLimit: 2,
  retryDelaySeconds: 15 * 60,
  expireInSeconds: 60 * 60,
  async run({ db, config, signal, log }, data) {
    const ids = typeof data.organizationId === 'number' ? [data.organizationId] : await organizationsWithoutLogo(db, BATCH_SIZE);
    let fetched = 0;
    let failed = 0;
    let skipped = 0;
    for (const id of ids) {
      if (signal.aborted) break;
      const outcome = await fetchOrganizationLogo(db, config, id, { signal });
      if (outcome.status === 'fetched') fetched++;
      else if (outcome.status === 'failed') {
        failed++;
        log.warn('logo fetch failed', { organizationId: id, error: outcome.error });
      } else skipped++;
    }
    const summary = `${ids.length} organization${ids.length === 1 ? '' : 's'}: ${fetched} logo${fetched === 1 ? '' : 's'} fetched, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
    log.info(summary);
    return { summary };
  },
};
