/// <reference types="vite/client" />
import "@remix-run/node";

// Single fetch typing for useLoaderData and friends.
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
