import type { ProfileInformationRequest, UpdatePasswordRequest } from "#shared/schemas/auth.ts";
import { api } from "#web/lib/api.ts";

// Account settings (docs/product.md "API conventions", Fortify's routes). Field errors land under the
// form ids; the caller shows the toasts of docs/product.md "Texts and messages".

export const PROFILE_INFORMATION_FORM_ID = "profile-information";
export const PASSWORD_FORM_ID = "update-password";

/** A changed email is only applied once confirmed: the answer then carries `pending_email`. */
export function updateProfileInformation(values: ProfileInformationRequest) {
  return api.put("/user/profile-information", {
    body: values,
    form: PROFILE_INFORMATION_FORM_ID,
    toast: false,
  });
}

/** Ends every session of the user, this one too: the next step is the login (docs/product.md "Accounts and sign-in"). */
export function updatePassword(values: UpdatePasswordRequest) {
  return api.put("/user/password", { body: values, form: PASSWORD_FORM_ID, toast: false });
}
