import { formatInteger } from '../site/format-integer.ts';
import type { JobEquity, JobSalary } from './job.schema.ts';

/**
 * A job's salary line: 'Competitive salary', 'Unpaid', '45,000–60,000 DKK per month',
 * 'From 45,000 DKK per year', 'Up to 60,000 DKK per year'. Null for a range without numbers, so the
 * caller shows nothing. Currency and period are left out when unknown; a reversed range is put right.
 */
export function formatSalary(salary: JobSalary): string | null {
  if (salary.type === 'competitive') return 'Competitive salary';
  if (salary.type === 'unpaid') return 'Unpaid';
  const [min, max] = orderRange(salary.min, salary.max);
  let amount: string;
  if (min !== null && max !== null) {
    amount = min === max ? formatInteger(min) : `${formatInteger(min)}–${formatInteger(max)}`;
  } else if (min !== null) {
    amount = `From ${formatInteger(min)}`;
  } else if (max !== null) {
    amount = `Up to ${formatInteger(max)}`;
  } else {
    return null;
  }
  const currency = salary.currency?.trim();
  return [amount, currency || null, salary.period ? `per ${salary.period}` : null].filter(Boolean).join(' ');
}

/**
 * A job's equity line: 'Equity offered (undisclosed)', 'Equity negotiable', '0.1–0.5% equity'
 * ('0.5% equity' when both ends are equal or one is missing). Null for a percentage without numbers.
 */
export function formatEquity(equity: JobEquity): string | null {
  if (equity.type === 'undisclosed') return 'Equity offered (undisclosed)';
  if (equity.type === 'negotiated') return 'Equity negotiable';
  const [min, max] = orderRange(equity.min, equity.max);
  if (min !== null && max !== null && min !== max) {
    return `${formatPercent(min)}–${formatPercent(max)}% equity`;
  }
  const single = min ?? max;
  return single === null ? null : `${formatPercent(single)}% equity`;
}

function orderRange(a: number | null, b: number | null): [number | null, number | null] {
  return a !== null && b !== null && a > b ? [b, a] : [a, b];
}

/** Up to three decimals without float noise or trailing zeros: 0.1 → '0.1', 0.125 → '0.125'. */
function formatPercent(value: number): string {
  return String(Number(value.toFixed(3)));
}

const INSTRUMENT_WORDS = { options: 'stock options', warrants: 'warrants', shares: 'shares' } as const;

/**
 * Equity in one comparable line (the job page): '0.1–0.5% in stock options · 48-month vesting,
 * 12-month cliff'; parts the startup did not give are left out. Null when there is no equity.
 */
export function formatEquityLine(
  equity: JobEquity,
  terms: {
    instrument: keyof typeof INSTRUMENT_WORDS | null;
    vestingMonths: number | null;
    cliffMonths: number | null;
  },
): string | null {
  const base = formatEquity(equity);
  if (equity.type === 'undisclosed' && !terms.instrument) return base;
  let head = base ?? 'Equity offered';
  if (terms.instrument) {
    const words = INSTRUMENT_WORDS[terms.instrument];
    head =
      equity.type === 'percentage' && base
        ? base.replace(/ equity$/, ` in ${words}`)
        : `${equity.type === 'negotiated' ? 'Negotiable equity' : 'Equity'} in ${words}`;
  }
  const vesting = [
    terms.vestingMonths !== null ? `${terms.vestingMonths}-month vesting` : null,
    terms.cliffMonths !== null
      ? terms.cliffMonths === 0
        ? 'no cliff'
        : `${terms.cliffMonths}-month cliff`
      : null,
  ].filter(Boolean);
  return vesting.length > 0 ? `${head} · ${vesting.join(', ')}` : head;
}
