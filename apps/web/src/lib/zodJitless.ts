/**
 * The shared zod schemas validate forms in the browser too. Zod's fast parser compiles code with
 * `new Function`, which the Content-Security-Policy (no 'unsafe-eval') refuses, and even zod's probe
 * for it reports a violation. Zod keeps its settings in the object at `globalThis.__zod_globalConfig`
 * (creating it when missing) and probes lazily, at the first parse: setting the flag on that same
 * object, whether zod has loaded yet or not, keeps zod to the interpreted parser without pulling
 * zod into the landing bundle (`zodJitless.test.ts` checks zod sees it).
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
