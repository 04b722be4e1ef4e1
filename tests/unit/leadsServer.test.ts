import { RateLimiter } from "@/data/leads/rateLimit";

describe("lead rate limit", () => {
  it("LEAD allows the limit per key per minute, then answers the seconds until the window resets", () => {
    const limiter = new RateLimiter(3);
    const t0 = 1_000_000;
    expect([0, 1, 2].map((i) => limiter.hit("1|203.0.113.1", t0 + i))).toEqual([
      0, 0, 0,
    ]);
    expect(limiter.hit("1|203.0.113.1", t0 + 15_000)).toBe(45);
    expect(limiter.hit("2|203.0.113.1", t0 + 15_000)).toBe(0);
    expect(limiter.hit("1|203.0.113.1", t0 + 60_000)).toBe(0);
  });
});
