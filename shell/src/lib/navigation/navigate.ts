import { navigateToUrl } from 'single-spa';

/**
 * Client-side navigation for the whole site. single-spa patches history, so a
 * pushState here reroutes the areas (mount/unmount) and their routers see it.
 */
export function navigate(url: string): void {
  navigateToUrl(url);
}
