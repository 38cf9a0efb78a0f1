// Texts of the data rights that pages on every route need (the toast after an account's
// deletion is queued on one page and shown on the next): kept apart from
// schemas/data-rights.ts, so that zod stays out of the first load of / (tests/e2e/budget.spec.ts).

export const ACCOUNT_DELETED_MESSAGE = "Ihr Konto wurde gelöscht.";
