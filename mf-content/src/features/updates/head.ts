import type { HeadData } from 'mf-shared';
import { FEEDS } from '../../lib/feeds';

export const updatesHead = (): HeadData => ({
  title: 'Updates',
  description: 'Funding rounds, new organizations, new projects and new jobs across the fusion energy industry.',
  alternates: [FEEDS.updates],
});
