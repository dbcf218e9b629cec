/** "Buy dollars" (the checkout's page): /{locale}/buy/dollar?return=<the page to come back to>. */
export function buyDollarsHref(href: (path: string) => string, returnPath: string): string {
  return href(`/buy/dollar?return=${encodeURIComponent(returnPath)}`);
}
