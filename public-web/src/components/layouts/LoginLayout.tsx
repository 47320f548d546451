import { Outlet } from 'react-router-dom';

/** TEMPORARY until the shell work lands: renders the page only. */
export function LoginLayout() {
  return <Outlet />;
}
