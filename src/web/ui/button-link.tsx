import { Link, type LinkProps } from "react-router";

type Variant = "primary" | "secondary" | "ghost" | "light";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-moss-700 text-white hover:bg-moss-800",
  secondary: "bg-white text-moss-800 ring-2 ring-inset ring-moss-700 hover:bg-moss-50",
  ghost: "text-moss-800 hover:bg-moss-100",
  light: "bg-white text-moss-900 hover:bg-moss-100",
};

export function buttonClasses(variant: Variant = "primary", extra = ""): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${extra}`;
}

export function ButtonLink({ variant, className, ...props }: LinkProps & { variant?: Variant }) {
  return <Link {...props} className={buttonClasses(variant, className)} />;
}
