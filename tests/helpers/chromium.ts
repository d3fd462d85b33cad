/**
 * Debian's Chromium and the flags it runs with headless on this machine kind, for the end-to-end
 * tests and the bench's LCP step alike.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--no-default-browser-check',
  // Tenant hosts (ADR 030: the seed's career domains and white-label feeds, `*.localhost`) reach
  // the local server.
  '--host-resolver-rules=MAP *.localhost 127.0.0.1',
];
