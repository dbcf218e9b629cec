import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiProxy } from "./api-proxy.server";

// POST /oauth/v2/token through the proxy; the client secret is added here, server-side.
export async function loader({ request }: LoaderFunctionArgs) {
  return apiProxy.token(request); // answers 405: the token endpoint takes POST only
}

export async function action({ request }: ActionFunctionArgs) {
  return apiProxy.token(request);
}
