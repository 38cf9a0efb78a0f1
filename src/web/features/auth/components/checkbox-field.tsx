import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from "react";

/** A native checkbox with its label next to it and its error below (same look as TextField). */
export const CheckboxField = forwardRef<
  HTMLInputElement,
  { label: ReactNode; error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "type">
>(function CheckboxField({ label, error, id: givenId, ...input }, ref) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-moss-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-moss-700 ${
            error ? "outline-2 outline-red-700" : ""
          }`}
          {...input}
        />
        <label htmlFor={id} className="cursor-pointer text-moss-900">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 pl-8 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
});
