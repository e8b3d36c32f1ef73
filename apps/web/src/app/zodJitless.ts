import { z } from 'zod';

// Imported first by main.tsx and bundled into the vendor chunk right after zod (vite.config.ts), so it
// runs before any schema is made: zod would otherwise probe `new Function`
// (for its JIT object parser) once per object schema, which the server's CSP (no 'unsafe-eval')
// blocks and reports as a violation. Interpreted parsing is fast enough for the API's replies.
z.config({ jitless: true });
