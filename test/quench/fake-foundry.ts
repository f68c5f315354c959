// A small fake Foundry for the runner's tests (scripts/quench.mjs): an HTTP server on the loopback address
// that answers the few routes and pages the runner touches, the way the runner expects Foundry to (where each
// expectation was seen: docs/quench.md, "How the runner finds its way"). It is no Foundry: its pages hold just
// enough script for the runner's steps (a join form that posts to /join, a game page with `game`, `Hooks`
// and, when Quench is on, a `quench` whose run ends with the report Quench's reporter writes). Every request
// is recorded so a test can say what the runner asked for.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeUser {
  id: string;
  name: string;
  password: string;
  isGM: boolean;
}

export interface FakeFoundryOptions {
  /** The running world, or null: the server is at its setup page. */
  running?: { id: string; system: string } | null;
  /** Worlds that exist, with their system. */
  worlds?: Record<string, string>;
  /** Setup locked with this admin key. */
  adminKey?: string;
  /** The licence page comes first. */
  license?: boolean;
  users?: FakeUser[];
  /** The join page's user field: a list (v13, v14 before 14.366) or a text field (14.366 on). */
  joinForm?: "select" | "text";
  quench?: "absent" | "inactive" | "active";
  /** The batches Quench has registered. */
  batches?: { key: string; displayName: string }[];
  /** The report Quench's reporter writes at the run's end (an object, stringified as Quench does). */
  report?: object;
  /** Hooks that fail during the run (Mocha `fail` events of type "hook"). */
  hookFailures?: { fullTitle: string; message: string }[];
  /** A run that never ends (for the time limit). */
  neverEnds?: boolean;
}

export interface FakeFoundry {
  url: string;
  /** Every request: method, path, and the JSON body of posts. */
  requests: { method: string; path: string; body?: Record<string, unknown> }[];
  state: Required<Pick<FakeFoundryOptions, "worlds" | "quench">> & { running: FakeFoundryOptions["running"] };
  close(): Promise<void>;
}

const GM: FakeUser = { id: "gmUser000000001", name: "Gamemaster", password: "", isGM: true };

function cookies(req: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    (req.headers.cookie ?? "")
      .split(";")
      .map((c) => c.trim().split("="))
      .filter((p) => p.length === 2) as [string, string][],
  );
}

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 1_000_000) throw new Error("fake Foundry: request too large");
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
}

function send(res: ServerResponse, status: number, body: string, type = "text/html", headers = {}): void {
  res.writeHead(status, { "content-type": type, ...headers });
  res.end(body);
}
const json = (res: ServerResponse, status: number, data: unknown, headers = {}) =>
  send(res, status, JSON.stringify(data), "application/json", headers);
