// Federation runtime plugin (listed in webpack.config.js `runtimePlugins`).
// A remote that is down must fail fast so the shell can show the area's
// unavailable view: one retry for the manifest fetch and one for each script
// (remoteEntry and the exposed module's chunks), instead of the plugin's default
// of three retries one second apart.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

/** Retries after the first failed attempt; the manifest retry waits the plugin's fixed 1 s. */
export const REMOTE_RETRY_TIMES = 1;
export const SCRIPT_RETRY_DELAY_MS = 250;

export default function remoteRetryPlugin(): ModuleFederationRuntimePlugin {
  return RetryPlugin({
    fetch: { retryTimes: REMOTE_RETRY_TIMES },
    script: { retryTimes: REMOTE_RETRY_TIMES, retryDelay: SCRIPT_RETRY_DELAY_MS },
  }) as ModuleFederationRuntimePlugin;
}
