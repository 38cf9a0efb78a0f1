// Credits granted by staff make publishing possible: the account scripts/e2e-server.ts
// created with `npm run admin:create` grants them, the employer publishes a finished draft,
// and seekers see the ad at once.
import {
  API_HEADERS,
  expect,
  expectNoAxeViolations,
  grantCreditsAsStaff,
  open,
  signUpAndVerify,
  test,
} from "./support.ts";

test("vom Team gutgeschriebenes Guthaben veröffentlicht eine Anzeige, die Suchende sofort sehen", async ({
  page,
}) => {
  await signUpAndVerify(page);
  await grantCreditsAsStaff(page, { count: 1, durationDays: 30 });
  const headers = { ...API_HEADERS, Origin: new URL(page.url() || "http://127.0.0.1:3100").origin };
  const credits = await page.request.get("/api/credits", { headers });
  expect((await credits.json()).data.available).toBe(1);

  const sectors = (await (await page.request.get("/api/sectors", { headers })).json()).data as {
    id: number;
    slug: string;
  }[];
  const title = `Staudengärtner (m/w/d) ${Date.now().toString(36)}`;
  const draft = await page.request.post("/api/job-advertisements", { headers, data: {} });
  expect(draft.status()).toBe(201);
  const id = (await draft.json()).data.id as number;
  const steps: [string, unknown][] = [
    [
      "step1",
      {
        title,
        sectors: [sectors.find((s) => s.slug === "baumschule")!.id],
        working_time: "Vollzeit",
        starts_at: null,
        location: {
          formatted_address: "30159 Hannover, Niedersachsen",
          street: null,
          street_number: null,
          zipcode: "30159",
          location: "Hannover",
          state: "Niedersachsen",
          country: "DE",
          latitude: 52.3744,
          longitude: 9.7386,
        },
      },
    ],
    [
      "step2",
      {
        description: "<p>Unsere Staudengärtnerei sucht Verstärkung für Anzucht und Verkauf.</p>",
        tasks: "<ul><li>Anzucht</li><li>Kundenberatung</li></ul>",
        profile: "<p>Freude an Pflanzen</p>",
        benefits: "",
      },
    ],
    ["step3", { application_email: "bewerbung@staudengaertnerei.example" }],
  ];
  for (const [step, data] of steps) {
    const res = await page.request.put(`/api/job-advertisements/${id}/${step}`, { headers, data });
    expect(res.status(), `${step}: ${await res.text()}`).toBe(200);
  }
  const published = await page.request.put(`/api/job-advertisements/${id}/publish`, {
    headers,
    data: {},
  });
  expect(published.status(), await published.text()).toBe(200);

  await open(page, `/jobs/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expectNoAxeViolations(page);
  const left = await page.request.get("/api/credits", { headers });
  expect((await left.json()).data.available).toBe(0);
});
