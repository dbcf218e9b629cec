// Single fetch typing (STACK-NOTES: must be visible in the shared package too, or useLoaderData types
// break). The apps carry the same augmentation.
import "@remix-run/node";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
