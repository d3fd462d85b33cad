/**
 * Put in a statement's text (a comment) to keep it unnamed, so PostgreSQL plans it for its values
 * every time. For statements whose best plan depends on a value: a search for a common word walks
 * the newest jobs, one for a rare word reads its few matches from the text index. A named statement
 * may switch to a generic plan after five executions, one plan for every word, which costs up to
 * 100 times more for one of the two kinds (ADR 016).
 */
export const CUSTOM_PLAN_MARK = '/* custom plan */';
