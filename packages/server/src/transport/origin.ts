/**
 * Whether a WebSocket upgrade may come from the page that asks for it. A browser names the page's
 * origin in `Origin`; a page of another site must not open sockets here with its visitors'
 * browsers (their addresses would open and watch tables on that site's behalf, and a whole
 * household behind one address would find its allowance spent). Clients that are no browser
 * (the terminal client) send no `Origin` and are let in. The page's host must be the one the
 * request was sent to: `Host`, or behind a trusted proxy the `X-Forwarded-Host` it set.
 */
import type { IncomingMessage } from 'node:http';

/** Null if the upgrade may go on, else why not (for the refusal's text). */
export function foreignOrigin(req: IncomingMessage, trustProxy: boolean): string | null {
  const origin = req.headers.origin;
  if (origin === undefined) return null;
  const forwarded = trustProxy ? lastEntry(req.headers['x-forwarded-host']) : undefined;
  const own = forwarded || req.headers.host;
  if (own === undefined) return `a page of ${origin} may not connect here`;
  let page: URL;
  try {
    page = new URL(origin);
  } catch {
    return `a page of origin ${JSON.stringify(origin)} may not connect here`;
  }
  // The host as a URL of the page's scheme writes it (lower case, no default port).
  let ownHost: string;
  try {
    ownHost = new URL(`${page.protocol}//${own}`).host;
  } catch {
    return `a page of ${origin} may not connect here`;
  }
  return page.host === ownHost
    ? null
    : `a page of ${origin} may not connect to ${own}: behind a proxy, pass the Host header on`;
}

function lastEntry(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  return value?.split(',').pop()?.trim();
}
