import { Navigate, replace } from "react-router";

// SPEC §2: /admin redirects (replace) to /admin/login.
export function loader() {
  throw replace("/admin/login");
}

export default function AdminIndex() {
  return <Navigate to="/admin/login" replace />;
}
