import type { JobRelocation } from './job.schema.ts';

/**
 * A job's visa and relocation facts in words, for its page and its structured data: what a
 * candidate moving to the job needs to know first. Empty when the startup offers none of them.
 */
export function describeRelocation(relocation: JobRelocation, countryName: string | null): string[] {
  const lines: string[] = [];
  if (relocation.visaSponsorship) {
    lines.push(countryName ? `Can sponsor a work permit in ${countryName}` : 'Can sponsor a work permit');
  }
  if (relocation.relocationHelp) lines.push('Relocation help offered');
  if (relocation.openToNonEu) lines.push('Open to candidates from outside the EU/EEA');
  return lines;
}

/**
 * schema.org `eligibilityToWorkRequirement` ("the legal requirements such as citizenship, visa and
 * other documentation required"): what the job says about work permits, or null when it says nothing.
 */
export function describeWorkEligibility(
  relocation: JobRelocation,
  countryName: string | null,
): string | null {
  const parts: string[] = [];
  if (relocation.visaSponsorship) {
    parts.push(`The employer can sponsor a work permit${countryName ? ` in ${countryName}` : ''}.`);
  }
  if (relocation.openToNonEu) parts.push('Candidates from outside the EU/EEA are welcome to apply.');
  return parts.length > 0 ? parts.join(' ') : null;
}
