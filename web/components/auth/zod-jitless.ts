import { z } from 'zod';

/**
 * zod 4 probes for `new Function` the first time it parses an object, to compile fast parsers. Our
 * Content-Security-Policy forbids eval, so the probe is reported as a violation: parse without it.
 * Import this module (for its effect) before parsing with zod in the browser.
 */
z.config({ jitless: true });
