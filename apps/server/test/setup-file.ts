// Outbound HTTP is refused in tests: only loopback stand-in servers that a test starts may answer.
const realFetch = globalThis.fetch;
globalThis.fetch = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    throw new Error(`Outbound HTTP to ${url.hostname} is blocked in tests: start a local stand-in server`);
  }
  return realFetch(input, init);
}) as typeof fetch;
