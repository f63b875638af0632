// The /admin layout's middleware is the one access check of the owner's pages (admin-guard.ts), so
// an owner page placed beside the layout instead of under it would have none. Only the sign-in and
// sign-out routes, and accepting an invitation (its visitor is no owner yet), may sit outside it.
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from './routes.ts';

const ADMIN_LAYOUT = 'routes/admin.tsx';

/** Every page's full path, and whether the /admin layout holds it. */
function pages(
  entries: RouteConfigEntry[],
  parent = '',
  guarded = false,
): Array<{ path: string; guarded: boolean }> {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ''].filter(Boolean).join('/');
    const inside = guarded || entry.file === ADMIN_LAYOUT;
    return [{ path, guarded: inside }, ...pages(entry.children ?? [], path, inside)];
  });
}

describe('the routes', () => {
  it('put every /admin page under the guarded layout but sign-in, sign-out and the invitation', () => {
    const all = pages(routes);
    const adminPaths = all.filter(({ path }) => path === 'admin' || path.startsWith('admin/'));
    expect(adminPaths.filter(({ guarded }) => guarded).length).toBeGreaterThan(10);
    expect(adminPaths.filter(({ guarded }) => !guarded).map(({ path }) => path)).toEqual([
      'admin/sign-in',
      'admin/sign-out',
      'admin/invitation/:token',
    ]);
  });
});
