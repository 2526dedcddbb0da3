/**
 * The people the fake LINE platform knows. The first is the LINE identity linked to the sandbox member
 * "somchai" (src/sandbox/world/accounts.ts, lineUserId); the second has never joined the programme, so
 * /auth/line_login answers it as an unknown member; the third is the member malee, not a friend of the brand's
 * LINE account (the LIFF mock signs in as her with the script's `user`, see liffFeatures.ts). Relative imports only: vite.config.ts loads this file.
 */
export interface SandboxLineUser {
  /** LINE user id (the ID token's `sub`). */
  sub: string;
  name: string;
  picture: string;
  /** What the authorize page says about this person. */
  note: string;
}

export const sandboxLineUsers: readonly SandboxLineUser[] = [
  {
    sub: 'U4af4980629f5f1b8a2b7c3d9e8f70011',
    name: 'Somchai',
    picture: 'https://profile.line-scdn.net/sandbox/somchai.png',
    note: 'Linked to the sandbox member somchai (2,450 points)',
  },
  {
    sub: 'U7d2e51c0b9a84f6e8d3c2b1a09f8e7d6',
    name: 'Napat',
    picture: 'https://profile.line-scdn.net/sandbox/napat.png',
    note: 'A LINE user who is not a member yet',
  },
  {
    sub: 'U2c9b7e4f1a0d48c6b3e5f7a9c1d3e5f7',
    name: 'Malee',
    picture: 'https://profile.line-scdn.net/sandbox/malee.png',
    note: "Linked to the sandbox member malee, who is not a friend of the brand's LINE account",
  },
];

/** The person the mocked LIFF app signs in as, and the default on the authorize page. */
export const defaultLineUser: SandboxLineUser = sandboxLineUsers[0] as SandboxLineUser;

export function findLineUser(sub: string | null | undefined): SandboxLineUser | undefined {
  return sandboxLineUsers.find((user) => user.sub === sub);
}
