import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditEvents,
  employerInvitations,
  employers,
  employerUsers,
  jobAdvertisements,
  sessions,
  users,
} from "#server/db/schema.ts";
import type { Mail, Mailer } from "#server/platform/mail/mailer.ts";
import { hashToken, SESSION_COOKIE } from "#server/platform/session.ts";
import {
  INVITATION_LIMITS,
  INVITATION_LINK_MESSAGES,
  TEAM_MESSAGES,
} from "#shared/schemas/teams.ts";
import { OWNER_BUYS_CREDITS } from "#shared/team-messages.ts";
import { createAccount, createMember, type TestAccount } from "#tests/support/accounts.ts";
import { createTestApp, TEST_APP_URL, type TestApp } from "#tests/support/app.ts";
import { createJob } from "#tests/support/factories.ts";
import { eventually } from "#tests/support/eventually.ts";

// Team accounts (docs/product.md „Employer insight, company pages, teams, data rights“, ADR 058):
// invitations by mail, joining through the link, removal, handover, and the owner's rights.

const sent: Mail[] = [];
const mailer: Mailer = {
  async send(mail) {
    sent.push(mail);
  },
  verify: async () => undefined,
  close: () => undefined,
};

let t: TestApp;
let ip = 0;
const fromNewAddress = () => `10.58.${Math.floor(++ip / 250)}.${ip % 250}`;

