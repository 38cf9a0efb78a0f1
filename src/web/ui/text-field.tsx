import { forwardRef, useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from "react";

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  /** Marks the field „(optional)“; a text is that mark in another language („(opcjonalnie)“). */
  optional?: boolean | string;
}

const controlClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm transition read-only:bg-moss-50 read-only:text-moss-800 focus:border-moss-600 focus:outline-none focus:ring-2 focus:ring-moss-300 ${
    invalid ? "border-red-700" : "border-moss-300"
  }`;

function FieldFrame({
  id,
  label,
  error,
  hint,
  optional,
  children,
}: FieldProps & { id: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-moss-900">
        {label}
        {optional ? (
          <span className="font-normal text-moss-700">
            {` ${typeof optional === "string" ? optional : "(optional)"}`}
          </span>
        ) : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-moss-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: string) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

export const TextField = forwardRef<
  HTMLInputElement,
  FieldProps & InputHTMLAttributes<HTMLInputElement>
>(function TextField({ label, error, hint, optional, id: givenId, ...input }, ref) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} optional={optional}>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass(Boolean(error))}
        {...input}
      />
    </FieldFrame>
  );
});

export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>
>(function TextAreaField({ label, error, hint, optional, id: givenId, ...textarea }, ref) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} optional={optional}>
      <textarea
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass(Boolean(error))}
        {...textarea}
      />
    </FieldFrame>
  );
});
