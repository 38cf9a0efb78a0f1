import { useState } from "react";
import { Controller } from "react-hook-form";
import { taxOf } from "#shared/schemas/checkout.ts";
import { formatCurrency, parseEuroCents } from "#shared/format.ts";
import {
  ADMIN_CONTENT_LIMITS as L,
  ZAdminPlanInput,
  type AdminPlan,
} from "#shared/schemas/admin-content.ts";
import { CheckboxField } from "#web/features/auth/components/checkbox-field.tsx";
import { TextAreaField, TextField } from "#web/ui/text-field.tsx";
import { ContentFormFrame, fieldError, useContentForm } from "../content-form.tsx";
import { useAutoSlug } from "../use-auto-slug.ts";

const euros = (cents: number) =>
  (cents / 100).toLocaleString("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A plan of /arbeitgeber: what it gives, its net price, whether it can be booked. */
export function PlanForm({ plan }: { plan: AdminPlan | null }) {
  const { form, onSubmit, busy } = useContentForm("plans", plan?.id ?? null, ZAdminPlanInput, {
    slug: plan?.slug ?? "",
    name: plan?.name ?? "",
    description: plan?.description ?? "",
    ad_count: plan?.ad_count ?? 1,
    duration_days: plan?.duration_days ?? 30,
    highlighted: plan?.highlighted ?? false,
    validity_months: plan?.validity_months ?? 12,
    features: plan?.features ?? [],
    price_net: plan?.price_net ?? 0,
    active: plan?.active ?? true,
    sort: plan?.sort ?? 0,
  });
  const { register, formState, control } = form;
  useAutoSlug(form, "name", plan === null);
  const error = (name: string) => fieldError(formState.errors, name);
  const number = (name: "ad_count" | "duration_days" | "validity_months" | "sort") =>
    register(name, { valueAsNumber: true });

  return (
    <ContentFormFrame
      kind="plans"
      id={plan?.id ?? null}
      name={plan?.name}
      onSubmit={onSubmit}
      busy={busy}
      deletion={
        plan && plan.order_count > 0
          ? {
              title: "Tarif deaktivieren?",
              confirmLabel: "Deaktivieren",
              text: `„${plan.name}“ wurde schon bestellt und wird deshalb nicht gelöscht, sondern deaktiviert: Er erscheint nicht mehr auf /arbeitgeber und kann nicht mehr gebucht werden. Bestehende Bestellungen bleiben unverändert.`,
            }
          : undefined
      }
      notice={
        plan && plan.order_count > 0
          ? `Dieser Tarif wurde ${plan.order_count}-mal bestellt. Änderungen gelten nur für neue Bestellungen; „Löschen“ deaktiviert ihn, statt ihn zu entfernen.`
          : undefined
      }
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="Name"
          maxLength={L.planName}
          error={error("name")}
          {...register("name")}
        />
        <TextField
          label="Kurzname"
          hint="Nur a–z, 0–9 und Bindestriche."
          maxLength={L.slug}
          autoCapitalize="off"
          spellCheck={false}
          error={error("slug")}
          {...register("slug")}
        />
      </div>
      <TextAreaField
        label="Beschreibung"
        optional
        rows={2}
        maxLength={L.planDescription}
        error={error("description")}
        {...register("description")}
      />
      <div className="grid gap-6 sm:grid-cols-3">
        <TextField
          label="Anzeigen"
          type="number"
          inputMode="numeric"
          min={1}
          max={L.adCount}
          error={error("ad_count")}
          {...number("ad_count")}
        />
        <TextField
          label="Laufzeit je Anzeige (Tage)"
          type="number"
          inputMode="numeric"
          min={1}
          max={L.durationDays}
          error={error("duration_days")}
          {...number("duration_days")}
        />
        <TextField
          label="Einlösbar (Monate)"
          type="number"
          inputMode="numeric"
          min={1}
          max={L.validityMonths}
          error={error("validity_months")}
          {...number("validity_months")}
        />
      </div>
      <Controller
        control={control}
        name="price_net"
        render={({ field }) => (
          <EuroField
            cents={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={error("price_net")}
          />
        )}
      />
      <Controller
        control={control}
        name="features"
        render={({ field }) => (
          <FeaturesField
            lines={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={error("features")}
          />
        )}
      />
      <div className="space-y-3">
        <CheckboxField
          label="In der Suche hervorgehoben"
          error={error("highlighted")}
          {...register("highlighted")}
        />
        <CheckboxField
          label="Buchbar (auf /arbeitgeber angezeigt)"
          error={error("active")}
          {...register("active")}
        />
      </div>
      <div className="sm:max-w-xs">
        <TextField
          label="Reihenfolge"
          type="number"
          inputMode="numeric"
          min={0}
          max={L.sort}
          hint="Kleinere Zahlen stehen weiter links."
          error={error("sort")}
          {...number("sort")}
        />
      </div>
    </ContentFormFrame>
  );
}

/** The net price typed in euros ("149" or "149,00"), stored in cents; shows the gross too. */
function EuroField({
  cents,
  onChange,
  onBlur,
  inputRef,
  error,
}: {
  cents: number;
  onChange(cents: number): void;
  onBlur(): void;
  inputRef(element: HTMLInputElement | null): void;
  error?: string;
}) {
  const [text, setText] = useState(() => euros(cents));
  const [local, setLocal] = useState<string | null>(null);
  const parsed = parseEuroCents(text);
  return (
    <div className="sm:max-w-sm">
      <TextField
        ref={inputRef}
        label="Preis netto in Euro"
        inputMode="decimal"
        autoComplete="off"
        hint={
          parsed === null
            ? "z. B. 149 oder 149,00"
            : `Mit 19 % USt: ${formatCurrency(taxOf(parsed).gross)} brutto`
        }
        value={text}
        error={local ?? error}
        onChange={(event) => {
          setText(event.target.value);
          const value = parseEuroCents(event.target.value);
          setLocal(value === null ? "Bitte einen Betrag in Euro angeben, z. B. 149,00." : null);
          // An unreadable amount is kept as -1, which the schema refuses.
          onChange(value ?? -1);
        }}
        onBlur={() => {
          if (parsed !== null) setText(euros(parsed));
          onBlur();
        }}
      />
    </div>
  );
}

/** The plan's features, one per line. */
function FeaturesField({
  lines,
  onChange,
  onBlur,
  inputRef,
  error,
}: {
  lines: string[];
  onChange(lines: string[]): void;
  onBlur(): void;
  inputRef(element: HTMLTextAreaElement | null): void;
  error?: string;
}) {
  const [text, setText] = useState(() => lines.join("\n"));
  return (
    <TextAreaField
      ref={inputRef}
      label="Leistungen"
      optional
      hint={`Eine Leistung je Zeile, höchstens ${L.planFeatures}.`}
      rows={4}
      value={text}
      error={error}
      onChange={(event) => {
        setText(event.target.value);
        onChange(
          event.target.value
            .split("\n")
            .map((line) => line.trim())
            .filter(Boolean),
        );
      }}
      onBlur={onBlur}
    />
  );
}
