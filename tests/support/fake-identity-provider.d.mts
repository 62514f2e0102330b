/** Types of the fake Facebook and Instagram (fake-identity-provider.mjs) for TypeScript tests. */
export interface FakeFacebookUser {
  id: string;
  name: string;
  email?: string;
}
export interface FakeInstagramUser {
  id: string;
  username: string;
}
export interface FakeApp {
  id: string;
  secret: string;
}
export const FAKE_FACEBOOK_APP: FakeApp;
export const FAKE_INSTAGRAM_APP: FakeApp;
export const FAKE_FACEBOOK_USER: FakeFacebookUser;
export const FAKE_INSTAGRAM_USER: FakeInstagramUser;

export interface FakeIdentityProvider {
  url: string;
  facebookApp: FakeApp;
  instagramApp: FakeApp;
  issueFacebookToken(user?: FakeFacebookUser, options?: { appId?: string }): string;
  issueInstagramCode(user?: FakeInstagramUser, redirectUri?: string): string;
  issueInstagramToken(user?: FakeInstagramUser): string;
  setUsers(users: { facebook?: FakeFacebookUser; instagram?: FakeInstagramUser }): void;
  setDown(down: boolean): void;
  env(): Record<string, string>;
  close(): Promise<void>;
}

export function startFakeIdentityProvider(options?: {
  port?: number;
  facebookApp?: FakeApp;
  instagramApp?: FakeApp;
}): Promise<FakeIdentityProvider>;
