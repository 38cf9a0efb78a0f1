import { z } from "zod";

/**
 * German messages for every zod issue, on the server and in browser forms alike
 * (react-hook-form uses the same schemas). A schema's own `{ error: "…" }` still wins,
 * because zod consults a per-schema message before this global map.
 */
const germanErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null) return "Dieses Feld ist erforderlich.";
      return `Dieses Feld muss ${typeName(issue.expected)} sein.`;
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string")
        return min <= 1
          ? "Dieses Feld ist erforderlich."
          : `Bitte mindestens ${min} Zeichen eingeben.`;
      if (issue.origin === "array" || issue.origin === "set")
        return min <= 1
          ? "Bitte mindestens einen Eintrag wählen."
          : `Bitte mindestens ${min} Einträge wählen.`;
      return issue.inclusive === false
        ? `Der Wert muss größer als ${min} sein.`
        : `Der Wert muss mindestens ${min} sein.`;
    }
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string")
        return `Bitte höchstens ${max.toLocaleString("de-DE")} Zeichen eingeben.`;
      if (issue.origin === "array" || issue.origin === "set")
        return `Es sind höchstens ${max} Einträge möglich.`;
      return issue.inclusive === false
        ? `Der Wert muss kleiner als ${max} sein.`
        : `Der Wert darf höchstens ${max} sein.`;
    }
    case "invalid_format":
      if (issue.format === "email") return "Bitte eine gültige E-Mail-Adresse eingeben.";
      if (issue.format === "url") return "Bitte eine gültige Adresse (URL) eingeben.";
      if (issue.format === "date") return "Bitte ein gültiges Datum eingeben.";
      return "Das Format ist ungültig.";
    case "invalid_value":
      return "Der gewählte Wert ist ungültig.";
    case "unrecognized_keys":
      return issue.keys.length === 1
        ? `Unbekanntes Feld: ${issue.keys[0]}.`
        : `Unbekannte Felder: ${issue.keys.join(", ")}.`;
    case "not_multiple_of":
      return `Der Wert muss ein Vielfaches von ${String(issue.divisor)} sein.`;
    case "invalid_union":
    case "invalid_key":
    case "invalid_element":
      return "Der Wert ist ungültig.";
    default:
      return undefined;
  }
};

function typeName(expected: string): string {
  switch (expected) {
    case "string":
      return "ein Text";
    case "number":
      return "eine Zahl";
    case "int":
      return "eine ganze Zahl";
    case "boolean":
      return "ja oder nein";
    case "array":
      return "eine Liste";
    case "object":
      return "ein Objekt";
    case "date":
      return "ein Datum";
    default:
      return "gültig";
  }
}

z.config({ customError: germanErrorMap });
