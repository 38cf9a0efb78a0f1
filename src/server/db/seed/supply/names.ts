// Sectors, their share of the green job market, surnames and streets: shared by the demo seed
// (src/server/db/seed/supply) and the benchmark data (bench/generate.ts).

export const SECTOR_SLUGS = [
  "landwirtschaft",
  "garten-und-landschaftsbau",
  "baumschule",
  "pflanzenhandel",
  "obst-und-gemuesebau",
  "zierpflanzenbau",
  "forstwirtschaft",
  "friedhofsgaertnerei",
] as const;
export type SectorSlug = (typeof SECTOR_SLUGS)[number];

/** Share of ads per sector: landscaping and agriculture dominate the green job market. */
export const SECTOR_SHARES: Record<SectorSlug, number> = {
  landwirtschaft: 20,
  "garten-und-landschaftsbau": 25,
  baumschule: 10,
  pflanzenhandel: 8,
  "obst-und-gemuesebau": 12,
  zierpflanzenbau: 8,
  forstwirtschaft: 10,
  friedhofsgaertnerei: 7,
};

// prettier-ignore
export const SURNAMES = [
  "Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz",
  "Hoffmann", "Schäfer", "Koch", "Bauer", "Richter", "Klein", "Wolf", "Schröder", "Neumann",
  "Schwarz", "Zimmermann", "Braun", "Krüger", "Hofmann", "Hartmann", "Lange", "Schmitt",
  "Werner", "Krause", "Meier", "Lehmann", "Köhler", "Herrmann", "Walter", "König", "Mayer",
  "Huber", "Kaiser", "Fuchs", "Peters", "Lang", "Scholz", "Möller", "Weiß", "Jung", "Hahn",
  "Vogel", "Friedrich", "Keller", "Günther", "Frank", "Berger", "Winkler", "Roth", "Beck",
  "Lorenz", "Baumann", "Franke", "Albrecht", "Schuster", "Simon", "Ludwig", "Böhm", "Winter",
];
// prettier-ignore
export const STREETS = [
  "Hauptstraße", "Gartenweg", "Feldstraße", "Am Anger", "Lindenallee", "Mühlenweg",
  "Dorfstraße", "Bahnhofstraße", "Kirchweg", "Wiesenstraße", "Am Gutshof", "Baumschulenweg",
];
