import { data } from 'react-router';
import { isAppError } from '#domain/errors.ts';

/** A 404 answered by the root error page ('Page not found'). */
export function notFound() {
  return data('This page could not be found', { status: 404 });
}

/**
 * Runs a loader's or action's work and answers the 404 page when a service says NOT_FOUND (a
 * missing object, or one the policy refuses: the two answer alike). Other errors go on.
 */
export async function withNotFoundPage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isAppError(error, 'NOT_FOUND')) throw notFound();
    throw error;
  }
}
