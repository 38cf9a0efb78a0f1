import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("blog", () => {
  it("lists published posts newest first in the paginator shape", async () => {
    const res = await t.api({ method: "GET", url: "/api/blog-posts" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThanOrEqual(3);
    const dates = body.data.map((p: { published_at: string }) => p.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.data[0]).not.toHaveProperty("content");
  });

  it("shows one post with its content and 404s unknown slugs", async () => {
    const list = (await t.api({ method: "GET", url: "/api/blog-posts?page_size=1" })).json();
    const slug = list.data[0].slug;
    const res = await t.api({ method: "GET", url: `/api/blog-posts/${slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.content.de).toContain("<h2>");

    const missing = await t.api({ method: "GET", url: "/api/blog-posts/gibt-es-nicht" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Diesen Beitrag gibt es nicht.", code: "not_found" });
  });

  it("keeps drafts and scheduled posts out of the list, the detail and the page metadata count", async () => {
    const before = (await t.api({ method: "GET", url: "/api/meta" })).json().data.blog_count;
    await t.db.insert(blogPosts).values([
      {
        slug: "entwurf-test",
        title: { de: "Entwurf" },
        excerpt: { de: "x" },
        content: { de: "<p>x</p>" },
        author: "Test",
        published_at: null,
      },
      {
        slug: "geplant-test",
        title: { de: "Geplant" },
        excerpt: { de: "x" },
        content: { de: "<p>x</p>" },
        author: "Test",
        published_at: new Date(Date.now() + 86_400_000),
      },
    ]);
    expect((await t.api({ method: "GET", url: "/api/blog-posts/entwurf-test" })).statusCode).toBe(
      404,
    );
    expect((await t.api({ method: "GET", url: "/api/blog-posts/geplant-test" })).statusCode).toBe(
      404,
    );
    const slugs = (await t.api({ method: "GET", url: "/api/blog-posts?page_size=100" }))
      .json()
      .data.map((p: { slug: string }) => p.slug);
    expect(slugs).not.toContain("entwurf-test");
    expect((await t.api({ method: "GET", url: "/api/meta" })).json().data.blog_count).toBe(before);

    await t.db
      .update(blogPosts)
      .set({ published_at: new Date(Date.now() - 1000) })
      .where(eq(blogPosts.slug, "entwurf-test"));
    expect((await t.api({ method: "GET", url: "/api/meta" })).json().data.blog_count).toBe(
      before + 1,
    );
  });

  it("counts a scheduled post in the page metadata once its time has come, without any change to it", async () => {
    const before = (await t.api({ method: "GET", url: "/api/meta" })).json().data.blog_count;
    const publishesAt = new Date(Date.now() + 1500);
    await t.db.insert(blogPosts).values({
      slug: "gleich-geplant-test",
      title: { de: "Gleich" },
      excerpt: { de: "x" },
      content: { de: "<p>x</p>" },
      author: "Test",
      published_at: publishesAt,
    });
    expect((await t.api({ method: "GET", url: "/api/meta" })).json().data.blog_count).toBe(before);
    // The navigation keeps its count until the scheduled instant, then reads it again.
    await new Promise((resolve) => setTimeout(resolve, publishesAt.getTime() - Date.now() + 50));
    expect((await t.api({ method: "GET", url: "/api/meta" })).json().data.blog_count).toBe(
      before + 1,
    );
  });

  it("rejects page sizes beyond 100", async () => {
    const res = await t.api({ method: "GET", url: "/api/blog-posts?page_size=100000" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.page_size).toEqual(["Der Wert darf höchstens 100 sein."]);
  });
});
