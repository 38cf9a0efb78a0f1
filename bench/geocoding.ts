// Offline geocoder: time to load the gazetteer and per-lookup latency for typical input.
//   npm run bench:geocoding   (figures in docs/performance.md "Place suggestions without HTTP")
import { loadGazetteer, searchIndex } from "../src/server/platform/geocoder/offline-geocoder.ts";

const queries = [
  "80331",
  "803",
  "8",
  "München",
  "munchen",
  "Münc",
  "M",
  "Freising",
  "Frankfurt",
  "Frankfurt Main",
  "10115 Berlin",
  "Bayern",
  "baden wuerttemberg",
  "Neustadt, Sachsen",
  "'; drop table users; --",
];

const started = performance.now();
const index = await loadGazetteer();
const loadMs = performance.now() - started;

for (const q of queries) searchIndex(index, q); // warm up the JIT

const rounds = 500;
const rows: { query: string; p50: number; p99: number; max: number }[] = [];
const all: number[] = [];
for (const query of queries) {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    searchIndex(index, query);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  rows.push({
    query,
    p50: times[Math.floor(rounds / 2)]!,
    p99: times[Math.floor(rounds * 0.99)]!,
    max: times[rounds - 1]!,
  });
}
all.sort((a, b) => a - b);

const ms = (x: number) => `${x.toFixed(3)} ms`;
console.log(`Gazetteer geladen in ${loadMs.toFixed(0)} ms: ${JSON.stringify(index.counts)}`);
console.log(`${rounds} Abfragen je Eingabe:`);
for (const r of rows) {
  console.log(
    `  ${JSON.stringify(r.query).padEnd(28)} p50 ${ms(r.p50)}  p99 ${ms(r.p99)}  max ${ms(r.max)}`,
  );
}
console.log(
  `Alle: p50 ${ms(all[Math.floor(all.length / 2)]!)}, p99 ${ms(all[Math.floor(all.length * 0.99)]!)}, max ${ms(all[all.length - 1]!)}`,
);
