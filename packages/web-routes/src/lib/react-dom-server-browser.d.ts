// react-dom ships "react-dom/server.browser" (the web-stream renderer) without its own typings;
// its API is the renderToReadableStream that @types/react-dom declares for "react-dom/server".
declare module "react-dom/server.browser" {
  export { renderToReadableStream } from "react-dom/server";
}
