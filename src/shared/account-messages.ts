// The toast after a password change: queued on the dashboard and shown on /login after the
// reload (web/features/auth/flash-toast.ts), so it lives apart from schemas/auth.ts and zod
// stays out of the first load of / (tests/e2e/budget.spec.ts). docs/product.md "Texts and messages", verbatim.

export const PASSWORD_UPDATED_MESSAGE = "Ihr Passwort wurde erfolgreich aktualisiert";
