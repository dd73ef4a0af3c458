/**
 * The frame of an admin feature's test file (spec 001 §6): one app for the file with the
 * super-admin signed in. Registers vitest hooks, so only test files import it.
 */
import { afterAll, beforeAll } from 'vitest';
import { setupTestApp, type TestContext } from './harness';
import { signedInAdmin, type SignedInAdmin } from './sign-in';

/**
 * Registers the file's `beforeAll` / `afterAll`: an app (`setupTestApp(env)`, closed after
 * the file) with the super-admin signed in. The returned handle's `ctx` and `admin` are set
 * once `beforeAll` ran.
 */
export function useAdminTestApp(env: Record<string, string> = {}): {
  ctx: TestContext;
  admin: SignedInAdmin;
} {
  const t = {} as { ctx: TestContext; admin: SignedInAdmin };
  beforeAll(async () => {
    t.ctx = await setupTestApp(env);
    t.admin = await signedInAdmin(t.ctx);
  });
  afterAll(() => t.ctx.close());
  return t;
}
