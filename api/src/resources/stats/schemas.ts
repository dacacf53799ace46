import { Type } from 'typebox';

export const SiteStats = Type.Object({
  organizations: Type.Integer({ description: 'published organizations (the /organizations list)' }),
  projects: Type.Integer({ description: 'published projects: machines and facilities (the /projects list)' }),
  funding: Type.Object({
    amount_usd: Type.Number({ description: 'US dollars of the rounds with a USD figure (the unfiltered /funding total)' }),
    rounds: Type.Integer({ description: 'rounds tracked, disclosed or not' }),
  }),
});
