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
  // Other host names reach the test server too: startups' career domains (careers.<key>.localhost, a
  // startup's own jobs-….example) and white-label hosts (ADR 030).
  '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP *.example 127.0.0.1',
];
