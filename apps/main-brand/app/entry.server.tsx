export { handleRequest as default, streamTimeout } from "@samtrot/web-routes/entry.server";
