import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { notify } from "#web/ui/toast.ts";
import { formatCurrency, formatDate } from "#shared/format.ts";
import {
  BILLING_LIMITS,
  ZCheckoutRequest,
  type CheckoutRequest,
  type Order,
  type PaymentMethod,
  type Plan,
} from "#shared/schemas/checkout.ts";
import { CheckboxField } from "#web/features/auth/components/checkbox-field.tsx";
import { HttpError } from "#web/lib/http.ts";
import { usePageMetadata } from "#web/lib/page-metadata.ts";
import { loginPath } from "#web/lib/session-expired.ts";
import { useApiForm } from "#web/lib/use-api-form.ts";
import { ButtonLink, buttonClasses } from "#web/ui/button-link.tsx";
import { ModalBody, ModalDialog } from "#web/ui/modal-dialog.tsx";
import { TextField } from "#web/ui/text-field.tsx";
import {
  checkout,
  CHECKOUT_FORM_ID,
  fetchBillingAddress,
  invoiceUrl,
  type BillingAddressAnswer,
} from "../api.ts";
import { forgetCheckout, rememberCheckout, RESUME_CHECKOUT_PATH } from "../pending-checkout.ts";
import { PriceLines } from "./price-lines.tsx";
import { SubmitButton } from "#web/ui/submit-button.tsx";
import { adsStand, dayCount, jobAdCount, monthCount } from "#shared/count-texts.ts";
import { api } from "#web/lib/api.ts";

const linkClass = "font-semibold text-moss-700 underline underline-offset-2 hover:text-moss-900";

const METHOD_TEXTS: Record<PaymentMethod, { label: string; hint: string }> = {
  invoice: {
    label: "Rechnung",
    hint: "Sie erhalten die Rechnung sofort als PDF und zahlen per Überweisung. Ihr Guthaben steht sofort bereit.",
  },
  stripe: {
    label: "Online bezahlen (Stripe)",
    hint: "Kreditkarte, SEPA-Lastschrift und weitere Zahlarten auf der sicheren Seite von Stripe. Ihr Guthaben steht nach dem Zahlungseingang bereit.",
  },
};

interface CheckoutDialogProps {
  plan: Plan;
  paymentMethods: PaymentMethod[];
  initialPaymentMethod?: PaymentMethod;
  /** The dialog continues a checkout remembered before registration or confirmation. */
  resumed: boolean;
  onClose(): void;
}

/**
 * Booking a plan (docs/product.md "Plans, checkout and invoices"). Logged out or unconfirmed, the choice is
 * remembered and the dialog says what comes first; signed in and confirmed, it takes the
 * billing address and the order.
 */
export default function CheckoutDialog({
  plan,
  paymentMethods,
  initialPaymentMethod,
  resumed,
  onClose,
}: CheckoutDialogProps) {
  const { user } = usePageMetadata();
  const headingId = useId();
  const [method, setMethod] = useState<PaymentMethod>(
    initialPaymentMethod && paymentMethods.includes(initialPaymentMethod)
      ? initialPaymentMethod
      : "invoice",
  );
  const [order, setOrder] = useState<Order | null>(null);
  const ready = Boolean(user?.email_verified_at);

  // Until the checkout can go on, the choice is kept for the way back (docs/product.md "Job ads: fields and editor" markers);
  // once it can, the markers have done their work.
  useEffect(() => {
    if (ready) forgetCheckout();
    else rememberCheckout({ planId: plan.id, paymentMethod: method });
  }, [ready, plan.id, method]);

  return (
    <ModalDialog
      onClose={onClose}
      layout="sheet"
      aria-labelledby={headingId}
      className="sm:max-w-2xl"
    >
      <div className="flex items-start justify-between gap-4 border-b border-moss-100 px-5 py-4 sm:px-8">
        <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-moss-900">
          {order ? "Vielen Dank für Ihre Bestellung!" : `Paket „${plan.name}“ buchen`}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Schließen"
          className="-mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-moss-900 hover:bg-moss-100 focus-visible:outline-2 focus-visible:outline-moss-700"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <ModalBody className="px-5 py-5 sm:px-8 sm:py-6">
        {order ? (
          <OrderConfirmation order={order} />
        ) : (
          <div className="space-y-6">
            <PlanSummary plan={plan} />
            {!user ? (
              <>
                <MethodChoice methods={paymentMethods} value={method} onChange={setMethod} />
                <GuestNext />
              </>
            ) : !ready ? (
              <>
                <MethodChoice methods={paymentMethods} value={method} onChange={setMethod} />
                <ConfirmEmailFirst email={user.email} />
              </>
            ) : (
              <OrderForm
                plan={plan}
                methods={paymentMethods}
                method={method}
                onMethodChange={setMethod}
                resumed={resumed}
                onOrdered={setOrder}
              />
            )}
          </div>
        )}
      </ModalBody>
    </ModalDialog>
  );
}

