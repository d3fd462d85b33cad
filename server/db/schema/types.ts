import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL full-text vector; written by a generated column, never by the app. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});
