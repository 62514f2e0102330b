// A local stand-in for Facebook and Instagram sign-in (docs/adr/0024), so that tests exercise the
// real OAuth adapters over real HTTP without reaching the internet. It implements only what the
// shop calls:
//   Facebook   GET  /facebook/dialog        (response_type=token: back to redirect_uri#access_token&state)
//              GET  /facebook/debug_token   (input_token, access_token "appId|appSecret")
//              GET  /facebook/me            (fields, access_token)
//   Instagram  GET  /instagram/authorize    (response_type=code: back to redirect_uri?code&state)
//              POST /instagram/access_token (client_id, client_secret, grant_type, redirect_uri, code)
//              GET  /instagram/me           (fields, access_token)
// Tests use it in-process (startFakeIdentityProvider) to issue tokens and codes directly; the e2e
// server runs it as a program: `node tests/support/fake-identity-provider.mjs <port>`.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";

export const FAKE_FACEBOOK_APP = { id: "fake-fb-app", secret: "fake-fb-secret" };
export const FAKE_INSTAGRAM_APP = { id: "fake-ig-app", secret: "fake-ig-secret" };
/** Who signs in through the dialogs unless a test says otherwise. */
export const FAKE_FACEBOOK_USER = {
  id: "fb-10001",
  name: "Casey Trail",
  email: "casey.trail@example.com",
};
export const FAKE_INSTAGRAM_USER = { id: "ig-20001", username: "casey.on.the.hills" };

const newSecret = () => randomBytes(16).toString("hex");

