import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { Translatable } from "#shared/i18n.ts";

const timestamps = {
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

const translatable = (name: string) => jsonb(name).$type<Translatable>();

export const sectors = pgTable("sectors", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: translatable("name").notNull(),
  intro: translatable("intro").notNull().default({ de: "" }),
  ...timestamps,
});

/** Content pages resolved by slug; `type` is the page type of SPEC.md §2 (resource_class_name). */
export const pages = pgTable("pages", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  type: text("type").notNull(),
  name: translatable("name").notNull(),
  meta_title: translatable("meta_title"),
  meta_description: translatable("meta_description"),
  intro: translatable("intro").notNull().default({ de: "" }),
  content: translatable("content").notNull().default({ de: "" }),
  ...timestamps,
});

export const faqs = pgTable(
  "faqs",
  {
    id: serial("id").primaryKey(),
    audience: text("audience").notNull(),
    question: translatable("question").notNull(),
    answer: translatable("answer").notNull(),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("faqs_audience_position_idx").on(t.audience, t.position),
    check("faqs_audience_check", sql`${t.audience} in ('seeker', 'employer')`),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: translatable("title").notNull(),
    excerpt: translatable("excerpt").notNull(),
    content: translatable("content").notNull(),
    meta_title: translatable("meta_title"),
    meta_description: translatable("meta_description"),
    author: text("author").notNull(),
    /** null = draft; in the future = scheduled. */
    published_at: timestamp("published_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("blog_posts_published_at_idx").on(t.published_at)],
);

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  subject: text("subject"),
  message: text("message").notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    password_hash: text("password_hash").notNull(),
    email_verified_at: timestamp("email_verified_at", { withTimezone: true }),
    role: text("role").notNull().default("employer"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    check("users_role_check", sql`${t.role} in ('employer', 'admin')`),
  ],
);

export const employers = pgTable("employers", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  ...timestamps,
});

export const employerUsers = pgTable(
  "employer_users",
  {
    employer_id: integer("employer_id")
      .notNull()
      .references(() => employers.id, { onDelete: "cascade" }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.employer_id, t.user_id] }),
    index("employer_users_user_idx").on(t.user_id),
  ],
);

/** Server-side sessions; `id` is the SHA-256 of the cookie token, so a database leak reveals no usable cookie. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    user_id: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    impersonator_id: integer("impersonator_id").references(() => users.id, { onDelete: "cascade" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.user_id), index("sessions_expires_idx").on(t.expires_at)],
);
