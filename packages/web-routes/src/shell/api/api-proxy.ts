import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiProxy } from "./api-proxy.server";

// Same-origin proxy /api/v2/* → the api (ARCHITECTURE.md). GET/HEAD arrive as loader, the rest as action.
export async function loader({ request }: LoaderFunctionArgs) {
  return apiProxy.forward(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return apiProxy.forward(request);
}
