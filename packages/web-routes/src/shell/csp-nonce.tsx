import { createContext, useContext } from "react";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** This response's Content-Security-Policy nonce (the brand web server makes one per page; decision 010). */
    cspNonce?: string;
  }
}

/**
 * The page's CSP nonce during the server render (entry.server provides it from the load context). In the browser
 * it is undefined: the scripts Remix writes there are created by script, which 'strict-dynamic' allows.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
