// Every address no other route claims. Its loader throws a 404 so the response carries that
// status and the page error boundary (routes/page-boundary.tsx) shows the not-found page.
import { NotFoundPage } from '../components/not-found-page.tsx';

export function loader() {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}

// A route without a component is a resource route and would answer the bare 404; with one, the
// document renders and the error boundary shows the same not-found page as this component.
export default function NotFound() {
  return <NotFoundPage />;
}
