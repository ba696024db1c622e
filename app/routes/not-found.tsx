import { data } from "react-router";

// Unknown paths answer 404 with the root error page.
export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}
