import pg from 'pg';

/**
 * Rows inserted in bulk by a generator queue themselves for the assistant's retrieval index (the
 * triggers of migrations 0017 and 0021). A server started on such a database spends its first
 * minutes re-indexing that backlog beside the requests being measured, a cost a running community
 * never has at once (its items are indexed as they are written). List benches drop the backlog
 * before the server starts and print how many rows it held; the index's own cost is the assistant
 * bench's to measure.
 */
export async function dropIndexBacklog(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM assistant_index_queue',
    );
    await client.query('TRUNCATE assistant_index_queue');
    const n = rows[0]?.n ?? 0;
    console.log(
      `  assistant index backlog dropped: ${n.toLocaleString('en')} queued rows from the bulk insert`,
    );
    return n;
  } finally {
    await client.end();
  }
}
