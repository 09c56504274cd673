/** Country names found in free text ("Kathmandu, Nepal", "San Francisco, CA", "London, UK"). */

const US_STATES =
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'.split(
    ' ',
  );

const ALIASES: Record<string, string> = {
  usa: 'United States',
  'u.s.a.': 'United States',
  'u.s.': 'United States',
  us: 'United States',
  'united states of america': 'United States',
  uk: 'United Kingdom',
  'u.k.': 'United Kingdom',
  england: 'United Kingdom',
  scotland: 'United Kingdom',
  wales: 'United Kingdom',
  'great britain': 'United Kingdom',
  uae: 'United Arab Emirates',
  'south korea': 'South Korea',
  'republic of korea': 'South Korea',
  'czech republic': 'Czechia',
  holland: 'Netherlands',
  'the netherlands': 'Netherlands',
};

/** Every region name Node's ICU knows, from the two-letter codes. */
function regionNames(): Map<string, string> {
  const names = new Map<string, string>();
  const display = new Intl.DisplayNames(['en'], { type: 'region' });
  const A = 'A'.charCodeAt(0);
  for (let i = 0; i < 26; i++) {
    for (let j = 0; j < 26; j++) {
      const code = String.fromCharCode(A + i, A + j);
      const name = display.of(code);
      if (name && name !== code && !/unknown|pseudo/i.test(name)) names.set(name.toLowerCase(), name);
    }
  }
  for (const [alias, name] of Object.entries(ALIASES)) names.set(alias, name);
  return names;
}

let cache: { names: Map<string, string>; pattern: RegExp } | null = null;
function lookup() {
  if (cache) return cache;
  const names = regionNames();
  const escaped = [...names.keys()]
    .sort((a, b) => b.length - a.length)
    .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  cache = {
    names,
    pattern: new RegExp(`(?:^|[,(|·•]\\s*|\\s{2,})(${escaped.join('|')})(?=\\s*(?:$|[,)(|·•]|\\s{2,}))`, 'i'),
  };
  return cache;
}

/** The country a line names, in its English short name; null when it names none. */
export function findCountry(line: string): string | null {
  const { names, pattern } = lookup();
  const m = pattern.exec(line);
  if (m) {
    const word = m[1]!;
    // Two-letter aliases only count in capitals ("US", "UK"), never the pronoun "us".
    if (word.length <= 3 && word !== word.toUpperCase())
      return findCountry(line.slice(m.index + m[0].length));
    return names.get(word.toLowerCase()) ?? null;
  }
  const state = /,\s*([A-Z]{2})\b(?:\s+\d{5})?\s*$/.exec(line.trim());
  return state && US_STATES.includes(state[1]!) ? 'United States' : null;
}
