import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { foreignOrigin } from './origin';

const req = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('the origin of a WebSocket upgrade', () => {
  it('lets in a client that names none (no browser) and a page of the host it connects to', () => {
    expect(foreignOrigin(req({ host: 'tarock.example:8080' }), false)).toBeNull();
    expect(
      foreignOrigin(req({ host: 'tarock.example:8080', origin: 'http://tarock.example:8080' }), false),
    ).toBeNull();
    // Case and the scheme's default port do not matter.
    expect(
      foreignOrigin(req({ host: 'Tarock.Example:443', origin: 'https://tarock.example' }), false),
    ).toBeNull();
    expect(foreignOrigin(req({ host: '[::1]:3000', origin: 'http://[::1]:3000' }), false)).toBeNull();
  });

  it("refuses a page of another site, another port, or no site ('null')", () => {
    expect(foreignOrigin(req({ host: 'tarock.example', origin: 'https://evil.example' }), false)).toContain(
      'https://evil.example',
    );
    expect(
      foreignOrigin(req({ host: 'tarock.example:8080', origin: 'http://tarock.example:9090' }), false),
    ).not.toBeNull();
    expect(foreignOrigin(req({ host: 'tarock.example', origin: 'null' }), false)).not.toBeNull();
    expect(foreignOrigin(req({ origin: 'http://tarock.example' }), false)).not.toBeNull();
  });

  it('believes the host a trusted proxy forwarded, and only then', () => {
    const proxied = {
      host: '127.0.0.1:8080',
      'x-forwarded-host': 'tarock.example',
      origin: 'https://tarock.example',
    };
    expect(foreignOrigin(req(proxied), true)).toBeNull();
    expect(foreignOrigin(req(proxied), false)).toContain('pass the Host header on');
  });
});