const redirect = (res: ServerResponse, to: string) => send(res, 302, "", "text/plain", { location: to });
const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`;

function joinPage(users: FakeUser[], form: "select" | "text"): string {
  const who =
    form === "select"
      ? `<select name="userid"><option value=""></option>${users
          .map((u) => `<option value="${u.id}">${u.name}</option>`)
          .join("")}</select>`
      : `<input id="join-username" name="username" type="text">`;
  // a second form before the join form (Foundry's join page offers going back to setup with the admin key)
  return page(
    "Join",
    `<form id="shutdown"><input name="adminPassword" type="password">
      <button type="submit" name="shutdown">Return to Setup</button></form>
      <form id="join-game">${who}<input name="password" type="password">
      <button type="submit" name="join">Join Game Session</button></form><p id="error"></p>
      <script>
        document.getElementById("join-game").addEventListener("submit", async (event) => {
          event.preventDefault();
          const data = Object.fromEntries(new FormData(event.target));
          const r = await fetch("/join", { method: "POST", headers: { "content-type": "application/json" },
            body: JSON.stringify({ action: "join", ...data }) });
          const answer = await r.json();
          if (r.ok) location.href = answer.redirect;
          else document.getElementById("error").textContent = answer.error;
        });
      </script>`,
  );
}

function gamePage(state: Record<string, unknown>): string {
  return page(
    "Game",
    `<script>
      const state = ${JSON.stringify(state)};
      const hooks = {};
      window.Hooks = {
        once(name, fn) { (hooks[name] ??= []).push(fn); },
        callAll(name, ...args) { const l = hooks[name] ?? []; hooks[name] = []; l.forEach((f) => f(...args)); return true; },
      };
      const modules = new Map(state.quench === "absent" ? [] :
        [["quench", { id: "quench", active: state.quench === "active", version: "0.10.0" }]]);
      window.game = {
        ready: false, user: { isGM: state.isGM, name: state.user }, system: { id: state.system, version: "0.1.0" },
        world: { id: state.world }, release: { version: "13.351" }, modules,
        settings: {
          get(ns, key) { return state.settings[ns + "." + key] ?? {}; },
          async set(ns, key, value) {
            await fetch("/fake/settings", { method: "POST", body: JSON.stringify({ key: ns + "." + key, value }) });
            setTimeout(() => location.reload(), 20);
            return value;
          },
        },
      };
      if (state.quench === "active") {
        window.quench = {
          _testBatches: new Map(state.batches.map((b) => [b.key, { key: b.key, displayName: b.displayName }])),
          reports: {},
          app: { render() { return this; } },
          async runBatches(pattern, options) {
            await fetch("/fake/ran", { method: "POST", body: JSON.stringify({ pattern, options }) });
            const listeners = {};
            const runner = {
              stats: {},
              on(e, f) { (listeners[e] ??= []).push(f); return runner; },
              once(e, f) { return runner.on(e, f); },
            };
            const emit = (e, ...a) => (listeners[e] ?? []).forEach((f) => f(...a));
            if (!state.neverEnds) setTimeout(() => {
              for (const h of state.hookFailures)
                emit("fail", { type: "hook", title: h.fullTitle, fullTitle: () => h.fullTitle }, new Error(h.message));
              const json = JSON.stringify(state.report, undefined, 2);
              window.quench.reports = { json };
              runner.stats = { ...state.report.stats };
              Hooks.callAll("quenchReports", { json });
              emit("end");
            }, 30);
            return runner;
          },
        };
      }
      setTimeout(() => { game.ready = true; }, 20);
    </script>`,
  );
}

/** Starts the fake on 127.0.0.1 (a free port); `close()` stops it. */
export async function startFakeFoundry(options: FakeFoundryOptions = {}): Promise<FakeFoundry> {
  const users = options.users ?? [GM];
  const state = {
    running: options.running === undefined ? { id: "shadowturn-dev", system: "shadowturn" } : options.running,
    worlds: { ...(options.worlds ?? {}) },
    quench: options.quench ?? "active",
  };
  if (state.running) state.worlds[state.running.id] = state.running.system;
  const sessions = new Map<string, FakeUser>();
  let admin = false;
  const requests: FakeFoundry["requests"] = [];
  const emptyReport = {
    stats: { tests: 0, passes: 0, pending: 0, failures: 0 },
    tests: [],
    pending: [],
    failures: [],
    passes: [],
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
    const method = req.method ?? "GET";
    const body = method === "POST" ? await bodyOf(req) : undefined;
    requests.push({ method, path, ...(body ? { body } : {}) });
    const session = sessions.get(cookies(req).session ?? "");
    if (path === "/api/status")
      return json(res, 200, {
        active: Boolean(state.running),
        version: "13.351",
        ...(state.running ? { world: state.running.id, system: state.running.system } : {}),
      });
    if (options.license && path !== "/license") return redirect(res, "/license");
    if (path === "/license") return send(res, 200, page("License", "<form id='license-key'></form>"));
    const locked = Boolean(options.adminKey) && !admin;
    if (!state.running) {
      if (path === "/setup" && method === "POST") {
        if (body?.action === "adminAuth") {
          if (body.adminPassword !== options.adminKey)
            return json(res, 401, { error: "SETUP.ErrorAdminKey" });
          admin = true;
          return json(res, 200, {}, { "set-cookie": "admin=1; Path=/" });
        }
        if (locked) return redirect(res, "/auth");
        if (body?.action === "createWorld") {
          const id = String(body.id);
          if (id in state.worlds)
            return json(res, 400, { error: `A World with the ID ${id} already exists.` });
          state.worlds[id] = String(body.system);
          return json(res, 200, { id });
        }
        if (body?.action === "launchWorld") {
          const id = String(body.world);
          if (!(id in state.worlds)) return json(res, 400, { error: `No world ${id}` });
          // a launch answers at once; the world comes up a little later
          setTimeout(() => (state.running = { id, system: state.worlds[id]! }), 200);
          return json(res, 200, {});
        }
        return json(res, 400, { error: "unknown action" });
      }
      if (locked)
        return path === "/auth" ? send(res, 200, page("Auth", "<form></form>")) : redirect(res, "/auth");
      return path === "/setup"
        ? send(res, 200, page("Setup", "<div id='setup'></div>"))
        : redirect(res, "/setup");
    }
    if (path === "/" || path === "/setup" || path === "/auth") return redirect(res, "/join");
    if (path === "/join" && method === "GET")
      return send(res, 200, joinPage(users, options.joinForm ?? "select"));
    if (path === "/join" && method === "POST") {
      const user = users.find((u) =>
        options.joinForm === "text" ? u.name === body?.username : u.id === body?.userid,
      );
      if (!user) return json(res, 401, { error: "JOIN.ErrorUserDoesNotExist" });
      if (user.password !== (body?.password ?? ""))
        return json(res, 401, { error: "JOIN.ErrorInvalidPassword" });
      const token = `s${sessions.size + 1}`;
      sessions.set(token, user);
      return json(
        res,
        200,
        { status: "success", redirect: "/game" },
        { "set-cookie": `session=${token}; Path=/` },
      );
    }
    if (path === "/game") {
      if (!session) return redirect(res, "/join");
      return send(
        res,
        200,
        gamePage({
          isGM: session.isGM,
          user: session.name,
          system: state.running.system,
          world: state.running.id,
          quench: state.quench,
          settings: { "core.moduleConfiguration": { quench: state.quench === "active" } },
          batches: options.batches ?? [],
          report: options.report ?? emptyReport,
          hookFailures: options.hookFailures ?? [],
          neverEnds: options.neverEnds === true,
        }),
      );
    }
    if (path === "/fake/settings" && method === "POST") {
      const value = body?.value as Record<string, unknown> | undefined;
      if (body?.key === "core.moduleConfiguration" && state.quench !== "absent")
        state.quench = value?.quench ? "active" : "inactive";
      return json(res, 200, {});
    }
    if (path === "/fake/ran") return json(res, 200, {});
    return send(res, 404, page("Not found", ""));
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: Error) => send(res, 500, err.message, "text/plain"));
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    state,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
