// Loaded into a server with `node --import` by the `bare` scenario: records the text of every
// statement the server sends to PostgreSQL (node-postgres Client#query) while recording is on.
// SIGUSR2 turns recording on and off; the texts are appended, one JSON string a line, to the file
// BENCH_RECORD_QUERIES names. Off, each query costs one boolean check.
import { appendFileSync } from 'node:fs';
import pg from 'pg';

const file = process.env.BENCH_RECORD_QUERIES;
if (file) {
  let recording = false;
  process.on('SIGUSR2', () => {
    recording = !recording;
  });
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (...args) {
    if (recording) {
      const first = args[0];
      const text = typeof first === 'string' ? first : first?.text;
      if (typeof text === 'string') appendFileSync(file, `${JSON.stringify(text)}\n`);
    }
    return original.apply(this, args);
  };
}
