import { INTL_LOCALES, type Locale } from "./locales.ts";

/**
 * The interface texts of one area (the shell, the home page, …) in one language (ADR 051).
 * German is the source: its object fixes the keys, and every other language's object must
 * have the same keys (the type below, and messages.test.ts at run time). A message is a text
 * with `{name}` placeholders, or one text per plural category of the language, chosen by
 * Intl.PluralRules for `{count}`.
 */
type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type Message = string | PluralMessage;
export type Messages = Record<string, Message>;

/** The shape another language's messages must have: German's keys, a text or plural forms each. */
export type MessagesLike<M extends Messages> = {
  [K in keyof M]: M[K] extends string ? string : PluralMessage;
};

type TextKey<M> = { [K in keyof M]: M[K] extends string ? K : never }[keyof M] & string;
type CountKey<M> = { [K in keyof M]: M[K] extends string ? never : K }[keyof M] & string;
type Values = Record<string, string | number>;

export interface Translator<M extends Messages> {
  locale: Locale;
  /** The text of `key` with its placeholders filled. */
  (key: TextKey<M>, values?: Values): string;
  /** The form of `key` that agrees with `count`, `{count}` written in the language's digits. */
  count(key: CountKey<M>, count: number, values?: Values): string;
  /** A text whose key is made at run time (`sector.${slug}`), or undefined where there is none. */
  lookup(key: string): string | undefined;
  /**
   * The text of `key` before and after `{part}` (where the page puts an element, e.g. a link),
   * each with its placeholders filled. Split before filling, so a value that contains „{part}“
   * (a company named „X {title}“) stays text.
   */
  around(key: TextKey<M>, part: string, values?: Values): [string, string];
}

const pluralRules = new Map<Locale, Intl.PluralRules>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();

function pluralRulesOf(locale: Locale): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(INTL_LOCALES[locale])));
  return rules;
}

/** An integer count the way the language writes it: „1.234“, „1,234“, „1 234“. */
function formatCount(count: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(INTL_LOCALES[locale])));
  return format.format(count);
}

/** The form of a plural message for `count` in `locale` (`other` where a form is missing). */
function pluralForm(message: PluralMessage, count: number, locale: Locale): string {
  return message[pluralRulesOf(locale).select(count)] ?? message.other;
}

/** Fills `{name}` placeholders; an unknown name stays as it is, so a mistake shows. */
function interpolate(text: string, values: Values = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export function createTranslator<M extends Messages>(locale: Locale, messages: M): Translator<M> {
  const text = (key: string, values?: Values) => {
    const message = messages[key];
    return interpolate(typeof message === "string" ? message : (message?.other ?? key), values);
  };
  const count = (key: string, n: number, values?: Values) => {
    const message = messages[key];
    const form = typeof message === "object" ? pluralForm(message, n, locale) : (message ?? key);
    return interpolate(form, { ...values, count: formatCount(n, locale) });
  };
  const lookup = (key: string) => {
    const message = messages[key];
    return typeof message === "string" ? message : undefined;
  };
  const around = (key: string, part: string, values?: Values): [string, string] => {
    const message = messages[key];
    const raw = typeof message === "string" ? message : (message?.other ?? key);
    const at = raw.indexOf(`{${part}}`);
    if (at === -1) return [interpolate(raw, values), ""];
    return [
      interpolate(raw.slice(0, at), values),
      interpolate(raw.slice(at + part.length + 2), values),
    ];
  };
  return Object.assign(text, { locale, count, lookup, around }) as Translator<M>;
}
