/**
 * What the API reads again and again between writes, kept in memory for a short while:
 * sessions by token, the owner of a child, a member's learning settings, and whole
 * content replies for a member and child. The content calls are read far more often
 * than anything is written (measured: without it a content call spent most of its time
 * in four small queries and in building the same reply again).
 *
 * Correct by construction within one process: every request that may write (any method
 * but GET and HEAD) empties the cache when it has run, and a value read while a write
 * was under way is not kept (the generation it was read at must still be current).
 * One write is narrower: a pass (POST lesson/schedule) changes only its own child's
 * progress, stars and words, so it makes stale only what is kept under its member
 * (`forgetMember`: the replies, settings and default child kept with that member's id),
 * and a read of that member under way is not kept; the other members' kept reads stay.
 * Measured under issue 10's mixed load: emptying everything on every pass left the cache
 * empty most of the time (a pass every few milliseconds).
 * Across processes it would not be: another instance's write (a pass, a payment, a session
 * ended) is invisible here for up to `ttlMs`. So on PostgreSQL, where several instances may
 * share the database, the cache is off unless READ_CACHE_MS asks for it (context.ts; the
 * scale-out test, tests/api/scale-out.test.ts, fails with it on). What that costs is measured
 * in the README ("Running several instances").
 * A TTL of 0 turns the cache off (the API tests, which also write to the database directly).
 */
export class ReadCache {
  private generation = 0;
  private readonly entries = new Map<string, { value: unknown; at: number }>();
  /** Per member: bumped by `forgetMember`, so a read of theirs under way is not kept. */
  private readonly memberGenerations = new Map<number, number>();
  /** The keys kept under each member (`get` with a member id). */
  private readonly keysOfMember = new Map<number, Set<string>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 20_000,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The cached value of `key` when there is a fresh one (no waiting: the hot path of a hit). */
  peek<T>(key: string): T | undefined {
    if (!this.enabled) return undefined;
    const hit = this.entries.get(key);
    return hit && this.clock() - hit.at < this.ttlMs ? (hit.value as T) : undefined;
  }

  /**
   * The cached value of `key`, else `load()`'s, kept unless a write happened meanwhile.
   * With `memberId`, the value is one member's own (it reads nothing of another member):
   * `forgetMember(memberId)` forgets it too.
   */
  async get<T>(key: string, load: () => Promise<T>, memberId?: number): Promise<T> {
    const hit = this.peek<T>(key);
    if (hit !== undefined) return hit;
    if (!this.enabled) return load();
    const generation = this.generation;
    const memberGeneration = memberId === undefined ? 0 : (this.memberGenerations.get(memberId) ?? 0);
    const started = this.clock();
    const value = await load();
    if (generation === this.generation && (memberId === undefined || (this.memberGenerations.get(memberId) ?? 0) === memberGeneration)) {
      if (this.entries.size >= this.maxEntries) this.forgetAll();
      this.entries.set(key, { value, at: started });
      if (memberId !== undefined) {
        let keys = this.keysOfMember.get(memberId);
        if (!keys) this.keysOfMember.set(memberId, (keys = new Set()));
        keys.add(key);
      }
    }
    return value;
  }

  /** Forgets everything: a write may have changed any of it. */
  clear(): void {
    this.generation += 1;
    this.memberGenerations.clear();
    this.forgetAll();
  }

  /**
   * Forgets what is kept under one member (see `get`), and keeps no read of theirs under way:
   * after a write that changed that member's own data and nothing else (a pass).
   */
  forgetMember(memberId: number): void {
    this.memberGenerations.set(memberId, (this.memberGenerations.get(memberId) ?? 0) + 1);
    for (const key of this.keysOfMember.get(memberId) ?? []) this.entries.delete(key);
    this.keysOfMember.delete(memberId);
  }

  private forgetAll() {
    this.entries.clear();
    this.keysOfMember.clear();
  }
}

/**
 * The keys of what the API keeps, in one place: the front door for kept replies
 * (./kept-replies.ts) finds by these keys what the routes kept.
 */
export const cacheKey = {
  /** A session, by the bearer token itself (memory only, never written anywhere). */
  session: (token: string) => `session:${token}`,
  /** A child's id and owner. */
  child: (childId: number) => `child:${childId}`,
  /** A member's settings and plan, as the learning calls read them (kept under the member). */
  learner: (memberId: number) => `learner:${memberId}`,
  /** A child's own learning settings, as the learning calls read them (kept under the member). */
  childSettings: (childId: number) => `childSettings:${childId}`,
  /** All of a child's progress rows, as the content calls read them (kept under the member). */
  progress: (childId: number) => `progress:${childId}`,
  /** A member's default child (kept under the member). */
  defaultChild: (memberId: number) => `defaultChild:${memberId}`,
  /** A whole content reply for a member and child (null: a call that takes no Child-Id), by path and query (kept under the member). */
  reply: (memberId: number, childId: number | null, pathAndQuery: string) =>
    `reply:${memberId}:${childId ?? 'default'}:${pathAndQuery}`,
};
