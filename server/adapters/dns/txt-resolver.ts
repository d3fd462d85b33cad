/**
 * Looks up DNS TXT records: how a startup proves it holds its career domain (docs/product.md,
 * Platforms and hosts; ADR 030). Chosen by DNS_PROVIDER (`create-txt-resolver.ts`): the system's
 * resolver (`system-txt-resolver.ts`) or the local table (`local-txt-resolver.ts`) for development,
 * tests and demos.
 */
export type TxtResolver = {
  readonly name: 'system' | 'local';
  /**
   * The TXT records of `name`, each record's strings joined; none (never an error) when the name or
   * its TXT records do not exist. Throws when the lookup itself fails (no answer, a refused query).
   */
  resolveTxt(name: string): Promise<string[]>;
};

/** Where the verification record lives: beside the domain, since a CNAME allows no other record. */
export function verificationRecordName(domain: string): string {
  return `_nordhub-verify.${domain}`;
}
