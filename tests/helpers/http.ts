import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';

/** The one error shape every API failure answers with (domain/errors.ts `ErrorBody`). */
export const ErrorBody = z.object({
  code: z.string().min(1),
  message: z.string().min(1),
  fieldErrors: z.record(z.string(), z.array(z.string().min(1))).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Asserts a JSON response and parses its body with the schema a client would use. */
export function parseJson<T extends z.ZodType>(response: LightMyRequestResponse, schema: T): z.output<T> {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return schema.parse(response.json());
}

/** Asserts the status and that the body is the error shape, and returns it. */
export function expectError(response: LightMyRequestResponse, status: number, code: string): ErrorBody {
  expect(response.statusCode, response.body).toBe(status);
  const body = parseJson(response, ErrorBody);
  expect(body.code).toBe(code);
  return body;
}
