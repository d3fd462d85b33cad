/**
 * Record ids are UUIDs. Ids arrive in URLs, so services check the shape before asking the database
 * (PostgreSQL would refuse a malformed uuid with an error; the answer must be the 404 of a missing
 * record instead).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
