/**
 * Public routes of spec section 2: when one of them is open at start-up, a saved account is restored
 * without loading the profile.
 */
export const PUBLIC_ROUTES = ['/login', '/linelogin', '/bzbslinelogin', '/register'] as const;

/** True for a public route or any path below one (`/register/phone`). */
export function isPublicRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_ROUTES.some((route) => path === route || path.startsWith(`${route}/`));
}
