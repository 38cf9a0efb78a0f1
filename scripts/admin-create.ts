// `npm run admin:create -- --email <address> [--password <password>] [--name <name>]`
// Creates a staff account in the configured database (DATA_DIR or DATABASE_URL). Without
// --password a strong one is generated and printed once. Needs no terminal input.
import { parseArgs } from "node:util";
import { loadConfig } from "../src/server/config.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { createStaffUser } from "../src/server/modules/admin/service.ts";
import { AppError } from "../src/server/platform/errors.ts";

try {
  process.loadEnvFile(".env");
} catch {
  // no .env file
}

const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
  strict: true,
});
if (!values.email) {
  console.error(
    "Bitte die Adresse angeben: npm run admin:create -- --email name@beispiel.de [--password …] [--name …]",
  );
  process.exit(2);
}

const config = loadConfig(process.env);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const staff = await createStaffUser(database.db, {
    email: values.email,
    password: values.password,
    name: values.name,
  });
  console.log(`Staff-Konto angelegt: ${staff.email} (ID ${staff.id})`);
  if (staff.generated)
    console.log(`Passwort (nur jetzt sichtbar, bitte sicher aufbewahren): ${staff.password}`);
} catch (error) {
  if (error instanceof AppError) {
    console.error(
      Object.values(error.fieldErrors ?? { _: [error.message] })
        .flat()
        .join("\n"),
    );
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await database.close();
}