beforeAll(async () => {
  t = await createTestApp({ mailer });
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = "Kollegin-Gartenbau-2026";

function call(
  method: "GET" | "POST" | "DELETE" | "PUT",
  url: string,
  account: TestAccount | null,
  payload?: Record<string, unknown>,
) {
  return t.api({
    method,
    url,
    payload,
    cookies: account?.cookies ?? {},
    remoteAddress: fromNewAddress(),
  });
}

const invite = (owner: TestAccount, email: string) =>
  call("POST", "/api/team/invitations", owner, { email });

const accept = (token: string, overrides: Record<string, unknown> = {}) =>
  call("POST", "/api/team/invitations/accept", null, {
    token,
    name: "Mara Kollegin",
    password: PASSWORD,
    password_confirmation: PASSWORD,
    ...overrides,
  });

/** The link of the invitation mail to `email`, once the outbox has made it. */
async function invitationLink(email: string): Promise<string> {
  const mail = await eventually(() => {
    const found = sent.findLast((m) => String(m.to).toLowerCase() === email.toLowerCase());
    expect(found).toBeDefined();
    return found!;
  });
  const match = new RegExp(`${TEST_APP_URL}/einladung/([A-Za-z0-9_-]{43})`).exec(mail.text);
  expect(match).not.toBeNull();
  return match![1]!;
}

async function auditActions(employerId: number) {
  const rows = await t.db
    .select({ action: auditEvents.action, changes: auditEvents.changes })
    .from(auditEvents)
    .where(eq(auditEvents.employer_id, employerId))
    .orderBy(auditEvents.id);
  return rows;
}

async function invitationCount(employerId: number) {
  const [row] = await t.db
    .select({ n: count() })
    .from(employerInvitations)
    .where(eq(employerInvitations.employer_id, employerId));
  return Number(row!.n);
}

describe("inviting and joining", () => {
  it("the owner invites, the colleague joins through the mailed link as a member, signed in", async () => {
    const owner = await createAccount(t.db, { company: "Gärtnerei Team GmbH" });
    const email = "mara.kollegin@team.example";
    const res = await invite(owner, email);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      data: { email },
      message: "Die Einladung an mara.kollegin@team.example ist unterwegs.",
    });

    const token = await invitationLink(email);
    const mail = sent.findLast((m) => m.to === email)!;
    expect(mail.subject).toContain("Gärtnerei Team GmbH");
    expect(mail.text).toContain(owner.name);
    expect(mail.text).toContain("7 Tage gültig");
    // Only the token's hash is stored.
    const [row] = await t.db
      .select()
      .from(employerInvitations)
      .where(eq(employerInvitations.employer_id, owner.employerId));
    expect(row!.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const list = await call("GET", "/api/team", owner);
    expect(list.json().data.invitations).toEqual([expect.objectContaining({ email, id: row!.id })]);

    const joined = await accept(token);
    expect(joined.statusCode).toBe(201);
    expect(joined.json().message).toBe(TEAM_MESSAGES.joined);
    expect(joined.json().data).toMatchObject({
      name: "Mara Kollegin",
      email,
      employers: { data: [{ id: owner.employerId, role: "member" }] },
    });
    expect(joined.json().data.email_verified_at).not.toBeNull();
    const cookie = joined.cookies.find((c) => c.name === SESSION_COOKIE)!;
    const me = await t.api({ url: "/api/user", cookies: { [SESSION_COOKIE]: cookie.value } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.employers.data[0].role).toBe("member");

    const team = (await call("GET", "/api/team", owner)).json().data;
    expect(team.invitations).toEqual([]);
    expect(team.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [owner.email, "owner"],
      [email, "member"],
    ]);

    // Single use.
    const again = await accept(token, { name: "Zweiter Versuch" });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({
      message: INVITATION_LINK_MESSAGES.used,
      code: "team.link_used",
    });
    expect((await auditActions(owner.employerId)).map((a) => a.action)).toEqual([
      "invitation.sent",
      "member.joined",
    ]);
  });

  it("an expired, a withdrawn and an unknown link: German 4xx, no account", async () => {
    const owner = await createAccount(t.db);
    await invite(owner, "spaet@team.example");
    const late = await invitationLink("spaet@team.example");
    await t.db
      .update(employerInvitations)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(employerInvitations.token_hash, hashToken(late)));
    const expired = await accept(late);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(INVITATION_LINK_MESSAGES.expired);

    const created = await invite(owner, "zurueck@team.example");
    const withdrawn = await invitationLink("zurueck@team.example");
    const revoked = await call("DELETE", `/api/team/invitations/${created.json().data.id}`, owner);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().message).toBe(TEAM_MESSAGES.invitationRevoked);
    const dead = await accept(withdrawn);
    expect(dead.statusCode).toBe(404);
    expect(dead.json().code).toBe("team.link_unknown");
    // Withdrawing twice: no longer open.
    const twice = await call("DELETE", `/api/team/invitations/${created.json().data.id}`, owner);
    expect(twice.statusCode).toBe(404);

    for (const token of ["A".repeat(43), "kurz", "ä".repeat(43)]) {
      const res = await accept(token);
      expect(res.statusCode, token).toBe(404);
      expect(res.json().message).toBe(INVITATION_LINK_MESSAGES.unknown);
    }
    const [made] = await t.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, "spaet@team.example"));
    expect(Number(made!.n)).toBe(0);
  });

  it("a weak password is refused after the link is checked; the link still works", async () => {
    const owner = await createAccount(t.db);
    await invite(owner, "schwach@team.example");
    const token = await invitationLink("schwach@team.example");
    const weak = await accept(token, { password: "kurz", password_confirmation: "kurz" });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password[0]).toMatch(/mindestens 12 Zeichen/);
    const mismatch = await accept(token, { password_confirmation: "Anderes-Passwort-2026" });
    expect(mismatch.statusCode).toBe(422);
    expect((await accept(token)).statusCode).toBe(201);
  });

  it("refuses addresses that have an account: the owner's own, a member's, another employer's", async () => {
    const owner = await createAccount(t.db);
    const member = await createMember(t.db, owner.employerId);
    const stranger = await createAccount(t.db);
    for (const email of [owner.email, member.email.toUpperCase(), stranger.email]) {
      const res = await invite(owner, email);
      expect(res.statusCode, email).toBe(409);
      expect(res.json()).toEqual({
        message: TEAM_MESSAGES.addressHasAccount,
        code: "team.address_has_account",
      });
    }
    expect(await invitationCount(owner.employerId)).toBe(0);
  });

  it("an invitation accepted after the address registered elsewhere: 409, nothing joined", async () => {
    const owner = await createAccount(t.db);
    await invite(owner, "doppelt@team.example");
    const token = await invitationLink("doppelt@team.example");
    await t.db
      .update(users)
      .set({ email: "doppelt@team.example" })
      .where(eq(users.id, (await createAccount(t.db)).userId));
    const res = await accept(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("team.address_has_account");
    const members = await t.db
      .select()
      .from(employerUsers)
      .where(eq(employerUsers.employer_id, owner.employerId));
    expect(members).toHaveLength(1);
  });

  it("inviting an address again replaces its open invitation; the old link dies", async () => {
    const owner = await createAccount(t.db);
    await invite(owner, "nochmal@team.example");
    const first = await invitationLink("nochmal@team.example");
    expect((await invite(owner, "Nochmal@team.example")).statusCode).toBe(201);
    const second = await eventually(async () => {
      const token = await invitationLink("nochmal@team.example");
      expect(token).not.toBe(first);
      return token;
    });
    expect((await accept(first)).statusCode).toBe(404);
    const open = (await call("GET", "/api/team", owner)).json().data.invitations;
    expect(open).toHaveLength(1);
    expect((await accept(second)).statusCode).toBe(201);
  });

  it("1,000 invitations from one account: at most 20 open at once, in parallel too", async () => {
    const owner = await createAccount(t.db);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => invite(owner, `flut${i}@team.example`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(INVITATION_LIMITS.open);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - INVITATION_LIMITS.open);
    expect(answers.find((a) => a.statusCode === 429)!.json()).toEqual({
      message: TEAM_MESSAGES.tooManyOpen,
      code: "team.too_many_open",
    });
    expect(await invitationCount(owner.employerId)).toBe(INVITATION_LIMITS.open);
  });

  it("withdrawn invitations count to the daily limit", async () => {
    const owner = await createAccount(t.db);
    await t.db.insert(employerInvitations).values(
      Array.from({ length: INVITATION_LIMITS.perDay }, (_, i) => ({
        employer_id: owner.employerId,
        email: `zurueckgezogen${i}@team.example`,
        expires_at: new Date(Date.now() + 86_400_000),
        revoked_at: new Date(),
      })),
    );
    const res = await invite(owner, "einer.mehr@team.example");
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      message: TEAM_MESSAGES.tooManyToday,
      code: "team.too_many_today",
    });
    expect(await invitationCount(owner.employerId)).toBe(INVITATION_LIMITS.perDay);
  });
});

