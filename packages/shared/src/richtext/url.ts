/** The WHATWG URL parser both Node and browsers have (this package compiles without DOM or Node types). */
export interface ParsedUrl {
  href: string;
  protocol: string;
  hostname: string;
  pathname: string;
  port: string;
  username: string;
  password: string;
  searchParams: { get(name: string): string | null };
}

export const WhatwgUrl = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL;