export async function startFakeIdentityProvider(options = {}) {
  const facebookApp = options.facebookApp ?? FAKE_FACEBOOK_APP;
  const instagramApp = options.instagramApp ?? FAKE_INSTAGRAM_APP;
  /** access token → { appId, user } */
  const facebookTokens = new Map();
  /** code → { user, redirectUri }; access token → user */
  const instagramCodes = new Map();
  const instagramTokens = new Map();
  const state = {
    facebookUser: FAKE_FACEBOOK_USER,
    instagramUser: FAKE_INSTAGRAM_USER,
    down: false,
  };

  const issueFacebookToken = (user = state.facebookUser, { appId = facebookApp.id } = {}) => {
    const token = `fbtok-${newSecret()}`;
    facebookTokens.set(token, { appId, user });
    return token;
  };
  const issueInstagramCode = (user = state.instagramUser, redirectUri) => {
    const code = `igcode-${newSecret()}`;
    instagramCodes.set(code, { user, redirectUri });
    return code;
  };
  const issueInstagramToken = (user = state.instagramUser) => {
    const token = `igtok-${newSecret()}`;
    instagramTokens.set(token, user);
    return token;
  };

  const send = (response, status, body) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };
  const oauthError = (response, status, message) =>
    send(response, status, { error: { message, type: "OAuthException", code: 190 } });
  const redirect = (response, location) => {
    response.writeHead(302, { location });
    response.end();
  };
  const readForm = async (request) => {
    let text = "";
    for await (const chunk of request) text += chunk;
    return new URLSearchParams(text);
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake-idp.local");
    const q = url.searchParams;
    if (state.down && url.pathname !== "/health") return send(response, 503, { error: "down" });
    switch (`${request.method} ${url.pathname}`) {
      case "GET /health":
        return send(response, 200, { ok: true });
      case "GET /facebook/dialog": {
        if (q.get("client_id") !== facebookApp.id || q.get("response_type") !== "token") {
          return oauthError(response, 400, "bad dialog request");
        }
        const back = new URL(q.get("redirect_uri") ?? "");
        back.hash = new URLSearchParams({
          access_token: issueFacebookToken(),
          token_type: "bearer",
          expires_in: "5183999",
          state: q.get("state") ?? "",
        }).toString();
        return redirect(response, back.toString());
      }
      case "GET /facebook/debug_token": {
        if (q.get("access_token") !== `${facebookApp.id}|${facebookApp.secret}`) {
          return oauthError(
            response,
            400,
            "Invalid OAuth access token - Cannot parse access token",
          );
        }
        const issued = facebookTokens.get(q.get("input_token") ?? "");
        if (!issued) {
          return send(response, 200, {
            data: { is_valid: false, error: { code: 190, message: "Invalid OAuth access token." } },
          });
        }
        return send(response, 200, {
          data: { app_id: issued.appId, type: "USER", is_valid: true, user_id: issued.user.id },
        });
      }
      case "GET /facebook/me": {
        const issued = facebookTokens.get(q.get("access_token") ?? "");
        if (!issued) return oauthError(response, 400, "Invalid OAuth access token.");
        const { id, name, email } = issued.user;
        return send(response, 200, { id, name, ...(email ? { email } : {}) });
      }
      case "GET /instagram/authorize": {
        if (q.get("client_id") !== instagramApp.id || q.get("response_type") !== "code") {
          return send(response, 400, {
            error_type: "OAuthException",
            error_message: "bad request",
          });
        }
        const back = new URL(q.get("redirect_uri") ?? "");
        back.searchParams.set("code", issueInstagramCode(undefined, q.get("redirect_uri")));
        back.searchParams.set("state", q.get("state") ?? "");
        return redirect(response, back.toString());
      }
      case "POST /instagram/access_token": {
        const form = await readForm(request);
        const issued = instagramCodes.get(form.get("code") ?? "");
        const refuse = (message) =>
          send(response, 400, { error_type: "OAuthException", code: 400, error_message: message });
        if (
          form.get("client_id") !== instagramApp.id ||
          form.get("client_secret") !== instagramApp.secret
        ) {
          return refuse("Invalid client secret");
        }
        if (form.get("grant_type") !== "authorization_code") return refuse("Invalid grant type");
        if (!issued) return refuse("Invalid authorization code");
        // Codes are single use, and only for the redirect URI they were issued to.
        instagramCodes.delete(form.get("code"));
        if (issued.redirectUri && issued.redirectUri !== form.get("redirect_uri")) {
          return refuse("Error validating verification code");
        }
        return send(response, 200, {
          access_token: issueInstagramToken(issued.user),
          user_id: Number.isNaN(Number(issued.user.id)) ? issued.user.id : Number(issued.user.id),
        });
      }
      case "GET /instagram/me": {
        const user = instagramTokens.get(q.get("access_token") ?? "");
        if (!user) return oauthError(response, 400, "Invalid OAuth access token.");
        return send(response, 200, { id: user.id, username: user.username });
      }
      default:
        return send(response, 404, { error: "not found" });
    }
  });

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const address = server.address();
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    facebookApp,
    instagramApp,
    issueFacebookToken,
    issueInstagramCode,
    issueInstagramToken,
    /** Who signs in through the dialogs from now on. */
    setUsers({ facebook, instagram }) {
      if (facebook) state.facebookUser = facebook;
      if (instagram) state.instagramUser = instagram;
    },
    /** While down, every endpoint answers 503 (the adapters report "unavailable"). */
    setDown(down) {
      state.down = down;
    },
    /** The environment variables that point the shop at this provider (lib/env.ts). */
    env() {
      return {
        FACEBOOK_APP_ID: facebookApp.id,
        FACEBOOK_APP_SECRET: facebookApp.secret,
        FACEBOOK_DIALOG_URL: `${url}/facebook/dialog`,
        FACEBOOK_GRAPH_URL: `${url}/facebook`,
        INSTAGRAM_APP_ID: instagramApp.id,
        INSTAGRAM_APP_SECRET: instagramApp.secret,
        INSTAGRAM_AUTHORIZE_URL: `${url}/instagram/authorize`,
        INSTAGRAM_TOKEN_URL: `${url}/instagram/access_token`,
        INSTAGRAM_GRAPH_URL: `${url}/instagram`,
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const provider = await startFakeIdentityProvider({ port: Number(process.argv[2] ?? 0) });
  console.log(`fake identity provider on ${provider.url}`);
  const stop = () => provider.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