describe("members and the owner", () => {
  it("a member may not invite, withdraw, remove or hand over; sees the members without invitations", async () => {
    const owner = await createAccount(t.db);
    const member = await createMember(t.db, owner.employerId);
    const created = await invite(owner, "offen@team.example");
    for (const [method, url, payload] of [
      ["POST", "/api/team/invitations", { email: "andere@team.example" }],
      ["DELETE", `/api/team/invitations/${created.json().data.id}`, undefined],
      ["DELETE", `/api/team/members/${owner.userId}`, undefined],
      ["POST", `/api/team/members/${member.userId}/ownership`, undefined],
      ["POST", `/api/team/members/${owner.userId}/ownership`, undefined],
    ] as const) {
      const res = await call(method, url, member, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe("team.owner_only");
    }
    const team = (await call("GET", "/api/team", member)).json().data;
    expect(team.members).toHaveLength(2);
    expect(team.invitations).toEqual([]);
    const roles = await t.db
      .select({ user: employerUsers.user_id, role: employerUsers.role })
      .from(employerUsers)
      .where(eq(employerUsers.employer_id, owner.employerId));
    expect(roles).toEqual(
      expect.arrayContaining([
        { user: owner.userId, role: "owner" },
        { user: member.userId, role: "member" },
      ]),
    );
    expect(await invitationCount(owner.employerId)).toBe(1);
  });

  it("a member edits the profile but gets 403 for orders, invoices, billing address and checkout", async () => {
    const owner = await createAccount(t.db);
    const member = await createMember(t.db, owner.employerId);
    const profile = await call("PUT", `/api/employers/${owner.employerId}`, member, {
      name: "Vom Team geändert",
      sector_ids: [],
    });
    expect(profile.statusCode).toBe(200);
    for (const [method, url, payload] of [
      ["GET", "/api/orders", undefined],
      ["GET", "/api/orders/1", undefined],
      ["GET", "/api/orders/1/invoice", undefined],
      ["GET", "/api/billing-address", undefined],
      ["POST", "/api/checkout", { plan_id: 1, payment_method: "invoice" }],
    ] as const) {
      const res = await call(method, url, member, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message, url).toBe(TEAM_MESSAGES.ownerOnly);
    }
    expect((await call("GET", "/api/orders", owner)).statusCode).toBe(200);
  });

  it("out of credits, a member is told who buys packages; the owner to buy one", async () => {
    const owner = await createAccount(t.db);
    const member = await createMember(t.db, owner.employerId);
    const draft = await createJob(t.db, { employerId: owner.employerId, status: "draft" });
    const refused = await call("PUT", `/api/job-advertisements/${draft.id}/publish`, member, {});
    expect(refused.json()).toMatchObject({
      code: "credits.none_left",
      message: `Sie haben kein Anzeigen-Guthaben mehr. ${OWNER_BUYS_CREDITS}`,
    });
    const ownerRefused = await call(
      "PUT",
      `/api/job-advertisements/${draft.id}/publish`,
      owner,
      {},
    );
    expect(ownerRefused.statusCode).toBe(refused.statusCode);
    expect(ownerRefused.json().message).toBe(
      "Sie haben kein Anzeigen-Guthaben mehr. Buchen Sie ein Paket, um die Anzeige zu veröffentlichen.",
    );
    const [row] = await t.db
      .select({ status: jobAdvertisements.status })
      .from(jobAdvertisements)
      .where(eq(jobAdvertisements.id, draft.id));
    expect(row!.status).toBe("draft");
  });

  it("removing a member ends their account and sessions; never the owner, never another team's", async () => {
    const owner = await createAccount(t.db);
    const member = await createMember(t.db, owner.employerId);
    const other = await createAccount(t.db);
    const foreign = await createMember(t.db, other.employerId);

    const self = await call("DELETE", `/api/team/members/${owner.userId}`, owner);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(TEAM_MESSAGES.notTheOwner);
    const theirs = await call("DELETE", `/api/team/members/${foreign.userId}`, owner);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe("team.member_not_found");
    expect((await call("GET", "/api/user", foreign)).statusCode).toBe(200);

    const removed = await call("DELETE", `/api/team/members/${member.userId}`, owner);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(
      `${member.name} gehört nicht mehr zu Ihrem Team und ist abgemeldet.`,
    );
    expect((await call("GET", "/api/user", member)).statusCode).toBe(401);
    const left = await t.db.select().from(sessions).where(eq(sessions.user_id, member.userId));
    expect(left).toEqual([]);
    const gone = await t.db.select().from(users).where(eq(users.id, member.userId));
    expect(gone).toEqual([]);
    const login = await t.api({
      method: "POST",
      url: "/login",
      remoteAddress: fromNewAddress(),
      payload: { email: member.email, password: member.password },
    });
    expect(login.statusCode).toBe(422);

    const trail = await auditActions(owner.employerId);
    expect(trail.at(-1)).toEqual({
      action: "member.removed",
      changes: { name: member.name, email: member.email },
    });
    expect((await call("DELETE", `/api/team/members/${member.userId}`, owner)).statusCode).toBe(
      404,
    );
  });

  it("the owner hands over: the member becomes the owner, the owner a member", async () => {
    const owner = await createAccount(t.db);
    const member = await createMember(t.db, owner.employerId);
    const mine = await call("POST", `/api/team/members/${owner.userId}/ownership`, owner);
    expect(mine.statusCode).toBe(409);
    expect(mine.json().message).toBe(TEAM_MESSAGES.notYourself);

    const res = await call("POST", `/api/team/members/${member.userId}/ownership`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(TEAM_MESSAGES.ownershipHandedOver(member.name));
    const roles = await t.db
      .select({ user: employerUsers.user_id, role: employerUsers.role })
      .from(employerUsers)
      .where(and(eq(employerUsers.employer_id, owner.employerId), eq(employerUsers.role, "owner")));
    expect(roles).toEqual([{ user: member.userId, role: "owner" }]);
    // The former owner is a member now, at once.
    const back = await call("POST", `/api/team/members/${owner.userId}/ownership`, owner);
    expect(back.statusCode).toBe(403);
    expect((await call("GET", "/api/orders", owner)).statusCode).toBe(403);
    expect((await call("GET", "/api/orders", member)).statusCode).toBe(200);
    // The new owner may remove the old one, now a member.
    expect((await call("DELETE", `/api/team/members/${owner.userId}`, member)).statusCode).toBe(
      200,
    );
    expect((await auditActions(owner.employerId)).map((a) => a.action)).toEqual([
      "ownership.transferred",
      "member.removed",
    ]);
  });

  it("a member deleting their account leaves the team; the company stays", async () => {
    const owner = await createAccount(t.db);
    const member = await createMember(t.db, owner.employerId);
    const res = await call("DELETE", "/api/account", member, { password: member.password });
    expect(res.statusCode).toBe(200);
    const [employer] = await t.db
      .select()
      .from(employers)
      .where(eq(employers.id, owner.employerId));
    expect(employer!.deleted_at).toBeNull();
    expect((await call("GET", "/api/user", owner)).statusCode).toBe(200);
    expect((await call("GET", "/api/user", member)).statusCode).toBe(401);
    expect((await auditActions(owner.employerId)).map((a) => a.action)).toEqual(["member.left"]);
  });

  it("the owner deleting the account takes the team and the invitations with it", async () => {
    const owner = await createAccount(t.db);
    const member = await createMember(t.db, owner.employerId);
    expect((await invite(owner, "nie@team.example")).statusCode).toBe(201);
    const token = await invitationLink("nie@team.example");
    const res = await call("DELETE", "/api/account", owner, { password: owner.password });
    expect(res.statusCode).toBe(200);
    expect((await call("GET", "/api/user", member)).statusCode).toBe(401);
    expect(await invitationCount(owner.employerId)).toBe(0);
    expect((await accept(token)).statusCode).toBe(404);
  });
});
