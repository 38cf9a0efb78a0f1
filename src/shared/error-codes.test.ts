import { describe, expect, it } from "vitest";
import { codeForStatus, ERROR_CODE_LIST, ERROR_CODES } from "./error-codes.ts";

describe("error codes", () => {
  it("has one generic code per status, and every code an error status", () => {
    const generic = ERROR_CODE_LIST.filter((code) => !code.includes("."));
    const statuses = generic.map((code) => ERROR_CODES[code]);
    expect(new Set(statuses).size).toBe(statuses.length);
    for (const code of ERROR_CODE_LIST) {
      expect(ERROR_CODES[code], code).toBeGreaterThanOrEqual(400);
      expect(ERROR_CODES[code], code).toBeLessThan(600);
      // A domain code's status has a generic code too, for clients that know only those.
      expect(
        generic.map((g) => ERROR_CODES[g]),
        code,
      ).toContain(ERROR_CODES[code]);
    }
  });

  it("answers the generic code of a status, and a fallback for statuses without one", () => {
    expect(codeForStatus(404)).toBe("not_found");
    expect(codeForStatus(409)).toBe("conflict");
    expect(codeForStatus(422)).toBe("validation_failed");
    expect(codeForStatus(418)).toBe("bad_request");
    expect(codeForStatus(504)).toBe("server_error");
  });
});
