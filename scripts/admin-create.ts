// `npm run admin:create -- --email <address> [--password <password>] [--name <name>]`
// Creates a staff account in the configured database (DATA_DIR or DATABASE_URL). Without
// --password a strong one is generated and printed once. Needs no terminal input.
// Every expected failure (bad arguments, configuration, the embedded database held by a
// running app, an unreachable database, a refused address or password) ends with German
// lines on stderr and a non-zero exit code, never with a stack trace.
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../src/server/config.ts";
import { DataDirLockedError, openDatabase, type Database } from "../src/server/db/client.ts";
import { createStaffUser } from "../src/server/modules/admin/service.ts";
import { AppError, operatorMessage } from "../src/server/platform/errors.ts";

const USAGE = "Aufruf: npm run admin:create -- --email name@beispiel.de [--password …] [--name …]";

async function run(): Promise<number> {
  try {
    process.loadEnvFile(".env");
  } catch {
    // no .env file
  }

  let values: { email?: string; password?: string; name?: string };
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: "string" },
        password: { type: "string" },
        name: { type: "string" },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`Unbekannte oder unvollständige Angabe (${operatorMessage(error)}). ${USAGE}`);
    return 2;
  }
  if (!values.email) {
    console.error(`Bitte die Adresse angeben. ${USAGE}`);
    return 2;
  }

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }

  const where = config.databaseUrl
    ? "Die Datenbank unter DATABASE_URL"
    : `Die eingebettete Datenbank in ${config.dataDir}/pgdata`;
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(
        `Die eingebettete Datenbank wird gerade von einem laufenden Wurzelwerk (Prozess ${error.pid}) benutzt. Beenden Sie es oder nutzen Sie den Einrichtungslink aus seinem Start-Log.`,
      );
    } else {
      console.error(`${where} konnte nicht geöffnet werden: ${operatorMessage(error)}`);
    }
    return 1;
  }
  try {
    try {
      await database.migrate();
    } catch (error) {
      console.error(
        `${where} ist nicht erreichbar oder konnte nicht migriert werden: ${operatorMessage(error)}`,
      );
      return 1;
    }
    const staff = await createStaffUser(database.db, {
      email: values.email,
      password: values.password,
      name: values.name,
    });
    console.log(`Staff-Konto angelegt: ${staff.email} (ID ${staff.id})`);
    if (staff.generated)
      console.log(`Passwort (nur jetzt sichtbar, bitte sicher aufbewahren): ${staff.password}`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(
        Object.values(error.fieldErrors ?? { _: [error.message] })
          .flat()
          .join("\n"),
      );
    } else {
      console.error(`Das Staff-Konto konnte nicht angelegt werden: ${operatorMessage(error)}`);
    }
    return 1;
  } finally {
    await database.close().catch(() => {});
  }
}

try {
  process.exitCode = await run();
} catch (error) {
  // Nothing expected ends here; still one line for the operator, not a stack trace.
  console.error(`Unerwarteter Fehler: ${operatorMessage(error)}`);
  process.exitCode = 1;
}
