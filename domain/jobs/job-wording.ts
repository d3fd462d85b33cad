/**
 * Hints on a job post's wording, shown beside the form (they never block publishing):
 * - gendered or exclusionary title words ("salesman", "ninja", "rockstar") put people off applying;
 * - asking for a candidate's previous or current salary is what pay-transparency rules forbid.
 */

export type WordingHint = { field: 'title' | 'description'; word: string; message: string };

/** Words ending in -man(/-men) that have a neutral form. "Human", "German" and "manager" are fine. */
const GENDERED_WORDS: Record<string, string> = {
  salesman: 'salesperson',
  salesmen: 'salespeople',
  chairman: 'chair',
  foreman: 'supervisor',
  craftsman: 'craftsperson',
  repairman: 'repair technician',
  cameraman: 'camera operator',
  deliveryman: 'courier',
  handyman: 'maintenance technician',
  spokesman: 'spokesperson',
  businessman: 'businessperson',
  middleman: 'intermediary',
  workman: 'worker',
  draftsman: 'drafter',
  waitress: 'server',
  stewardess: 'flight attendant',
};

/** Jargon that reads as "young men only" to many; a plain job title says more. */
const JARGON_WORDS = ['ninja', 'rockstar', 'rock star', 'guru', 'wizard', 'jedi', 'superhero', 'hacker bro'];

const SALARY_HISTORY = [
  /\b(previous|current|present|last|past)\s+(salary|salaries|pay|compensation|wage)\b/i,
  /\bsalary\s+history\b/i,
  /\bwhat\s+you\s+(earn|make)\s+(now|today)\b/i,
];

export function findWordingHints(job: { title: string; description: string }): WordingHint[] {
  const hints: WordingHint[] = [];
  const title = job.title.toLowerCase();
  for (const match of title.matchAll(/[a-z]+(?:-[a-z]+)*/g)) {
    const word = match[0];
    const neutral = GENDERED_WORDS[word] ?? GENDERED_WORDS[word.replace(/-/g, '')];
    if (neutral) {
      hints.push({
        field: 'title',
        word,
        message: `"${word}" reads as gendered: "${neutral}" speaks to everyone`,
      });
    }
  }
  for (const jargon of JARGON_WORDS) {
    if (new RegExp(`\\b${jargon}s?\\b`, 'i').test(job.title)) {
      hints.push({
        field: 'title',
        word: jargon,
        message: `"${jargon}" puts many people off: a plain title such as "Senior developer" says more`,
      });
    }
  }
  for (const pattern of SALARY_HISTORY) {
    const found = job.description.match(pattern);
    if (found) {
      hints.push({
        field: 'description',
        word: found[0],
        message: `Asking about "${found[0]}" is not allowed under pay transparency rules: ask for salary expectations instead`,
      });
      break;
    }
  }
  return hints;
}