function PlanSummary({ plan }: { plan: Plan }) {
  return (
    <div className="rounded-2xl bg-moss-50 p-4 ring-1 ring-moss-200 sm:p-5">
      <p className="font-semibold text-moss-900">
        {jobAdCount(plan.ad_count)}, je {dayCount(plan.duration_days)} online
        {plan.highlighted ? ", hervorgehoben in der Suche" : ""}
      </p>
      <p className="mt-1 text-sm text-moss-800">
        Das Guthaben ist {monthCount(plan.validity_months)} ab Kauf einlösbar.
      </p>
      <PriceLines
        className="mt-4"
        net={plan.price_net}
        tax={plan.price_tax}
        gross={plan.price_gross}
      />
    </div>
  );
}

/** Radio buttons of the offered payment methods; a single method is stated, not asked. */
function MethodChoice({
  methods,
  value,
  onChange,
}: {
  methods: PaymentMethod[];
  value: PaymentMethod;
  onChange(method: PaymentMethod): void;
}) {
  const name = useId();
  if (methods.length <= 1) {
    return (
      <div>
        <p className="font-semibold text-moss-900">Zahlungsart: {METHOD_TEXTS.invoice.label}</p>
        <p className="mt-1 text-sm text-moss-800">{METHOD_TEXTS.invoice.hint}</p>
      </div>
    );
  }
  return (
    <fieldset>
      <legend className="font-semibold text-moss-900">Zahlungsart</legend>
      <div className="mt-2 space-y-2">
        {methods.map((method) => (
          <label
            key={method}
            className={`flex cursor-pointer gap-3 rounded-2xl p-4 ring-1 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-moss-700 ${
              value === method ? "bg-moss-50 ring-2 ring-moss-700" : "ring-moss-200"
            }`}
          >
            <input
              type="radio"
              name={name}
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="mt-1 h-5 w-5 shrink-0 accent-moss-700 focus-visible:outline-none"
            />
            <span>
              <span className="block font-semibold text-moss-900">
                {METHOD_TEXTS[method].label}
              </span>
              <span className="mt-0.5 block text-sm text-moss-800">
                {METHOD_TEXTS[method].hint}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function GuestNext() {
  const navigate = useNavigate();
  return (
    <div className="space-y-4">
      <p className="text-ink">
        Um zu bestellen, legen Sie zuerst ein kostenloses Arbeitgeber-Konto an und bestätigen Ihre
        E-Mail-Adresse. Ihre Auswahl merken wir uns – danach geht es hier direkt weiter.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/register" className="sm:flex-1">
          Weiter zur Registrierung
        </ButtonLink>
        <button
          type="button"
          className={buttonClasses("secondary", "sm:flex-1")}
          onClick={() => void navigate(loginPath(RESUME_CHECKOUT_PATH))}
        >
          Ich habe schon ein Konto
        </button>
      </div>
    </div>
  );
}

function ConfirmEmailFirst({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  return (
    <div
      role="note"
      aria-label="E-Mail-Adresse noch nicht bestätigt"
      className="space-y-3 rounded-2xl bg-earth-500/10 p-4 text-ink ring-1 ring-earth-500/40 sm:p-5"
    >
      <p className="font-semibold">Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.</p>
      <p>
        Öffnen Sie den Link in unserer E-Mail an <strong className="break-all">{email}</strong>.
        Ihre Auswahl merken wir uns – danach geht es hier direkt weiter.
      </p>
      <button
        type="button"
        className={buttonClasses("secondary")}
        aria-disabled={sending || undefined}
        onClick={async () => {
          if (sending) return;
          setSending(true);
          try {
            const answer = await api.post("/email/verification-notification");
            notify.success(answer.message);
          } catch {
            // The failure's message is shown as a toast by the request itself.
          } finally {
            setSending(false);
          }
        }}
      >
        {sending ? "Wird gesendet …" : "Bestätigungslink erneut senden"}
      </button>
    </div>
  );
}

type Address = NonNullable<BillingAddressAnswer["data"]["address"]>;

function toFormAddress(answer: BillingAddressAnswer["data"]): CheckoutRequest["billing_address"] {
  const stored = answer.address;
  if (stored) {
    return {
      company: stored.company,
      name: stored.name ?? "",
      street: stored.street,
      zipcode: stored.zipcode,
      city: stored.city,
      country: "DE",
      vat_id: stored.vat_id ?? "",
      email: stored.email ?? "",
    };
  }
  const { suggestion } = answer;
  return {
    company: suggestion.company,
    name: "",
    street: suggestion.street ?? "",
    zipcode: suggestion.zipcode ?? "",
    city: suggestion.city ?? "",
    country: "DE",
    vat_id: "",
    email: suggestion.email ?? "",
  };
}

function OrderForm(props: {
  plan: Plan;
  methods: PaymentMethod[];
  method: PaymentMethod;
  onMethodChange(method: PaymentMethod): void;
  resumed: boolean;
  onOrdered(order: Order): void;
}) {
  const [billing, setBilling] = useState<BillingAddressAnswer["data"] | "loading" | "failed">(
    "loading",
  );
  useEffect(() => {
    const controller = new AbortController();
    fetchBillingAddress(controller.signal)
      .then((answer) => setBilling(answer.data))
      .catch((error: unknown) => {
        if ((error as Error).name !== "AbortError") setBilling("failed");
      });
    return () => controller.abort();
  }, []);

  if (billing === "loading") {
    return (
      <p role="status" className="text-moss-800">
        Rechnungsadresse wird geladen …
      </p>
    );
  }
  if (billing === "failed") {
    return (
      <p role="alert" className="text-red-700">
        Ihre Rechnungsadresse konnte gerade nicht geladen werden. Bitte schließen Sie das Fenster
        und versuchen Sie es noch einmal.
      </p>
    );
  }
  return <LoadedOrderForm {...props} billing={billing} />;
}

function LoadedOrderForm({
  plan,
  methods,
  method,
  onMethodChange,
  resumed,
  onOrdered,
  billing,
}: Parameters<typeof OrderForm>[0] & { billing: BillingAddressAnswer["data"] }) {
  const [editing, setEditing] = useState(billing.address === null);
  const [failure, setFailure] = useState<string | null>(null);
  const accountEmail = usePageMetadata().user?.email;
  const form = useApiForm(CHECKOUT_FORM_ID, ZCheckoutRequest, {
    plan_id: plan.id,
    payment_method: method,
    billing_address: toFormAddress(billing),
  });
  const { register, handleSubmit, formState, setValue } = form;

  useEffect(() => {
    setValue("payment_method", method);
  }, [method, setValue]);

  const onSubmit = handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        const answer = await checkout(values);
        if ("url" in answer.data) {
          // Stripe's payment page; it comes back to /checkout/process or /checkout/failed.
          window.location.assign(answer.data.url);
          return;
        }
        onOrdered(answer.data);
      } catch (error) {
        if (error instanceof HttpError && error.errors) {
          if (Object.keys(error.errors).some((key) => key.startsWith("billing_address")))
            setEditing(true);
          const other = Object.entries(error.errors).find(
            ([key]) =>
              !key.startsWith("billing_address") &&
              key !== "accept_terms" &&
              key !== "payment_method",
          );
          if (other) setFailure(other[1][0] ?? error.message);
          return;
        }
        setFailure(
          error instanceof HttpError && error.message
            ? error.message
            : "Die Bestellung ist fehlgeschlagen. Bitte versuchen Sie es noch einmal.",
        );
      }
    },
    (errors) => {
      if (errors.billing_address) setEditing(true);
    },
  );

  const addressErrors = formState.errors.billing_address;
  const fieldError = (name: keyof NonNullable<CheckoutRequest["billing_address"]>) =>
    addressErrors?.[name]?.message as string | undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Bestellung">
      {resumed ? (
        <p className="rounded-2xl bg-moss-100 px-4 py-3 text-moss-900">
          Willkommen zurück! Hier geht es mit Ihrer Auswahl weiter.
        </p>
      ) : null}
      <MethodChoice methods={methods} value={method} onChange={onMethodChange} />
      {formState.errors.payment_method ? (
        <p className="text-sm font-medium text-red-700">
          {formState.errors.payment_method.message}
        </p>
      ) : null}

      <fieldset className="space-y-4">
        <legend className="font-semibold text-moss-900">Rechnungsadresse</legend>
        {!editing && billing.address ? (
          <StoredAddress address={billing.address} onEdit={() => setEditing(true)} />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <TextField
                label="Firma"
                autoComplete="organization"
                maxLength={BILLING_LIMITS.company}
                error={fieldError("company")}
                {...register("billing_address.company")}
              />
            </div>
            <div className="sm:col-span-2">
              <TextField
                label="Zu Händen"
                optional
                autoComplete="name"
                maxLength={BILLING_LIMITS.name}
                error={fieldError("name")}
                {...register("billing_address.name")}
              />
            </div>
            <div className="sm:col-span-2">
              <TextField
                label="Straße und Hausnummer"
                autoComplete="street-address"
                maxLength={BILLING_LIMITS.street}
                error={fieldError("street")}
                {...register("billing_address.street")}
              />
            </div>
            <TextField
              label="PLZ"
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={BILLING_LIMITS.zipcode}
              error={fieldError("zipcode")}
              {...register("billing_address.zipcode")}
            />
            <TextField
              label="Ort"
              autoComplete="address-level2"
              maxLength={BILLING_LIMITS.city}
              error={fieldError("city")}
              {...register("billing_address.city")}
            />
            <TextField
              label="USt-IdNr."
              optional
              maxLength={BILLING_LIMITS.vatId}
              hint="Zum Beispiel DE123456789."
              error={fieldError("vat_id")}
              {...register("billing_address.vat_id")}
            />
            <TextField
              label="E-Mail auf der Rechnung"
              optional
              // ADR 021: the Rechnung is mailed only to the account's confirmed address.
              hint={
                accountEmail
                  ? `Steht auf der Rechnung. Per E-Mail senden wir die Rechnung an Ihre bestätigte Adresse ${accountEmail}.`
                  : "Steht auf der Rechnung."
              }
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={BILLING_LIMITS.email}
              error={fieldError("email")}
              {...register("billing_address.email")}
            />
            <p className="text-sm text-moss-800 sm:col-span-2">
              Rechnungen stellen wir an Adressen in Deutschland aus. Wir speichern die Adresse für
              Ihre nächsten Bestellungen.
            </p>
          </div>
        )}
      </fieldset>

      <CheckboxField
        label={
          <>
            Ich akzeptiere die{" "}
            <Link to="/agb" target="_blank" className={linkClass}>
              AGB
            </Link>{" "}
            und habe die{" "}
            <Link to="/datenschutz" target="_blank" className={linkClass}>
              Datenschutzerklärung
            </Link>{" "}
            gelesen.
          </>
        }
        error={formState.errors.accept_terms?.message}
        {...register("accept_terms")}
      />

      {failure ? (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 font-medium text-red-800">
          {failure}
        </p>
      ) : null}

      <div className="space-y-2">
        <SubmitButton
          className={buttonClasses("primary", "w-full")}
          busy={formState.isSubmitting}
          busyLabel="Bestellung wird gesendet …"
        >
          {`Zahlungspflichtig bestellen (${formatCurrency(plan.price_gross)})`}
        </SubmitButton>
        {method === "stripe" ? (
          <p className="text-center text-sm text-moss-800">
            Sie werden zur Zahlung an Stripe weitergeleitet.
          </p>
        ) : null}
      </div>
    </form>
  );
}

function StoredAddress({ address, onEdit }: { address: Address; onEdit(): void }) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl p-4 ring-1 ring-moss-200 sm:flex-row sm:items-start sm:justify-between">
      <address className="not-italic text-ink" data-testid="billing-address">
        {address.company}
        <br />
        {address.name ? (
          <>
            {address.name}
            <br />
          </>
        ) : null}
        {address.street}
        <br />
        {address.zipcode} {address.city}
        {address.vat_id ? (
          <>
            <br />
            USt-IdNr. {address.vat_id}
          </>
        ) : null}
      </address>
      <button type="button" className={buttonClasses("ghost", "self-start")} onClick={onEdit}>
        Rechnungsadresse ändern
      </button>
    </div>
  );
}

