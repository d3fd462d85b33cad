import { data } from 'react-router';

/** Any unknown path: answered 404 and rendered by the root error page. */
export function loader() {
  throw data('This page could not be found', { status: 404 });
}

export default function NotFound() {
  return null;
}
