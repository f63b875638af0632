// A pathless route around every page. When a page's loader or action fails, React Router still
// runs the loaders above the nearest error boundary, so with the boundary here (not at the root)
// the error page keeps the visitor's language, the shop's header and the failing request's id.
import { Outlet } from 'react-router';
import type { Route } from './+types/page-boundary';
import { RouteErrorPage } from '../components/route-error-page.tsx';

export default function PageBoundary() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
