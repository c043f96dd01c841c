import { eq } from 'drizzle-orm';
import { users } from '@thistle/db';
import { alreadyRegisteredMail } from '../mail/templates.ts';
import { sendMail } from '../mail/send-mail.ts';
import {
  checkPassword,
  enforceAccountLimits,
  findUserByEmail,
  normaliseEmail,
} from './account-lookup.ts';
import { nowOf, type AuthDeps } from './auth-deps.ts';
import { mailVerification } from './email-links.ts';
import { hashPassword } from './passwords.ts';

/**
 * Registers an address. The answer is the same whether or not the address already has an
 * account (no enumeration): a new or still-unverified address gets a verification link, a
 * verified one gets a note that it already has an account. An unverified account takes the
 * new password, because nobody has yet proved they own the address.
 */
export async function signUp(
  deps: AuthDeps,
  input: { email: string; password: string; ip: string },
) {
  const email = normaliseEmail(input.email);
  await enforceAccountLimits(deps, 'signup', input.ip, email);
  checkPassword(input.password);
  // Hash before looking: every path costs one argon2 hash, so timing tells nothing.
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(deps.db, email);
  if (existing?.emailVerifiedAt) {
    await sendMail(deps.db, deps.enqueue, {
      to: existing.email,
      userId: existing.id,
      ...alreadyRegisteredMail(`${deps.publicUrl}/login`, `${deps.publicUrl}/forgot-password`),
    });
    return;
  }
  let user = existing;
  if (user) {
    await deps.db
      .update(users)
      .set({ passwordHash, updatedAt: nowOf(deps) })
      .where(eq(users.id, user.id));
  } else {
    const [created] = await deps.db
      .insert(users)
      .values({ email, passwordHash })
      .onConflictDoNothing()
      .returning();
    // A concurrent registration of the same address won the race: answer the same way.
    if (!created) return;
    user = created;
  }
  await mailVerification(deps, user);
}

/** Sends a fresh verification link to an unverified account; silent otherwise. */
export async function resendVerification(deps: AuthDeps, input: { email: string; ip: string }) {
  const email = normaliseEmail(input.email);
  await enforceAccountLimits(deps, 'resend', input.ip, email);
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.emailVerifiedAt) await mailVerification(deps, user);
}
