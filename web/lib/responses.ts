import { data } from 'react-router';

/** A 404 answered by the root error page ('Page not found'). */
export function notFound() {
  return data('This page could not be found', { status: 404 });
}
