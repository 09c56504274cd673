import pg from 'pg';

const FIRST =
  `Olivia Liam Emma Noah Amelia Oliver Sophia Elijah Isabella Lucas Mia Mateo Charlotte Levi Harper Ethan Evelyn
James Aria Sebastian Luna Henry Chloe Daniel Layla Michael Zoe Alexander Nora Aarav Priya Ananya Rohan Sita Bikash Anjali
Mei Wei Jing Hiroshi Yuki Sakura Kenji Min-jun Ji-woo Seo-yeon Amina Fatima Omar Yusuf Layla Kwame Ama Kofi Chidi Ngozi
Tunde Zainab Ayodele Sipho Thandiwe Lerato Mateus Gabriela Rafael Camila Diego Valentina Santiago Lucia Carlos Sofia
Ahmed Mariam Hassan Leila Reza Nasrin Dmitri Olga Ivan Anastasia Lars Ingrid Sven Freya Pierre Amelie Luca Giulia Marco
Francesca Jakub Zofia Tomasz Agnieszka Aisha Ibrahim Kavya Arjun Deepa Vikram Lakshmi Nikhil Sunita Tenzin Pema`.split(
    /\s+/,
  );
const LAST =
  `Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson Anderson
Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen
King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Sharma
Patel Shrestha Gurung Tamang Rai Thapa Adhikari Karki Singh Kumar Gupta Reddy Iyer Nair Chen Wang Li Zhang Liu Yang Huang
Zhao Wu Zhou Tanaka Suzuki Takahashi Watanabe Kim Park Choi Okafor Adeyemi Mensah Boateng Nkosi Dlamini Mohammed Hussein
Rahman Ali Khan Silva Santos Oliveira Pereira Costa Ferreira Rossi Bianchi Ferrari Muller Schmidt Schneider Fischer Weber
Dubois Lefebvre Moreau Laurent Kowalski Nowak Wisniewski Ivanov Petrov Smirnov Andersson Johansson Larsen Hansen`.split(
    /\s+/,
  );
const TITLES = [
  'Data Analyst',
  'Software Engineer',
  'Product Manager',
  'UX Designer',
  'Research Scientist',
  'Marketing Lead',
  'Career Coach',
  'Nurse',
  'Civil Engineer',
  'Teacher',
  'Financial Analyst',
  'Machine Learning Engineer',
  'Student',
];
const COUNTRIES = ['NP', 'IN', 'US', 'GB', 'DE', 'NG', 'KE', 'BR', 'JP', 'CN', 'FR', 'CA', 'AU', 'ZA', 'MX'];
const BIOS = [
  'Loves mentoring early-career professionals.',
  'Exploring generative AI for public health.',
  'Building data pipelines and dashboards.',
  'Career switcher from teaching to tech.',
  'Community organizer and volunteer.',
];

/** Deterministic pseudo-random numbers, so every run searches the same population. */
function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Inserts `count` verified people with profiles into the app's own tables: users and profiles in
 * one statement each (unnest over arrays), the profile's search text built the way the profiles
 * module builds it. Returns the milliseconds it took, VACUUM ANALYZE included.
 */
export async function insertPeople(
  url: string,
  count: number,
): Promise<{ ms: number; first: string[]; last: string[] }> {
  const rand = mulberry32(20261122);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!;
  const firsts: string[] = [];
  const lasts: string[] = [];
  const titles: string[] = [];
  const countries: string[] = [];
  const bios: string[] = [];
  for (let i = 0; i < count; i++) {
    firsts.push(pick(FIRST));
    lasts.push(pick(LAST));
    titles.push(pick(TITLES));
    countries.push(pick(COUNTRIES));
    bios.push(pick(BIOS));
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const t0 = performance.now();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO users (email, first_name, last_name, name_slug, is_verified)
       SELECT 'bench-' || n || '@bench.careerhub.example', f, l, lower(f || '-' || l) || '-bench-' || n, true
       FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS g(f, l, n)`,
      [firsts, lasts],
    );
    await client.query(
      `INSERT INTO profiles (user_id, title, country, short_bio, search_text)
       SELECT u.id, g.title, g.country, g.bio, concat_ws(' ', u.first_name, u.last_name, g.title, g.country, g.bio)
       FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS g(title, country, bio, n)
       JOIN users u ON u.email = 'bench-' || g.n || '@bench.careerhub.example'`,
      [titles, countries, bios],
    );
    await client.query('COMMIT');
    // What autovacuum would soon do: fresh statistics and the GIN pending lists merged.
    await client.query('VACUUM ANALYZE users');
    await client.query('VACUUM ANALYZE profiles');
    await client.query('VACUUM ANALYZE search_words');
  } finally {
    await client.end();
  }
  return { ms: performance.now() - t0, first: FIRST, last: LAST };
}

/** The URL of database `name` on the server `adminUrl` points at. */
export function databaseUrlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * With `BENCH_REUSE=1`: the URL of database `name` when it exists and `isComplete` says a
 * previous run generated its data (the scenarios leave their databases in place), so a run can
 * skip seeding; null otherwise (and always without the switch). The server started on it applies
 * any migration added since.
 */
export async function reusableDatabase(
  adminUrl: string,
  name: string,
  isComplete: (client: pg.Client) => Promise<boolean>,
): Promise<string | null> {
  if (process.env.BENCH_REUSE !== '1') return null;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length === 0) return null;
  } finally {
    await admin.end();
  }
  const url = databaseUrlOf(adminUrl, name);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await isComplete(client).catch(() => false)) ? url : null;
  } finally {
    await client.end();
  }
}

/** Drops and recreates `name` on the server `adminUrl` points at; returns the new database's URL. */
export async function recreateDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return databaseUrlOf(adminUrl, name);
}