function OrderConfirmation({ order }: { order: Order }) {
  const first = useRef<HTMLParagraphElement>(null);
  const accountEmail = usePageMetadata().user?.email;
  useEffect(() => first.current?.focus(), []);
  const credits = `${adsStand(order.credits)} ab sofort in Ihrem Dashboard bereit.`;
  return (
    <div className="space-y-5" data-testid="order-confirmation">
      <p ref={first} tabIndex={-1} className="text-lg text-ink outline-none">
        Ihre Bestellung „{order.plan.name}“ über {formatCurrency(order.amount_gross)} ist
        eingegangen. {credits}
      </p>
      {order.invoice_number ? (
        <Detail label="Rechnungsnummer">{order.invoice_number}</Detail>
      ) : null}
      {order.due_date ? (
        <Detail label="Zahlbar bis">
          {formatDate(order.due_date)} per Überweisung – die Bankverbindung steht auf der Rechnung.
          {accountEmail ? (
            <>
              {" "}
              Wir haben Ihnen die Rechnung auch per E-Mail an{" "}
              <span className="break-all">{accountEmail}</span> geschickt.
            </>
          ) : null}
        </Detail>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {order.invoice_number ? (
          <a
            href={invoiceUrl(order.id)}
            target="_blank"
            rel="noopener"
            className={buttonClasses("secondary")}
          >
            Rechnung öffnen (PDF)
          </a>
        ) : null}
        <ButtonLink to="/dashboard/job">Jetzt Anzeige erstellen</ButtonLink>
        <ButtonLink to="/dashboard" variant="ghost">
          Zum Dashboard
        </ButtonLink>
      </div>
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <p className="text-sm font-semibold uppercase tracking-wider text-moss-700">{label}</p>
      <p className="mt-0.5 text-ink">{children}</p>
    </div>
  );
}
