// A small classifier: a synced posting gets up to two of the existing job tags from the words of
// its title (then its department). The first rule that matches the title leads.
import type { JobTypeValue } from '../../resources/jobs/vocabulary';

/** job_tags.name_without_emoji → the words that put a posting under it, in priority order. */
const RULES: [tag: string, words: RegExp][] = [
  [
    'Software & Data',
    /\bsoftware\b|\bdata\b|machine learning|\bml\b|\bai\b|devops|\bsre\b|\bit\b|cyber|security engineer|computational|full[- ]stack|back[- ]?end|front[- ]?end|developer|programmer/i,
  ],
  ['Science & Research', /physic|scien|research|plasma|diagnostic|neutron|chemist|postdoc|fellow\b|theor|simulation|modell?ing/i],
  [
    'Engineering',
    /engineer|technician|design|mechanical|electrical|magnet|cryogen|vacuum|controls?\b|\brf\b|laser|optic|power electronics|pulsed power|drafter|cad\b/i,
  ],
  [
    'Operations & Construction',
    /operations|manufactur|construction|facilit|supply chain|procurement|purchas|buyer|logistics|quality|safety|\behs\b|maintenance|machinist|weld|assembl|site\b|warehouse|fabricat|project manag|program manag/i,
  ],
  [
    'Business & Finance',
    /financ|account|legal|counsel|paralegal|\bhr\b|human resources|people|recruit|talent|business|sales|partnership|commercial|strategy|chief|executive|assistant|office manager|admin/i,
  ],
  [
    'Communications & Policy',
    /communicat|policy|marketing|public affairs|government|regulat|licens|media|content|writer|outreach|community/i,
  ],
];

export function classifyJob(title: string, department: string | null, type: JobTypeValue): string[] {
  const tags: string[] = [];
  if (type === 'Internship') tags.push('Internships');
  for (const text of [title, department ?? '']) {
    for (const [tag, words] of RULES) {
      if (tags.length >= 2) return tags;
      if (words.test(text) && !tags.includes(tag)) tags.push(tag);
    }
    // The department adds a tag only when the title gave none.
    if (tags.some((tag) => tag !== 'Internships')) break;
  }
  return tags.slice(0, 2);
}
